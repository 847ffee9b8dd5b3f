import { type BodyOf, type CallDef, planMessages as pm, type removeQuery, type Text } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { type CallOf, type CrudServices, serveCrud } from './crud.routes.ts';
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

/** A document line's services; its save gets an id left empty as none (a new line). */
type LineServices<C, N extends string> = Required<Omit<CrudServices<C, N, Moved>, 'submit'>> & {
  save: (ctx: Ctx, body: Omit<BodyOf<CallOf<C, N, 'Submit'>>, 'id'> & { id: string | undefined }) => Promise<Moved>;
};

/** Serves a document's line calls (`<name>List` …): a save answers as a move does, a removal says `removed`. */
export function serveLines<C extends Record<string, CallDef>, N extends string>(
  app: App,
  calls: C,
  name: N,
  { save, ...services }: LineServices<C, N>,
): void {
  const submit = (ctx: Ctx, body: BodyOf<CallOf<C, N, 'Submit'>>) => {
    const line = body as { id?: string | null };
    return save(ctx, { ...line, id: line.id ?? undefined } as Parameters<typeof save>[1]);
  };
  serveCrud(app, calls, name, { ...services, submit }, { saved: moved, removed: 'removed' });
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
