import type { ProfileInfo, UserInfoReply } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { splitIds } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { liveRoles } from '../../system/public.ts';
import { namesOf } from '../user/relations.ts';
import { user } from '../user/user.table.ts';

/** The caller's own profile (their own row, whatever their data scope); never the password hash. */
export async function userInfo(ctx: Ctx): Promise<UserInfoReply> {
  return (await ownProfile(ctx)).info;
}

async function ownProfile(ctx: Ctx) {
  // The live roles depend on the caller alone: read beside the row, one round trip instead of two.
  const [[row], live] = await Promise.all([
    ctx.db
      .select()
      .from(user)
      .where(and(eq(user.id, ctx.userId), scoped(ctx, user, { dataScope: false }))),
    liveRoles(ctx, ctx.roleIds),
  ]);
  if (!row) throw notFound();
  const roles = live.map((r) => ({ name: r.roleName }));
  const info: UserInfoReply = {
    id: row.id,
    userId: row.id,
    tenantId: row.tenantId,
    account: row.account,
    name: row.name ?? '',
    realName: row.realName ?? '',
    avatar: row.avatar ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    roleIds: row.roleId,
    roleNames: roles.map((r) => r.name).join(','),
    deptIds: row.deptId,
    postIds: row.postId,
    permissions: ctx.isAdministrator ? ['*'] : [...ctx.permissions].sort(),
  };
  return { info, row };
}

/** Ids and their names, comma-joined in the same order; an id whose row is gone is left out of both. */
function paired(ids: string, names: Map<string, string>) {
  const kept = splitIds(ids).filter((id) => names.has(id));
  return { ids: kept.join(','), names: kept.map((id) => names.get(id)).join(',') };
}

/**
 * GET user/info: the caller's profile with the names of their roles, departments and posts (BladeX's UserVO), which
 * the commercial Saber 4.x console's top bar pairs with the ids by position.
 */
export async function profileInfo(ctx: Ctx): Promise<ProfileInfo> {
  const { info, row } = await ownProfile(ctx);
  const names = await namesOf(ctx, splitIds(row.roleId), splitIds(row.deptId), splitIds(row.postId));
  const roles = paired(row.roleId, names.roles);
  const depts = paired(row.deptId, names.depts);
  const posts = paired(row.postId, names.posts);
  return {
    ...info,
    code: row.code ?? '',
    sex: row.sex,
    roleId: roles.ids,
    roleName: roles.names,
    deptId: depts.ids,
    deptName: depts.names,
    postId: posts.ids,
    postName: posts.names,
    isLeader: row.isLeader,
  };
}
