import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live, ofTenant } from '../../../platform/scope.ts';
import { menu } from '../menu/menu.table.ts';
import { role, roleMenu } from './role.table.ts';

/**
 * Who should hear of something when there is no caller to ask (a reminder job, a notice after a commit): the live
 * roles of a tenant granted any of these menu or button codes, or bearing one of these aliases (the tenant's
 * administrators, as a fallback). API scopes are not weighed: a notice reaches a holder even where a scope shuts
 * the call itself.
 */
export async function roleIdsHolding(
  db: Db,
  tenantId: string,
  held: { codes?: readonly string[]; aliases?: readonly string[] },
): Promise<string[]> {
  const codes = [...(held.codes ?? [])];
  const aliases = [...(held.aliases ?? [])];
  if (codes.length === 0 && aliases.length === 0) return [];
  const granted = db
    .select({ roleId: roleMenu.roleId })
    .from(roleMenu)
    .innerJoin(menu, and(eq(menu.id, roleMenu.menuId), live(menu)))
    .where(inArray(menu.code, codes.length > 0 ? codes : ['']));
  const rows = await db
    .select({ id: role.id })
    .from(role)
    .where(
      and(
        ofTenant(role, tenantId),
        or(
          codes.length > 0 ? inArray(role.id, granted) : undefined,
          aliases.length > 0 ? inArray(role.roleAlias, aliases) : undefined,
        ),
      ),
    );
  return rows.map((r) => String(r.id));
}
