import { and, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { ofTenant, scoped } from '../../../platform/scope.ts';
import { postTable } from './post.table.ts';

/** What the users' module asks of the posts its users hold: answered here, so it never reads the post table. */
const everyLive = { dataScope: false } as const;

/** Of these ids, the live posts of the caller's tenant. */
export async function livePostIds(ctx: Ctx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: postTable.id })
    .from(postTable)
    .where(and(inArray(postTable.id, ids), scoped(ctx, postTable, everyLive)));
  return new Set(rows.map((r) => String(r.id)));
}

/** Every live post of the caller's tenant with its code and name, for an import that names posts. */
export async function tenantPosts(ctx: Ctx): Promise<Array<{ id: string; code: string; name: string }>> {
  const rows = await ctx.db
    .select({ id: postTable.id, code: postTable.postCode, name: postTable.postName })
    .from(postTable)
    .where(scoped(ctx, postTable, everyLive));
  return rows.map((p) => ({ id: String(p.id), code: String(p.code), name: String(p.name) }));
}

/** Names for post ids of the caller's tenant, live or not (a removed post still names what a user held). */
export async function postNames(ctx: Ctx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: postTable.id, name: postTable.postName })
    .from(postTable)
    .where(and(inArray(postTable.id, ids), ofTenant(postTable, ctx.tenantId, { removed: true })));
  return new Map(rows.map((p) => [String(p.id), String(p.name)]));
}
