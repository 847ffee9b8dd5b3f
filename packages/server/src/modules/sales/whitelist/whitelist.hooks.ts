import type { Ctx } from '../../../platform/context.ts';
import { endAppSessions } from '../app/app-sessions.ts';

/**
 * What the whitelist tells the rest of the server when phones lose the right to sign in to the sales app (rows
 * removed or disabled): the sales app's sessions of those phones must end (domain.md §3.1, "removing a whitelist row
 * revokes active app tokens for that phone"). The auth module owns sessions, so the function that ends them is given
 * here by whoever puts the sales module together (its manifest) rather than imported.
 */
export interface WhitelistHooks {
  /**
   * Ends the sales app's sessions of these phones in `ctx.tenantId`. Runs inside the transaction that removes or
   * disables the rows (`ctx.db`): if it fails, the rows stay.
   */
  revokeAppSessionsOf?: (ctx: Ctx, phones: string[]) => Promise<void>;
}

/**
 * The hooks the module's own `whitelistService` calls, read when rows go (not when the service is built), so the
 * manifest may set them once when it wires the auth module's revocation:
 * `whitelistHooks.revokeAppSessionsOf = (ctx, phones) => …`. A service built with `whitelistServiceWith(hooks)` takes
 * its own instead (a test's).
 */
export const whitelistHooks: WhitelistHooks = { revokeAppSessionsOf: endAppSessions };

/** Calls the revocation for the phones that lost access, when one is wired. */
export async function revokeAppSessions(hooks: WhitelistHooks, ctx: Ctx, phones: string[]): Promise<void> {
  const unique = [...new Set(phones.filter(Boolean))];
  if (unique.length && hooks.revokeAppSessionsOf) await hooks.revokeAppSessionsOf(ctx, unique);
}
