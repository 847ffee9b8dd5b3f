import type { UserInfoReply } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { liveRoles } from '../../system/index.ts';
import { user } from '../user/user.table.ts';

/** The caller's own profile (their own row, whatever their data scope); never the password hash. */
export async function userInfo(ctx: Ctx): Promise<UserInfoReply> {
  const [row] = await ctx.db
    .select()
    .from(user)
    .where(and(eq(user.id, ctx.userId), scoped(ctx, user, { dataScope: false })));
  if (!row) throw notFound();
  const roles = (await liveRoles(ctx, ctx.roleIds)).map((r) => ({ name: r.roleName }));
  return {
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
}
