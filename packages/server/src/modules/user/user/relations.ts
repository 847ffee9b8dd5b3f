import type { Ctx } from '../../../platform/context.ts';
import { deptNames, liveDeptIds, livePostIds, liveRoleIds, postNames, roleNames } from '../../system/public.ts';

export { liveDeptIds, livePostIds, liveRoleIds };

/** Names for the ids of a page of users, fetched once per page rather than once per row (removed rows still lend theirs). */
export async function namesOf(ctx: Ctx, roleIds: string[], deptIds: string[], postIds: string[] = []) {
  const [roles, depts, posts] = await Promise.all([
    roleNames(ctx, roleIds),
    deptNames(ctx, deptIds),
    postNames(ctx, postIds),
  ]);
  return { roles, depts, posts };
}
