import { extensionMessages, fieldAuthResource } from '@pharma/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { liveRoles } from '../../system/public.ts';
import { staffOf } from '../../user/public.ts';
import { fieldAuthTable } from './field-auth.table.ts';

/** 1 角色, 2 用户 (sm_subject_type). */
export const subjectTypes = { role: 1, user: 2 } as const;
/** 0 隐藏, 1 只读, 2 脱敏, 3 可编辑 (sm_auth_type). */
export const authTypes = { hidden: 0, visible: 1, masked: 2, editable: 3 } as const;

/** A field code as the app's replies name their fields: an identifier (purchasePrice, customerPhone). */
export const fieldCodePattern = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** The name of a subject of the caller's tenant (a live role, or a live user), or undefined when there is none. */
export async function subjectName(ctx: Ctx, type: number, id: string): Promise<string | undefined> {
  if (type === subjectTypes.role) return (await liveRoles(ctx, [id]))[0]?.roleName;
  if (type === subjectTypes.user) return (await staffOf(ctx, { ids: [id], limit: 1 }))[0]?.realName;
  return undefined;
}

/**
 * The rules of a saved field permission (docs/domain.md §3.2), in the tenant the row belongs to: the subject is a live role
 * (type 1) or user (type 2) of that tenant, whose name the row keeps; a masked field names its mask rule; one rule
 * per subject, screen and field among live rows (the unique index backs this check against a race).
 */
async function beforeWrite(ctx: Ctx, values: Row, existing: Row | undefined): Promise<void> {
  const merged = { ...existing, ...values };
  delete values.subjectName;
  if (values.subjectType !== undefined || values.subjectId !== undefined) {
    const type = Number(merged.subjectType);
    const name =
      merged.subjectId && (type === subjectTypes.role || type === subjectTypes.user)
        ? await subjectName(ctx, type, String(merged.subjectId))
        : undefined;
    // An unknown type is the dictionary check's to refuse, after this hook.
    if (name === undefined && (type === subjectTypes.role || type === subjectTypes.user))
      throw badRequest(extensionMessages.subjectMissing);
    if (name !== undefined) values.subjectName = name.slice(0, 50);
  }
  if (values.fieldCode !== undefined && !fieldCodePattern.test(String(values.fieldCode ?? '')))
    throw badRequest(extensionMessages.fieldCodeFormat);
  if (Number(merged.authType) === authTypes.masked) {
    if (!merged.maskRule) throw badRequest(extensionMessages.maskRuleRequired);
  } else if (values.authType !== undefined) values.maskRule = null;

  const [taken] = await ctx.db
    .select({ id: fieldAuthTable.id })
    .from(fieldAuthTable)
    .where(
      and(
        scoped(ctx, fieldAuthTable, { dataScope: false }),
        eq(fieldAuthTable.subjectType, Number(merged.subjectType)),
        eq(fieldAuthTable.subjectId, String(merged.subjectId)),
        eq(fieldAuthTable.moduleCode, String(merged.moduleCode)),
        eq(fieldAuthTable.fieldCode, String(merged.fieldCode)),
        existing ? ne(fieldAuthTable.id, String(existing.id)) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw badRequest(extensionMessages.fieldAuthTaken);
}

/** 字段权限 with the kit's listPage, detail, save (adds), update and remove (GET), and the rules above. */
export const fieldAuthService = crudService(fieldAuthResource, { beforeWrite });
