import type { Ctx } from '../../../platform/context.ts';
import { liveIdsIn, namesIn } from '../../../platform/lookups.ts';
import { scoped } from '../../../platform/scope.ts';
import { postTable } from './post.table.ts';

/** What the users' module asks of the posts its users hold: answered here, so it never reads the post table. */
const everyLive = { dataScope: false } as const;

/** Of these ids, the live posts of the caller's tenant. */
export const livePostIds = (ctx: Ctx, ids: string[]) => liveIdsIn(ctx, postTable, ids);

/** Every live post of the caller's tenant with its code and name, for an import that names posts. */
export async function tenantPosts(ctx: Ctx): Promise<Array<{ id: string; code: string; name: string }>> {
  const rows = await ctx.db
    .select({ id: postTable.id, code: postTable.postCode, name: postTable.postName })
    .from(postTable)
    .where(scoped(ctx, postTable, everyLive));
  return rows.map((p) => ({ id: String(p.id), code: String(p.code), name: String(p.name) }));
}

/** Names for post ids of the caller's tenant, live or not (a removed post still names what a user held). */
export const postNames = (ctx: Ctx, ids: string[]) => namesIn(ctx, postTable, postTable.postName, ids);
