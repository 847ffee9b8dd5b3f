import { pick, postCategories, postResource } from '@pharma/contract';
import { asc } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService } from '../../../platform/crud/service.ts';
import { scoped } from '../../../platform/scope.ts';
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
 * tenant; everyone else gets their own, whatever they send. A picker lists every post of the tenant, whatever the
 * caller's data scopes on 岗位管理.
 */
export async function postSelect(ctx: Ctx, tenantId?: string) {
  return ctx.db
    .select({ id: post.id, postCode: post.postCode, postName: post.postName, category: post.category })
    .from(post)
    .where(scoped(ctx, post, { tenantId, dataScope: false }))
    .orderBy(asc(post.sort), asc(post.id));
}
