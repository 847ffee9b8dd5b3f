import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { accountOf } from '../../user/public.ts';

const timeZone = process.env.TIME_ZONE ?? 'Asia/Shanghai';

/**
 * The caller a demo seed acts as: an account of the tenant (its rows name who made them), or nobody when the account
 * is not there. Seeds read with `dataScope: false` only, so no registry is needed.
 */
export async function demoCtx(db: Db, tenantId: string, account: string): Promise<Ctx> {
  const found = await accountOf(db, tenantId, account);
  return {
    db,
    tenantId,
    timeZone,
    lang: 'zh',
    userId: found?.id ?? '',
    account,
    realName: found?.realName ?? account,
    deptIds: (found?.deptId ?? '').split(',').filter(Boolean),
    roleIds: [],
    roleAliases: [],
    postIds: [],
    sessionId: '',
    mustChangePassword: false,
    isAdministrator: false,
    permissions: new Set<string>(),
    dataScopes: [],
  } as unknown as Ctx;
}

/** Ids of a tenant's live accounts (the demo's sales reps), those present; an absent one is left out. */
export async function demoUsers(db: Db, tenantId: string, accounts: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const account of accounts) {
    const row = await accountOf(db, tenantId, account);
    if (row && row.isDeleted === 0) found.set(account, String(row.id));
  }
  return found;
}

/** yyyy-01-01 and yyyy-12-31 of this year, in the configured zone. */
export function thisYear(): { from: string; to: string } {
  const year = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(new Date());
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
