import type { Text } from '@pharma/contract';
import { named, namesOf } from '../../../platform/audit.ts';

/** A tenant as an administrator knows it: its name and its tenant id. */
export interface NamedTenant {
  tenantId: string;
  tenantName: string;
}

/** At most this many names in one line; the rest are counted. */
const tenants = (rows: readonly NamedTenant[]) => namesOf(rows, (r, lang) => named(r.tenantName, r.tenantId, lang));

export const tenantAudit = {
  added: (row: NamedTenant, packageName: string | undefined): Text => {
    const which = tenants([row]);
    return {
      zh: `新增了租户 ${which.zh}, 产品包: ${packageName || '无'}, 管理员账号: admin`,
      en: `Added the tenant ${which.en}, package: ${packageName || 'none'}, administrator account: admin`,
    };
  },
  changed: (row: NamedTenant, packageChanged: boolean): Text => {
    const which = tenants([row]);
    return packageChanged
      ? { zh: `修改了租户 ${which.zh}(更换了产品包)`, en: `Changed the tenant ${which.en} (new package)` }
      : { zh: `修改了租户 ${which.zh}`, en: `Changed the tenant ${which.en}` };
  },
  removed: (rows: readonly NamedTenant[]): Text => {
    const which = tenants(rows);
    return { zh: `删除了租户 ${which.zh}`, en: `Removed the tenants ${which.en}` };
  },
  recycled: (rows: readonly NamedTenant[]): Text => {
    const which = tenants(rows);
    return { zh: `将租户 ${which.zh} 移入回收站`, en: `Moved the tenants ${which.en} to the recycle bin` };
  },
  restored: (rows: readonly NamedTenant[]): Text => {
    const which = tenants(rows);
    return { zh: `从回收站恢复了租户 ${which.zh}`, en: `Restored the tenants ${which.en} from the recycle bin` };
  },
} as const;
