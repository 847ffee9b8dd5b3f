import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { revokeSessions } from '../../auth/public.ts';
import { loginRecordTable } from '../login-record/login-record.table.ts';

/**
 * Ends the sales app's sessions of these phones in the caller's tenant (docs/domain.md §3.1: a phone leaving the
 * whitelist loses its app tokens at once). The app's sessions are the ones its successful sign-ins recorded; the
 * same person's console sessions are not touched.
 */
export async function endAppSessions(ctx: Ctx, phones: string[]): Promise<void> {
  if (phones.length === 0) return;
  const rows = await ctx.db
    .select({ tokenId: loginRecordTable.tokenId })
    .from(loginRecordTable)
    .where(
      and(
        ofTenant(loginRecordTable, ctx.tenantId),
        inArray(loginRecordTable.phone, phones),
        eq(loginRecordTable.result, 1),
        isNotNull(loginRecordTable.tokenId),
      ),
    );
  await revokeSessions(
    ctx.db,
    ctx.tenantId,
    rows.map((row) => String(row.tokenId)),
  );
}
