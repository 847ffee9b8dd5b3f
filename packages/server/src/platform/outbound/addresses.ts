import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server's own network answers on, in every spelling an attacker may try. A tenant's settings
 * may name an address in many forms (`2130706433`, `0177.0.0.1`, `127.1`, `[::ffff:7f00:1]`, `[64:ff9b::127.0.0.1]`);
 * the WHATWG URL parser turns the IPv4 forms into dotted quads, and IPv6 addresses that carry an IPv4 address
 * (mapped, compatible, NAT64, 6to4, Teredo) are judged by the IPv4 address they carry.
 */

const refusedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address 255.255.255.255
] as const)
  refusedV4.addSubnet(net, prefix, 'ipv4');

const refusedV6 = new BlockList();
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  refusedV6.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included); undefined if it is none. */
export function groupsOf(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const groups = tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 ? groups : undefined;
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 addresses an IPv6 address carries (mapped, translated, NAT64, 6to4, Teredo server and client). */
function embeddedV4(g: number[]): string[] {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return [v4Of(g[6]!, g[7]!)]; // ::ffff:a.b.c.d
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return [v4Of(g[6]!, g[7]!)]; // ::ffff:0:a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return [v4Of(g[6]!, g[7]!)]; // NAT64
  if (g[0] === 0x2002) return [v4Of(g[1]!, g[2]!)]; // 6to4
  if (g[0] === 0x2001 && g[1] === 0) return [v4Of(g[2]!, g[3]!), v4Of(g[6]! ^ 0xffff, g[7]! ^ 0xffff)]; // Teredo
  return [];
}

/**
 * Whether an address (an IP literal, no brackets) is one a tenant may not make the server reach: loopback,
 * private, link-local, unique-local, carrier NAT, multicast, broadcast, reserved or unspecified, directly or
 * carried inside an IPv6 address. Not an address at all: false (a name is judged by what it resolves to).
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refusedV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = groupsOf(address);
  if (!groups) return true;
  const carried = embeddedV4(groups);
  if (carried.some((v4) => refusedV4.check(v4, 'ipv4'))) return true;
  return refusedV6.check(groups.map((x) => x.toString(16)).join(':'), 'ipv6');
}

/**
 * The host a tenant's address names, as the server will connect to it: lower case, without brackets or trailing
 * dots, IPv4 in any of its spellings turned into a dotted quad (the WHATWG parser's rules, which are also what the
 * server's HTTP client applies). `text` is a URL (any scheme) or a bare host[:port]; undefined when it names none.
 */
export function hostOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
    // Only the special schemes (http, https, …) get their host parsed as an address: read other ones (smtp://) as
    // http to get the same normalisation.
    if (!['http:', 'https:', 'ws:', 'wss:', 'ftp:'].includes(url.protocol)) url = new URL(`http://${url.host}`);
  } catch {
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(text)) return undefined;
    try {
      url = new URL(`http://${text.includes(':') && !text.startsWith('[') && isIP(text) === 6 ? `[${text}]` : text}`);
    } catch {
      return undefined;
    }
  }
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  return host === '' ? undefined : host;
}

/** Names that mean this machine whatever DNS says. */
export const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');
