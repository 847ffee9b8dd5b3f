import type { MessageKey, Page, R, Text } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { langOfRequest, t } from './i18n.ts';

/** A successful reply in the BladeX envelope, its message in the caller's language. */
export function ok<T>(req: FastifyRequest, data: T, msg: Text | MessageKey = 'ok'): R<T> {
  return { code: 200, success: true, data, msg: t(langOfRequest(req), msg) };
}

export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}
