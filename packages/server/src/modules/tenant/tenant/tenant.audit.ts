import type { Text } from '@pharma/contract';

/** A tenant as an administrator knows it: its name and its tenant id. */
export interface NamedTenant {
  tenantId: string;
  tenantName: string;
}

/** At most this many names in one line; the rest are counted. */
const shown = 20;

function tenants(rows: readonly NamedTenant[]): Text {
  const rest = rows.length - shown;
  const first = rows.slice(0, shown);
  return {
    zh: first.map((r) => `${r.tenantName}(${r.tenantId})`).join('、') + (rest > 0 ? ` 等 ${rows.length} 个` : ''),
    en: first.map((r) => `${r.tenantName} (${r.tenantId})`).join(', ') + (rest > 0 ? ` and ${rest} more` : ''),
  };
}

/**
 * What the tenant services write in the audit trail (通用日志), in every language. Who did it is recorded beside the
 * line (the account); the new administrator's password never is.
 */
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
} as const;
