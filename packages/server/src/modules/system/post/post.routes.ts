import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { postSelect } from './post.service.ts';

/** 岗位管理's call beyond the CRUD kit's four: the picker of the user form. */
export function postRoutes(app: App) {
  app.get(
    '/api/blade-system/post/select',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['blade-system'],
        summary: "Posts for a picker: the caller's tenant (the administrator may name another)",
        querystring: z.object({ tenantId: z.string().max(12).optional() }),
      },
    },
    async (req) => ok(req, await postSelect(ctxOf(req), req.query.tenantId || undefined)),
  );
}
