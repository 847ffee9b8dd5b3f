import { PassThrough } from 'node:stream';
import type { Text } from '@pharma/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ctxOf } from '../guard.ts';
import { attachment, writeXlsx, type XlsxContent, xlsxType } from './writer.ts';

/**
 * Streams an xlsx as the reply: named `file` in the caller's language, never cached. Whatever could be refused
 * must be refused before this is called; a failure while streaming is logged and cuts the download short.
 */
export function sendXlsx(req: FastifyRequest, reply: FastifyReply, file: Text, content: XlsxContent) {
  const ctx = ctxOf(req);
  const out = new PassThrough();
  writeXlsx(ctx, content, out).catch((error: Error) => {
    req.log.error({ err: error }, 'the export stopped');
    out.destroy(error);
  });
  return reply
    .type(xlsxType)
    .header('content-disposition', attachment(file, ctx.lang))
    .header('cache-control', 'no-store')
    .send(out);
}
