import { defaultTenantId } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { paramTable as param } from './param.table.ts';

/** A tenant's live parameter by its key (`account.switchMode`, …), for modules that follow one; '' when it has none. */
export async function paramValueOf(db: Db, tenantId: string, key: string): Promise<string> {
  const [row] = await db
    .select({ value: param.paramValue })
    .from(param)
    .where(and(ofTenant(param, tenantId), eq(param.paramKey, key)));
  return String(row?.value ?? '').trim();
}

/** A whole number setting (参数) of a tenant, else the platform's, else `fallback`: what a number a tenant may tune. */
export async function settingOf(ctx: { db: Db; tenantId: string }, key: string, fallback: number): Promise<number> {
  for (const tenantId of new Set([ctx.tenantId, defaultTenantId])) {
    const value = Number(await paramValueOf(ctx.db, tenantId, key));
    if (Number.isInteger(value) && value > 0) return value;
  }
  return fallback;
}
