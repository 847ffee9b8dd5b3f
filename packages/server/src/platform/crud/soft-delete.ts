import type { Ctx } from '../context.ts';

/**
 * What a soft delete writes (BladeX's logical delete): the row marked deleted, by whom and when. Every remove that
 * is not the kit's own (a department with its checks, a tenant with its rows) writes this, so none forgets who.
 */
export const removedBy = (ctx: Pick<Ctx, 'userId'>, at: Date = new Date()) => ({
  isDeleted: 1,
  updateUser: ctx.userId,
  updateTime: at,
});
