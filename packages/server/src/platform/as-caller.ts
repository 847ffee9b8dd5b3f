import type { FastifyRequest } from 'fastify';
import type { App } from './types.ts';

/** The headers that say who the caller is and in which language: a call sent as the caller carries exactly these. */
const callerHeaders = ['blade-auth', 'authorization', 'accept-language'] as const;

/** A call's reply as the caller would have had it: the HTTP status and the parsed body (undefined if not JSON). */
export interface CallerReply {
  status: number;
  body: unknown;
}

export type SendAsCaller = (
  method: 'GET' | 'POST',
  path: string,
  args: { query?: Record<string, string>; body?: unknown },
) => Promise<CallerReply>;

/**
 * Sends calls of this app inside it as the request's own caller (no second sign-in, no token of ours): the call's
 * own route answers, with its permission, tenant and data scope, exactly as on its screen. 报表's `call` datasets and
 * 首页's cards read the console's lists this way rather than reaching into another module's services.
 */
export function sendAsCallerOf(app: App, req: FastifyRequest): SendAsCaller {
  const headers: Record<string, string> = {};
  for (const name of callerHeaders) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (method, path, { query, body }) => {
    const reply = await app.inject({
      method,
      url: `/api/${path}`,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
      headers,
    });
    let parsed: unknown;
    try {
      parsed = reply.json();
    } catch {
      parsed = undefined;
    }
    return { status: reply.statusCode, body: parsed };
  };
}
