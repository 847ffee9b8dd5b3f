import { clientResource, detailQuery } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { resetClientSecret } from './client.service.ts';

/** 应用管理 beyond its CRUD: 重置密钥. Clients are platform-wide, so only the platform administrator may. */
export function clientRoutes(app: App) {
  app.post(
    `/api/${clientResource.api}/reset-secret`,
    {
      config: { permission: 'administrator' },
      schema: {
        tags: ['blade-system'],
        summary: 'A new secret for one client, answered in clear this once; the old one stops working',
        querystring: detailQuery,
        response: {
          200: z.object({
            code: z.number(),
            success: z.boolean(),
            data: z.object({ clientSecret: z.string() }),
            msg: z.string(),
          }),
        },
      },
    },
    async (req) => ok(req, await resetClientSecret(ctxOf(req), req.query.id)),
  );
}
