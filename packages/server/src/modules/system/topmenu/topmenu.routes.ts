import { topMenuCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { enableTopMenu, grantTopMenus, grantTopTree, mainMenu, topMenus, topTreeKeys } from './topmenu.service.ts';

/**
 * Top menus beyond their CRUD (the kit serves those four): the top bar, and the dialog that links menus to a top
 * menu (topmenu_setting), each served from its declaration in @pharma/contract.
 */
export function topMenuRoutes(app: App) {
  serve(app, topMenuCalls.topMenu, async (req) => ok(req, await topMenus(ctxOf(req))));
  serve(app, topMenuCalls.mainMenu, async (req) => ok(req, await mainMenu(ctxOf(req))));
  serve(app, topMenuCalls.enable, async (req) => ok(req, await enableTopMenu(ctxOf(req), req.query.id), 'okBang'));
  serve(app, topMenuCalls.grantTopTree, async (req) => ok(req, await grantTopTree(ctxOf(req))));
  serve(app, topMenuCalls.topTreeKeys, async (req) =>
    ok(req, await topTreeKeys(ctxOf(req), req.query.topMenuIds ?? [])),
  );
  serve(app, topMenuCalls.grant, async (req) => {
    await grantTopMenus(ctxOf(req), req.body);
    return ok(req, null);
  });
}
