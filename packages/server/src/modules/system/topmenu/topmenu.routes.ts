import { idValue, sayShared } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { grantTopMenus, grantTopTree, topMenus, topTreeKeys } from './topmenu.service.ts';

const ids = z.array(idValue(sayShared('badIds')), { error: sayShared('badIds') }).nullish();
const idList = z
  .string()
  .regex(/^\s*(\d{1,19}(\s*,\s*\d{1,19})*)?\s*$/, { error: sayShared('badIds') })
  .optional();

/** Top menus beyond their CRUD: the top bar, and the dialog that links menus to a top menu (topmenu_setting). */
export function topMenuRoutes(app: App) {
  const tags = ['blade-system'];
  app.get(
    '/api/blade-system/menu/top-menu',
    { config: { permission: 'authenticated' }, schema: { tags, summary: "The caller's tenant's top menus by sort" } },
    async (req) => ok(req, await topMenus(ctxOf(req))),
  );
  app.get(
    '/api/blade-system/menu/grant-top-tree',
    {
      config: { permission: 'topmenu_setting' },
      schema: { tags, summary: 'Menus the caller may link to a top menu, as a tree' },
    },
    async (req) => ok(req, await grantTopTree(ctxOf(req))),
  );
  app.get(
    '/api/blade-system/menu/top-tree-keys',
    {
      config: { permission: 'topmenu_setting' },
      schema: {
        tags,
        summary: 'Menu ids linked to the given top menus',
        querystring: z.object({ topMenuIds: idList }),
      },
    },
    async (req) => {
      const topMenuIds = (req.query.topMenuIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return ok(req, await topTreeKeys(ctxOf(req), topMenuIds));
    },
  );
  app.post(
    '/api/blade-system/topmenu/grant',
    {
      config: { permission: 'topmenu_setting' },
      schema: {
        tags,
        summary: 'Replace the menus linked to the given top menus',
        body: z.object({ topMenuIds: ids, menuIds: ids }, { error: sayShared('badBody') }),
      },
    },
    async (req) => {
      await grantTopMenus(ctxOf(req), req.body);
      return ok(req, null);
    },
  );
}
