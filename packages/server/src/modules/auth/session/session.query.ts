import { eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { session } from './session.table.ts';

/** The client id the caller signed in with (their session row keeps it): 应用管理 never lets a caller remove it. */
export async function callerClientId(ctx: Ctx): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ clientId: session.clientId })
    .from(session)
    .where(eq(session.id, ctx.sessionId))
    .limit(1);
  return row?.clientId;
}
