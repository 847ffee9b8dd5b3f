import { pick, type ReplyOf, type userPlatformCalls } from '@pharma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { inTenant } from '../../../platform/tenant-reach.ts';
import { findUser } from '../user/user.service.ts';
import { platformNames, userTexts } from '../user/user.texts.ts';
import { userPlatform } from './platform.table.ts';

/**
 * A user's settings per platform (BladeX blade_user_web / _app / _other): update-platform writes the JSON object a
 * platform's clients read, platform-detail shows it.
 */

/** userExt arrives as text (a query parameter); it must be a JSON object, or blank to clear it. */
export function parseUserExt(raw: string | undefined): string | null {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  if (text.length > 4000) throw badRequest(userTexts.userExtTooLong);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(userTexts.userExtInvalid);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(userTexts.userExtInvalid);
  // Stored as the caller's object re-serialised, so what is read back is always valid JSON.
  return JSON.stringify(parsed);
}

/** POST update-platform: one row per (user, platform), inserted or replaced. */
export async function updatePlatform(ctx: Ctx, userId: string, userType: number, userExtRaw: string | undefined) {
  const userExt = parseUserExt(userExtRaw);
  const target = await findUser(ctx, userId);
  await ctx.db
    .insert(userPlatform)
    .values({
      tenantId: target.tenantId,
      userId: target.id,
      userType,
      userExt,
      createUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
      updateUser: ctx.userId,
    })
    .onConflictDoUpdate({
      target: [userPlatform.tenantId, userPlatform.userId, userPlatform.userType],
      // A literal, not a bound parameter: PostgreSQL matches the partial unique index by its predicate's text.
      targetWhere: sql`is_deleted = 0`,
      set: { userExt, updateUser: ctx.userId, updateTime: new Date() },
    });
  return platformDetail(ctx, userId, userType);
}

/**
 * GET platform-detail?id: the user and their settings for a platform: the one asked for, else the user's own
 * platform (user.user_type), as BladeX does. `id` is the user's id.
 */
export async function platformDetail(
  caller: Ctx,
  id: string,
  userType?: number,
): Promise<ReplyOf<typeof userPlatformCalls.detail>> {
  const target = await findUser(caller, id);
  // The platform administrator reaches every tenant's users: the settings are read in the user's tenant.
  const ctx = inTenant(caller, target.tenantId);
  const type = userType ?? target.userType;
  const [row] = await ctx.db
    .select({ userExt: userPlatform.userExt })
    .from(userPlatform)
    .where(and(eq(userPlatform.userId, target.id), eq(userPlatform.userType, type), scoped(ctx, userPlatform)));
  const name = platformNames[type];
  return {
    id: target.id,
    userId: target.id,
    account: target.account,
    realName: target.realName,
    userType: type,
    userTypeName: name ? pick(name, ctx.lang) : '',
    userExt: row?.userExt ?? null,
  };
}
