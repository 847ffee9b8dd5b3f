import { type AgentOptions, Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import { checkedAddress, literalCheck, type Reach } from './reach.ts';

/**
 * node:http and node:https agents for clients that do not take a fetch (the AWS S3 SDK): every connection they open
 * is checked as the outbound fetch's are, on the address it connects to, after resolving the name; the socket is
 * opened to exactly that address (for https the agent has already taken the TLS server name from the host).
 */

type Create = (options: Record<string, unknown>, callback: (error: Error | null, socket?: Socket) => void) => unknown;

function checkedCreate(reach: Reach, base: Create): Create {
  return function create(this: unknown, options, callback) {
    const host = String(options.host ?? options.hostname ?? 'localhost');
    const open = (address: string | undefined) =>
      base.call(this, address ? { ...options, host: address, hostname: address } : options, callback) as
        | Socket
        | undefined;
    let quick: ReturnType<typeof literalCheck>;
    try {
      quick = literalCheck(reach, host);
    } catch (error) {
      process.nextTick(callback, error as Error);
      return undefined;
    }
    if (quick !== 'resolve') return open(quick?.address);
    checkedAddress(reach, host).then(
      (target) => {
        const socket = open(target?.address);
        if (socket) callback(null, socket);
      },
      (error: Error) => callback(error),
    );
    return undefined;
  };
}

/** An http and an https agent (keep-alive) whose connections are checked for `reach`. */
export function outboundAgents(
  reach: Reach,
  options: AgentOptions = {},
): { httpAgent: HttpAgent; httpsAgent: HttpsAgent } {
  const httpAgent = new HttpAgent({ keepAlive: true, ...options });
  const httpsAgent = new HttpsAgent({ keepAlive: true, ...options });
  for (const agent of [httpAgent, httpsAgent]) {
    const target = agent as unknown as { createConnection: Create };
    target.createConnection = checkedCreate(reach, target.createConnection);
  }
  return { httpAgent, httpsAgent };
}
