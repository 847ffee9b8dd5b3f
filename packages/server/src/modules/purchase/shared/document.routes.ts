import { type BodyOf, type CallDef, planMessages as pm, type removeQuery, type Text } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { type Moved, warningsIn } from './docs.ts';

/** A save's or a move's reply: its warnings in the caller's language, and in the message when there are any. */
export function moved(req: FastifyRequest, result: Moved) {
  const ctx = ctxOf(req);
  const warnings = warningsIn(ctx, result.warnings);
  const msg: Text | 'ok' = warnings.length
    ? {
        zh: `${pm.warningsPrefix.zh}${result.warnings.map((w) => w.zh).join('；')}`,
        en: `${pm.warningsPrefix.en}${result.warnings.map((w) => w.en).join('; ')}`,
      }
    : 'ok';
  return ok(req, { id: result.id, status: result.status, warnings }, msg);
}

/**
 * What a document's service does for its calls, by the call's name (`documentCalls(doc)`): a save or a move gets the
 * body as the call parsed it and answers `{id, status, warnings}`; `remove` gets the ids and answers how many went.
 * A call whose reply is not a move's (a plan's `toOrder`) is served by the document's routes themselves.
 */
export type DocumentHandlers<C extends { remove: CallDef }> = {
  [K in Exclude<keyof C, 'remove'>]?: C[K] extends CallDef ? (ctx: Ctx, body: BodyOf<C[K]>) => Promise<Moved> : never;
} & { remove: (ctx: Ctx, ids: string[]) => Promise<number> };

/** Serves a document's save, removal and move calls with its service's handlers: the document's thin routes. */
export function serveDocument<C extends { remove: CallDef }>(app: App, calls: C, handlers: DocumentHandlers<C>): void {
  const { remove, ...moves } = handlers;
  const all = calls as unknown as Record<string, CallDef>;
  serve(app, all.remove as CallDef & { query: typeof removeQuery }, async (req) =>
    ok(req, await remove(ctxOf(req), req.query.ids), 'removed'),
  );
  for (const [name, handler] of Object.entries(moves) as Array<[string, (ctx: Ctx, body: unknown) => Promise<Moved>]>)
    serve(app, all[name]!, async (req) => moved(req, await handler(ctxOf(req), req.body)) as never);
}
