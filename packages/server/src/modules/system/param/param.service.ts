import { paramResource } from '@pharma/contract';
import { and, inArray } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { crudService } from '../../../platform/crud/service.ts';
import { scoped } from '../../../platform/scope.ts';
import { paramAudit } from './param.audit.ts';
import { paramTable as param } from './param.table.ts';

/**
 * 参数管理: the generated CRUD, with each add, change and remove noted in the audit trail. The kit runs these hooks
 * inside the write's transaction (`ctx.db` is it), so the line stands or falls with the write: a write refused after
 * the hook (a key already used) rolls its line back with it.
 */
export const paramService = crudService(paramResource, {
  // 数据审计 keeps a parameter's value before and after, unless its key says it holds a secret (sms.secret, …).
  maskRecord(row) {
    if (/pass|pwd|secret|token|private|credential|key$/i.test(String(row.paramKey ?? ''))) row.paramValue = '******';
    return row;
  },
  async beforeWrite(ctx, values, existing) {
    const named = (key: 'paramName' | 'paramKey') => String(values[key] ?? existing?.[key] ?? '');
    const row = { paramName: named('paramName'), paramKey: named('paramKey') };
    await audit(ctx, 'param.save', paramAudit.saved(row, existing === undefined));
  },
  async beforeRemove(ctx, ids) {
    const rows = await ctx.db
      .select({ paramName: param.paramName, paramKey: param.paramKey })
      .from(param)
      .where(and(inArray(param.id, ids), scoped(ctx, param)));
    await audit(ctx, 'param.remove', paramAudit.removed(rows as Array<{ paramName: string; paramKey: string }>));
  },
});
