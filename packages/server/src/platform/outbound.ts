import type { Text } from '@pharma/contract';
import type { Ctx } from './context.ts';
import { badRequest } from './errors.ts';
import { hostOf } from './outbound/addresses.ts';
import { checkedAddress, type Resolve, refusalIn } from './outbound/reach.ts';

export { isPrivateAddress } from './outbound/addresses.ts';

/**
 * Addresses a tenant configures for the server to call (an object store's endpoint, an SMS provider's base URL)
 * must not reach the server's own network: otherwise a tenant administrator could make the server probe or call
 * its database, its cloud metadata service or any internal service (server-side request forgery). A host on a
 * private, loopback or link-local network is refused, unless the platform allows it (`OUTBOUND_PRIVATE_HOSTS`:
 * a MinIO beside the console) or the caller is the platform's own tenant, which runs the deployment anyway.
 *
 * This is the check made when the address is saved, so that the administrator is told at once; a name that does
 * not resolve yet is let through (nothing to reach). The rule that holds is the one checked again when the server
 * connects (platform/outbound/fetch.ts, agents.ts), on the address it actually connects to.
 */
export async function assertOutboundAllowed(
  ctx: Pick<Ctx, 'tenantId'>,
  privateHosts: readonly string[],
  field: Text,
  url: string,
  resolve?: Resolve,
): Promise<void> {
  const host = hostOf(url);
  if (!host) return; // not a URL: the field's own check says so
  try {
    await checkedAddress({ tenantId: ctx.tenantId, privateHosts, resolve }, host);
  } catch (error) {
    const refused = refusalIn(error);
    if (refused) throw badRequest('privateAddress', { field, host });
    // a name that does not resolve (yet): nothing to reach
  }
}
