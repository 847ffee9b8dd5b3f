import { pick, postCategories, postResource } from '@pharma/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { crudService } from '../../platform/crud/service.ts';
import { badRequest } from '../../platform/errors.ts';
import { postTable as post } from '../../resource-tables.ts';

/** The category is an integer column, so only this hook keeps it inside the `post_category` dictionary. */
export const postService = crudService(postResource, {
  beforeWrite(_ctx, values) {
    const category = values.category;
    if (category !== undefined && category !== null && !postCategories[category as number]) {
      throw badRequest({ zh: '岗位类型不正确,应为 1 至 4', en: 'The post category must be 1 to 4' });
    }
  },
  // BladeX's PostVO carries the category's label; here it comes in the caller's language.
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
