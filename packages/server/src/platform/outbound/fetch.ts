import { defaultTenantId } from '@pharma/contract';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { checkedAddress, literalCheck, type Reach, type Resolve, type Resolved } from './reach.ts';

/**
 * The one HTTP client for calls the server makes on a tenant's settings (sign-in providers and what their discovery
 * names, WeCom, SMS providers, robots, webhooks). Its connector checks the address it is about to connect to, after
 * resolving the name, for every connection (a redirect's too): it connects to exactly the address it checked.
 * It is undici's fetch (the package, not Node's bundled copy, whose Agent is not exported), so the check sits in the
 * connector rather than in each caller.
 */

const baseConnect = buildConnector({ timeout: 10_000 });

function agentFor(reach: Reach): Agent {
  return new Agent({
    // Backstops: each call also has its own deadline (outboundFetch's timeoutMs).
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
    connect(options, callback) {
      const connectTo = (target: Resolved | undefined) =>
        baseConnect(target ? { ...options, hostname: target.address } : options, callback);
      let quick: ReturnType<typeof literalCheck>;
      try {
        quick = literalCheck(reach, options.hostname);
      } catch (error) {
        return callback(error as Error, null);
      }
      // Decided without DNS (an allowed host, an address): connect at once, as undici's own connector does.
      if (quick !== 'resolve') return connectTo(quick);
      checkedAddress(reach, options.hostname).then(connectTo, (error: Error) => callback(error, null));
    },
  });
}

/**
 * Agents kept per reach kind (the platform's tenant, any other) and allowed hosts, so connections are reused; a test
 * resolver gets agents of its own.
 */
const agents = new WeakMap<Resolve | typeof agentFor, Map<string, Agent>>();

function keptAgent(reach: Reach): Agent {
  const owner = reach.resolve ?? agentFor;
  const kept = agents.get(owner) ?? new Map<string, Agent>();
  agents.set(owner, kept);
  const key = `${reach.tenantId === defaultTenantId}\n${reach.privateHosts.join(',')}`;
  const agent = kept.get(key) ?? agentFor(reach);
  kept.set(key, agent);
  return agent;
}

export interface OutboundInit extends Omit<RequestInit, 'signal'> {
  /** The longest the whole call may take, answer included. */
  timeoutMs: number;
  /** The most bytes of the answer read (default 4 MiB: a provider's JSON is a few kB); beyond it reading fails. */
  maxBytes?: number;
  signal?: AbortSignal | null | undefined;
}

/**
 * fetch for `reach`, under a deadline. Redirects are refused unless the caller asks otherwise (a provider API has
 * no reason to redirect, and a redirected POST would carry its secret along); any connection a followed redirect
 * opens is checked all the same. A refused address fails as fetch fails, with an OutboundRefused as its cause.
 */
export async function outboundFetch(reach: Reach, url: string | URL, init: OutboundInit): Promise<Response> {
  const { timeoutMs, signal, maxBytes = defaultMaxBytes, ...rest } = init;
  const deadline = AbortSignal.timeout(timeoutMs);
  const response = await undiciFetch(url, {
    redirect: 'error',
    ...(rest as Parameters<typeof undiciFetch>[1]),
    signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
    dispatcher: keptAgent(reach),
  });
  return bounded(response as unknown as Response, maxBytes);
}

const defaultMaxBytes = 4 * 2 ** 20;

/** An answer bigger than it may be, read anyway (its body or its declared length). */
export class OutboundTooLarge extends Error {
  override name = 'OutboundTooLarge';
}

/**
 * The answer with a body that fails once more than `maxBytes` have come: whoever a tenant's settings point at
 * decides what it sends back, and `res.json()` would otherwise hold all of it in memory.
 */
function bounded(response: Response, maxBytes: number): Response {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    void response.body?.cancel();
    throw new OutboundTooLarge(`answer of ${declared} bytes, more than ${maxBytes}`);
  }
  if (!response.body) return response;
  let seen = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new OutboundTooLarge(`answer of more than ${maxBytes} bytes`));
        else controller.enqueue(chunk);
      },
    }),
  );
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

/** Whether a fetch failed by its deadline (rather than a refusal or a network error). */
export const timedOut = (error: unknown) => {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};
