import type { BodyOf, CallDef, MessageKey, QueryOf, ReplyOf, Text } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';

/** The BladeX CRUD calls of one resource as the contract names them: `<name>List`, `<name>Detail`, … */
export type CallOf<C, N extends string, Suffix extends string> = C[`${N}${Suffix}` & keyof C] extends infer D extends
  CallDef
  ? D
  : never;

/**
 * What a resource's service does for its BladeX CRUD calls: its page by the list's query, one row by id, a save of
 * the body, a removal by ids. A resource serves those of the four it has; the calls' declarations type each one.
 */
export interface CrudServices<C, N extends string, Saved> {
  list?: (ctx: Ctx, query: QueryOf<CallOf<C, N, 'List'>>) => Promise<ReplyOf<CallOf<C, N, 'List'>>>;
  detail?: (ctx: Ctx, id: string) => Promise<ReplyOf<CallOf<C, N, 'Detail'>>>;
  submit?: (ctx: Ctx, body: BodyOf<CallOf<C, N, 'Submit'>>) => Promise<Saved>;
  remove?: (ctx: Ctx, ids: string[]) => Promise<number>;
}

/** How the replies are worded: a save's reply from what it returned, a removal's message (documents say `removed`). */
export interface CrudReplies<Saved> {
  saved?: (req: FastifyRequest, result: Saved) => unknown;
  removed?: Text | MessageKey;
}

type Handler = (req: FastifyRequest<{ Querystring: { id: string; ids: string[] }; Body: unknown }>) => Promise<never>;

/** Serves a resource's `<name>List` / `Detail` / `Submit` / `Remove` calls with its service: its thin routes. */
export function serveCrud<C extends Record<string, CallDef>, N extends string, Saved = ReplyOf<CallOf<C, N, 'Submit'>>>(
  app: App,
  calls: C,
  name: N,
  services: CrudServices<C, N, Saved>,
  replies: CrudReplies<Saved> = {},
): void {
  const { list, detail, submit, remove } = services;
  const saved = replies.saved ?? ((req, result) => ok(req, result));
  const handlers: Record<string, Handler | undefined> = {
    List: list && (async (req) => ok(req, await list(ctxOf(req), req.query as never)) as never),
    Detail: detail && (async (req) => ok(req, await detail(ctxOf(req), req.query.id)) as never),
    Submit: submit && (async (req) => saved(req, await submit(ctxOf(req), req.body as never)) as never),
    Remove: remove && (async (req) => ok(req, await remove(ctxOf(req), req.query.ids), replies.removed) as never),
  };
  for (const [suffix, handler] of Object.entries(handlers))
    if (handler) serve(app, calls[`${name}${suffix}`] as CallDef, handler as never);
}
