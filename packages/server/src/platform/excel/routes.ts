import { exportMessages } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageKey } from '../crud/message-keys.ts';
import { badRequest } from '../errors.ts';
import { ctxOf } from '../guard.ts';
import type { App } from '../types.ts';
import { sendXlsx } from './reply.ts';
import { exportSourceNames, exportSourceOf } from './sources.ts';

const sourceMissing = messageKey('excel.source.required', {
  zh: '请指定要导出的列表',
  en: 'Please name the list to export',
});
const badFilters = messageKey('excel.filters.invalid', {
  zh: '导出的查询条件格式不正确',
  en: 'The search of the export is not valid',
});

const exportBody = z.object({
  source: z.string({ error: sourceMissing }).min(1, { error: sourceMissing }),
  filters: z.record(z.string(), z.union([z.string(), z.number()]), { error: badFilters }).optional(),
});

/**
 * The guard runs before validation, on the body as sent: the source's code when it names one, else only a
 * signed-in caller, and the handler refuses the unknown name with its own message.
 */
function permissionOf(req: FastifyRequest): string {
  const name = (req.body as { source?: unknown } | null | undefined)?.source;
  const source = typeof name === 'string' ? exportSourceOf(name) : undefined;
  return source?.permission ?? 'authenticated';
}

/** POST blade-system/excel/export: what a list shows the caller, as a streamed xlsx. */
export function excelRoutes(app: App) {
  app.post(
    '/api/blade-system/excel/export',
    {
      config: { permission: permissionOf, matrixBodies: [{ source: 'param' }, { source: 'tenant' }] },
      schema: {
        tags: ['blade-system'],
        summary:
          'A list as an xlsx download: the rows the list would show the caller for these filters, in its order, ' +
          'headers in the caller’s language. Needs the list’s own permission.',
        description: `Sources: ${exportSourceNames().join(', ') || 'registered at start-up'}.`,
        body: exportBody,
      },
    },
    async (req, reply) => {
      const ctx = ctxOf(req);
      const source = exportSourceOf(req.body.source);
      if (!source) throw badRequest(exportMessages.unknownSource, { source: req.body.source });
      // Filters are read (and refused) before the download starts: once the file streams, no envelope can be sent.
      const opened = await source.open(ctx, req.body.filters ?? {});
      return sendXlsx(req, reply, source.title, { title: source.title, ...opened });
    },
  );
}
