import { pick, postCategories, postResource } from '@pharma/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService } from '../../../platform/crud/service.ts';
import { postTable as post } from './post.table.ts';

/** The category's values are the `post_category` dictionary's keys: the CRUD kit refuses any other (field `dict`). */
export const postService = crudService(postResource, {
  // BladeX's PostVO carries the category's label; here it comes in the caller's language. The hook is synchronous,
  // so the label is the contract's (the dictionary's seeded one), not a read of the dictionary per row.
  toRecord(ctx, record) {
    const label = postCategories[record.category as number];
    return { ...record, categoryName: label ? pick(label, ctx.lang) : '' };
  },
});

/**
 * GET post/select: the posts of one tenant for a picker. Only the platform administrator may name another
 * tenant; everyone else gets their own, whatever they send.
 */
export async function postSelect(ctx: Ctx, tenantId?: string) {
  const target = ctx.isAdministrator && tenantId ? tenantId : ctx.tenantId;
  return ctx.db
    .select({ id: post.id, postCode: post.postCode, postName: post.postName, category: post.category })
    .from(post)
    .where(and(eq(post.tenantId, target), eq(post.isDeleted, 0)))
    .orderBy(asc(post.sort), asc(post.id));
}
