import type { FastifyRequest } from 'fastify';
import { requestInfoOf } from '../../../platform/guard.ts';
import { langOfRequest } from '../../../platform/i18n.ts';
import type { Platform } from '../../../platform/types.ts';
import type { AnonCtx } from './token.service.ts';

/** The caller of a public call of sign-in: no identity yet, only where the request came from. */
export function anonCtxOf(req: FastifyRequest, platform: Platform): AnonCtx {
  return {
    db: platform.database.db,
    lang: langOfRequest(req),
    config: platform.config,
    signer: platform.signer,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
    registry: platform.registry,
    request: requestInfoOf(req),
  };
}
