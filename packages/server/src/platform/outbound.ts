import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { defaultTenantId, type Text } from '@pharma/contract';
import type { Ctx } from './context.ts';
import { badRequest } from './errors.ts';

/**
 * Addresses a tenant configures for the server to call (an object store's endpoint, an SMS provider's base URL)
 * must not reach the server's own network: otherwise a tenant administrator could make the server probe or call
 * its database, its cloud metadata service or any internal service (server-side request forgery). A host on a
 * private, loopback or link-local network is refused, unless the platform allows it (`OUTBOUND_PRIVATE_HOSTS`:
 * a MinIO beside the console) or the caller is the platform's own tenant, which runs the deployment anyway. The
 * check is made when the address is saved; a name that does not resolve yet is let through (nothing to reach).
 */

const privateNetworks = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const)
  privateNetworks.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateNetworks.addSubnet(net, prefix, 'ipv6');

/** Whether an address is on a private, loopback or link-local network (IPv4 mapped into IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateNetworks.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return privateNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Refuses `url` (the field `field` of a config) when it reaches a private network the caller may not reach. */
export async function assertOutboundAllowed(
  ctx: Pick<Ctx, 'tenantId'>,
  privateHosts: readonly string[],
  field: Text,
  url: string,
): Promise<void> {
  if (ctx.tenantId === defaultTenantId) return;
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return; // not a URL: the field's own check says so
  }
  if (privateHosts.includes(host)) return;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      return;
    }
  }
  if (host === 'localhost' || addresses.some(isPrivateAddress)) {
    throw badRequest('privateAddress', { field, host });
  }
}
