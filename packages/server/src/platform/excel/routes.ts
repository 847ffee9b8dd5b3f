import { exportCall, exportMessages } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';
import { ctxOf } from '../guard.ts';
import type { Registry } from '../registry.ts';
import { serve } from '../serve.ts';
import type { App } from '../types.ts';
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

/** POST blade-system/excel/export: what a list shows the caller, as a streamed xlsx. */
export function excelRoutes(app: App) {
  serve(
    app,
    exportCall,
    async (req, reply) => {
      const ctx = ctxOf(req);
      const source = ctx.registry.exportSource(req.body.source);
      if (!source) throw badRequest(exportMessages.unknownSource, { source: req.body.source });
      // Filters are read (and refused) before the download starts: once the file streams, no envelope can be sent.
      const opened = await source.open(ctx, req.body.filters ?? {});
      return sendXlsx(req, reply, source.title, { title: source.title, ...opened });
    },
    { permission: permissionOf(app.registry) },
  );
}
