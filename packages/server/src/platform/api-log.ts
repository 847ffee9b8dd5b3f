import { type CallDef, codeFor, resources } from '@pharma/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecretName } from './secrets.ts';
import type { App } from './types.ts';

/** One API call as 接口日志 keeps it: who, what (secrets masked), how it ended and how long it took. */
export interface ApiCallEntry {
  tenantId: string;
  account: string | null;
  method: string;
  /** The path, without the query (the query is in `params`). */
  requestUri: string;
  userAgent: string | null;
  remoteIp: string;
  /** The call's name (its declaration's summary), '' for an unknown path. */
  title: string;
  /** The declaration answered (none for an unknown path), for a writer that names calls its own way. */
  call?: CallDef | undefined;
  /** The permission code the call checked for this request (a submit's add or edit code), '' for none. */
  code?: string | undefined;
  /** The service and resource (`blade-system/param`) and the operation (`list`), BladeX's class and method. */
  methodClass: string;
  methodName: string;
  params: string | null;
  status: number;
  /** Milliseconds taken. */
  time: number;
  createTime: Date;
}

/**
 * Takes the entries off the request path: `write` only queues (it must not wait for the database), `close` writes
 * what is queued. The log module provides it.
 */
export interface ApiLogWriter {
  write(entry: ApiCallEntry): void;
  close(): Promise<void>;
}

/**
 * Names whose values never reach the log besides the shared list of platform/secrets.ts: every field a resource
 * declares secret (an SMS config's `secretKey`, a client's `clientSecret`, …).
 */
const declaredSecrets = new Set(
  resources.flatMap((def) =>
    Object.entries(def.fields)
      .filter(([, field]) => field.secret)
      .map(([name]) => name.toLowerCase()),
  ),
);
const isSecret = (name: string) => isSecretName(name) || declaredSecrets.has(name.toLowerCase());

const hidden = '***';
const maxParams = 4000;

/** A copy of a query or body with every secret value replaced by ***, at any depth. */
export function masked(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = isSecret(key) ? hidden : masked(item, depth + 1);
  return out;
}

/** The query and the body of a request, masked, as one JSON text of at most 4,000 characters. */
export function paramsOf(req: FastifyRequest): string | null {
  const query = req.query && typeof req.query === 'object' && Object.keys(req.query).length > 0 ? req.query : undefined;
  // A multipart body is a file: its name is in the upload's own records, its bytes belong in no log.
  const body = req.isMultipart() ? '[multipart]' : req.body;
  if (query === undefined && (body === undefined || body === null)) return null;
  const text = JSON.stringify({
    ...(query && { query: masked(query) }),
    ...(body !== undefined && { body: masked(body) }),
  });
  return text.length > maxParams ? `${text.slice(0, maxParams - 1)}…` : text;
}

/** The code the guard checked: a route's own rule (an upload's, by its module number), else the declaration's. */
function checkedCode(req: FastifyRequest, call: CallDef): string | undefined {
  const permission = (req.routeOptions?.config as { permission?: unknown } | undefined)?.permission;
  try {
    return typeof permission === 'function' ? String(permission(req)) : codeFor(call.permission, req.body);
  } catch {
    return undefined;
  }
}

function entryOf(req: FastifyRequest, reply: FastifyReply): ApiCallEntry {
  const call = (req.routeOptions?.config as { call?: CallDef } | undefined)?.call;
  const path = req.url.split('?')[0] ?? req.url;
  const service = call?.path ?? path.replace(/^\/api\//, '');
  const at = service.lastIndexOf('/');
  const query = req.query as Record<string, unknown> | undefined;
  // Before sign-in the tenant is the one being signed into (the token call's query, else the Tenant-Id header).
  const named = typeof query?.tenantId === 'string' ? query.tenantId : req.headers['tenant-id'];
  // Before sign-in the account is the one being signed into (its password is never kept).
  const signingIn = typeof query?.username === 'string' ? query.username : undefined;
  const time = Math.round(reply.elapsedTime);
  return {
    tenantId: req.ctx?.tenantId ?? (typeof named === 'string' && /^\d{6}$/.test(named) ? named : '000000'),
    account: (req.ctx?.account ?? signingIn)?.slice(0, 64) ?? null,
    method: req.method,
    requestUri: path.slice(0, 2000),
    userAgent: req.headers['user-agent']?.slice(0, 1000) ?? null,
    remoteIp: req.ip,
    title: call?.summary.slice(0, 255) ?? '',
    call,
    code: call ? checkedCode(req, call) : undefined,
    methodClass: at > 0 ? service.slice(0, at).slice(0, 255) : '',
    methodName: service.slice(at + 1).slice(0, 255),
    params: paramsOf(req),
    status: reply.statusCode,
    time,
    createTime: new Date(Date.now() - time),
  };
}

/** Hands every API call to `writer` once answered; the writer is closed (its queue written) when the app closes. */
export function installApiLog(app: App, writer: ApiLogWriter): void {
  app.addHook('onResponse', (req, reply, done) => {
    if (req.url.startsWith('/api/') && !req.url.startsWith('/api/doc') && req.method !== 'OPTIONS') {
      try {
        writer.write(entryOf(req, reply));
      } catch (error) {
        req.log.error({ err: error }, 'could not log the call');
      }
    }
    done();
  });
  app.addHook('onClose', async () => writer.close());
}
