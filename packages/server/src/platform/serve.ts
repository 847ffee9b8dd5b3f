import type { BodyOf, CallDef, HeadersOf, ParamsOf, QueryOf, R, ReplyOf } from '@pharma/contract';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { App, CrudRouteMeta, Permission } from './types.ts';

/**
 * The request a handler of `call` gets: its query, body, path parameters and declared headers as the call's schemas
 * parsed them (every header stays readable when the call declares none).
 */
export type CallRequest<C extends CallDef> = FastifyRequest<{
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
  Params: ParamsOf<C>;
  Headers: C['headers'] extends z.ZodType ? HeadersOf<C> : unknown;
}>;

/** The reply a handler builds: the envelope with the call's data (built with `ok`), or a flat call's reply itself. */
export type Answer<C extends CallDef> = C['flat'] extends true ? ReplyOf<C> : R<ReplyOf<C>>;

/** What a handler answers: its `Answer`, or a file it sends itself. */
export type CallHandler<C extends CallDef> = (
  req: CallRequest<C>,
  reply: FastifyReply,
) => Promise<Answer<C> | FastifyReply | undefined>;

export interface ServeOptions {
  /** A permission worked out from the request on the server (the export: the code of the list it names). */
  permission?: Permission;
  /** Other Fastify route options (a body limit, …). */
  route?: Partial<RouteOptions>;
  /** What a route of the CRUD kit does, for the security matrix's cross-tenant probes. */
  crud?: CrudRouteMeta;
}

const envelope = (data: z.ZodType) => z.object({ code: z.number(), success: z.boolean(), data, msg: z.string() });

/** The API document groups calls by their service (`blade-system`, `blade-user`, …). */
const tagOf = (path: string) => path.split('/')[0] ?? 'api';

/**
 * Serves a declared call: `/api/<path>` with its method, the validation of its query, body, path parameters and
 * declared headers, the permission the guard checks, its OpenAPI entry and, while the tests run, a check of every
 * reply against its reply schema. A route is never written without its declaration in @pharma/contract.
 */
export function serve<C extends CallDef>(app: App, call: C, handler: CallHandler<C>, options: ServeOptions = {}): void {
  register(app, call, call.path, handler, options);
  // The same call at the address another client uses (`alsoAt`): one declaration, two routes the route table, the
  // security matrix and the bad-input sweep all see; the API document says which path it stands for.
  if (call.alsoAt) register(app, call, call.alsoAt, handler, options, call.path);
}

function register<C extends CallDef>(
  app: App,
  call: C,
  path: string,
  handler: CallHandler<C>,
  options: ServeOptions,
  aliasOf?: string,
): void {
  const schema: Record<string, unknown> = { tags: [tagOf(path)], summary: call.summary };
  if (aliasOf) schema.description = `Alias of /api/${aliasOf} (the same call, for the commercial Saber 4.x console).`;
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;
  if (call.params) schema.params = call.params;
  if (call.headers) schema.headers = call.headers;
  // Only for the API document: the handler reads the parts itself.
  if (call.multipart) schema.consumes = ['multipart/form-data'];
  // A flat call (the token, the captcha) answers with its reply itself, not inside the envelope.
  if (call.reply && !call.file) schema.response = { 200: call.flat ? call.reply : envelope(call.reply) };
  app.route({
    ...options.route,
    method: call.method,
    url: `/api/${path}`,
    schema,
    config: {
      permission: options.permission ?? call.permission,
      call,
      aliasOf,
      oauth: call.oauth,
      matrixOptOut: call.matrixOptOut,
      matrixBodies: call.matrixBodies ? [...call.matrixBodies] : undefined,
      crud: options.crud,
    },
    handler: handler as never,
  });
}

/**
 * Replies are sent as the handler built them. While the tests run (`validateReplies`) each is first checked against
 * its call's declared reply, so a declaration that drifts from what the server sends fails a test instead of misleading
 * the browser's types; in production the check is skipped (it costs a parse of every reply).
 */
export function replySerializer(validate: boolean) {
  return ({ schema }: { schema: unknown }) =>
    (data: unknown): string => {
      if (validate) {
        const result = (schema as z.ZodType).safeParse(data);
        if (!result.success)
          throw new Error(`The reply does not match its declaration: ${z.prettifyError(result.error)}`);
      }
      return JSON.stringify(data);
    };
}
