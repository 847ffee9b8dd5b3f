import { profileMessages } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { userExtend } from '../extend/extend.table.ts';

/**
 * The enterprise WeChat (企业微信) account a user is bound to. The user table has no column for it, so the binding
 * lives in the user's extension row, as the `qywxUserId` key of its JSON `extInfo` (what the scan-to-bind flow
 * will write; an administrator can set it through userExtend/saveOrUpdate-v2 meanwhile).
 */
export const qywxBindingKey = 'qywxUserId';

function objectOf(text: string | null | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    // extInfo may be free text: then nothing is bound.
    return undefined;
  }
}

/** POST blade-user/qywx/login/unbind: removes the caller's binding; says so plainly when there is none. */
export async function unbindQywx(ctx: Ctx): Promise<void> {
  const [row] = await ctx.db
    .select({ id: userExtend.id, extInfo: userExtend.extInfo })
    .from(userExtend)
    .where(and(eq(userExtend.userId, ctx.userId), scoped(ctx, userExtend, { dataScope: false })));
  const info = objectOf(row?.extInfo);
  const bound = info?.[qywxBindingKey];
  if (!row || !info || typeof bound !== 'string' || !bound.trim()) throw badRequest(profileMessages.qywxNotBound);
  const { [qywxBindingKey]: _removed, ...rest } = info;
  await ctx.db
    .update(userExtend)
    .set({
      extInfo: Object.keys(rest).length ? JSON.stringify(rest) : null,
      updateUser: ctx.userId,
      updateTime: new Date(),
    })
    .where(eq(userExtend.id, row.id));
}
