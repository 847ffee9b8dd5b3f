import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { menuButtons, menuRoutes } from './menu.service.ts';

export function menuNavRoutes(app: App) {
  const tags = ['blade-system'];
  app.get(
    '/api/blade-system/menu/routes',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "The caller's menu tree",
        querystring: z.object({ topMenuId: z.string().regex(/^\d*$/).optional() }),
      },
    },
    async (req) => ok(req, await menuRoutes(ctxOf(req), req.query.topMenuId || undefined)),
  );
  app.get(
    '/api/blade-system/menu/buttons',
    { config: { permission: 'authenticated' }, schema: { tags, summary: "The caller's button codes as a tree" } },
    async (req) => ok(req, await menuButtons(ctxOf(req))),
  );
}
