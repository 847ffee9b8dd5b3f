import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { defaultTenantId } from '@pharma/contract';
import { isLocalName, isPrivateAddress } from './addresses.ts';

/** A resolved address, as `dns.lookup` gives it. */
export interface Resolved {
  address: string;
  family: 4 | 6;
}

/** How names are resolved: the system's resolver by default; a test sets its own (a rebinding name, say). */
export type Resolve = (host: string) => Promise<Resolved[]>;

const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * On whose behalf the server calls out: the platform's own tenant reaches any address (it runs the deployment
 * anyway); any other tenant reaches the hosts the deployment lists (`OUTBOUND_PRIVATE_HOSTS`, a MinIO beside the
 * console) and public addresses only.
 */
export interface Reach {
  tenantId: string;
  privateHosts: readonly string[];
  resolve?: Resolve | undefined;
}

/** A connection the reach does not allow. Its message names the host and the address, never a path or a query. */
export class OutboundRefused extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`outbound connection refused: ${host}${address && address !== host ? ` (${address})` : ''} is private`);
    this.name = 'OutboundRefused';
  }
}

/** Whether the reach may go anywhere the host resolves to, unchecked. */
export const unchecked = (reach: Reach, host: string) =>
  reach.tenantId === defaultTenantId || reach.privateHosts.includes(host);

const bareOf = (host: string) =>
  host
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();

/**
 * What can be decided without resolving `host`: undefined when the reach may go anywhere (connect as usual), the
 * literal address when it is one and allowed, 'resolve' for a name; throws OutboundRefused for a local name or a
 * private literal.
 */
export function literalCheck(reach: Reach, host: string): Resolved | 'resolve' | undefined {
  const bare = bareOf(host);
  if (unchecked(reach, bare)) return undefined;
  if (isLocalName(bare)) throw new OutboundRefused(bare, '');
  const family = isIP(bare);
  if (family === 0) return 'resolve';
  if (isPrivateAddress(bare)) throw new OutboundRefused(bare, bare);
  return { address: bare, family: family === 6 ? 6 : 4 };
}

/**
 * The one address to connect to for `host`, checked: a local name, a private literal, or a name any of whose
 * addresses is private is refused. The caller connects to exactly this address, so a name that resolves
 * differently the next time (DNS rebinding) changes nothing. Undefined when the reach may go anywhere: the caller
 * connects as it would.
 */
export async function checkedAddress(reach: Reach, host: string): Promise<Resolved | undefined> {
  const quick = literalCheck(reach, host);
  if (quick !== 'resolve') return quick;
  const bare = bareOf(host);
  const addresses = await (reach.resolve ?? systemResolve)(bare);
  const first = addresses[0];
  if (!first) throw Object.assign(new Error(`${bare} does not resolve`), { code: 'ENOTFOUND' });
  const refused = addresses.find((a) => isPrivateAddress(a.address));
  if (refused) throw new OutboundRefused(bare, refused.address);
  return first;
}

/** Whether an error (or its cause, as fetch wraps it) is the reach's refusal. */
export function refusalIn(error: unknown): OutboundRefused | undefined {
  for (let e = error, depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause)
    if (e instanceof OutboundRefused) return e;
  return undefined;
}
