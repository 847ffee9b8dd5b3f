import type { ProfileInfo, UserInfoReply } from '@pharma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { splitIds } from '../../../platform/context.ts';
import { preparedByText, ShapeCache } from '../../../platform/db/prepared.ts';
import { notFound } from '../../../platform/errors.ts';
import { scopedShape } from '../../../platform/scope.ts';
import { liveRoles } from '../../system/public.ts';
import { namesOf } from '../user/relations.ts';
import { user } from '../user/user.table.ts';

/** The caller's own profile (their own row, whatever their data scope); never the password hash. */
export async function userInfo(ctx: Ctx): Promise<UserInfoReply> {
  return (await ownProfile(ctx)).info;
}

type UserRow = typeof user.$inferSelect;
const ownRows = new ShapeCache<{ execute(values: Record<string, unknown>): Promise<UserRow[]> }>(8);

/**
 * The caller's own row, by a statement built once per scope shape and kept prepared: the top bar asks for it at
 * every screen, and building the select cost more than running it.
 */
function ownRow(ctx: Ctx): Promise<UserRow[]> {
  const scope = scopedShape(ctx, user, { dataScope: false });
  const statement = ownRows.get(ctx.db, scope.shape, () =>
    preparedByText(
      ctx.db
        .select()
        .from(user)
        .where(and(eq(user.id, sql.placeholder('userId')), scope.condition)),
      'own_profile',
    ),
  );
  return statement.execute({ ...scope.values, userId: ctx.userId });
}

async function ownProfile(ctx: Ctx) {
  // The live roles depend on the caller alone: read beside the row, one round trip instead of two.
  const [[row], live] = await Promise.all([ownRow(ctx), liveRoles(ctx, ctx.roleIds)]);
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
  return { info, row, live };
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
  // The names of the departments and posts the session holds are asked beside the row (one round trip, not two):
  // the row's own ids are almost always those, and its roles' names come with the live roles. Only what the row
  // holds beyond them (a session working as one of several roles, in one of several departments; a removed role)
  // is asked after it.
  const [{ info, row, live }, held] = await Promise.all([ownProfile(ctx), namesOf(ctx, [], ctx.deptIds, ctx.postIds)]);
  const known = { ...held, roles: new Map(live.map((r) => [String(r.id), String(r.roleName)])) };
  const missing = (ids: string, names: Map<string, string>) => splitIds(ids).filter((id) => !names.has(id));
  const more = await namesOf(
    ctx,
    missing(row.roleId, known.roles),
    missing(row.deptId, known.depts),
    missing(row.postId, known.posts),
  );
  const roles = paired(row.roleId, new Map([...known.roles, ...more.roles]));
  const depts = paired(row.deptId, new Map([...known.depts, ...more.depts]));
  const posts = paired(row.postId, new Map([...known.posts, ...more.posts]));
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
