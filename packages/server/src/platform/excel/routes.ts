import { exportCall, exportMessages, ossFileMessages } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../envelope.ts';
import { badRequest } from '../errors.ts';
import { ctxOf } from '../guard.ts';
import type { Registry } from '../registry.ts';
import { serve } from '../serve.ts';
import type { App } from '../types.ts';
import { peek } from './background.ts';
import { sendXlsx } from './reply.ts';

/**
 * The guard runs before validation, on the body as sent: the source's code when it names one, else only a
 * signed-in caller, and the handler refuses the unknown name with its own message.
 */
const permissionOf = (registry: Registry) => (req: FastifyRequest) => {
  const name = (req.body as { source?: unknown } | null | undefined)?.source;
  const source = typeof name === 'string' ? registry.exportSource(name) : undefined;
  return source?.permission ?? 'authenticated';
};

/**
 * POST blade-system/excel/export: what a list shows the caller, as a streamed xlsx; or, when it is large or asked
 * for, queued to the download centre (the reply is then the envelope with the record's id).
 */
export function excelRoutes(app: App) {
  serve(
    app,
    exportCall,
    async (req, reply) => {
      const ctx = ctxOf(req);
      const source = ctx.registry.exportSource(req.body.source);
      if (!source) throw badRequest(exportMessages.unknownSource, { source: req.body.source });
      const filters = req.body.filters ?? {};
      // Filters are read (and refused) before the download starts: once the file streams, no envelope can be sent.
      const opened = await source.open(ctx, filters);
      const background = ctx.registry.downloads;
      if (!background) return sendXlsx(req, reply, source.title, { title: source.title, ...opened });
      // Small exports stay immediate; a large one (or one asked for) goes to the download centre as a job.
      const head = req.body.background
        ? { small: false as const }
        : await peek(opened.batches, await background.threshold(ctx));
      if (head.small)
        return sendXlsx(req, reply, source.title, {
          title: source.title,
          columns: opened.columns,
          batches: head.batches,
        });
      const ossFileId = await background.queue(ctx, source, filters);
      return ok(req, { ossFileId, background: true as const }, ossFileMessages.queued);
    },
    { permission: permissionOf(app.registry) },
  );
}
