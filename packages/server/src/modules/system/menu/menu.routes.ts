import { menuCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { menuButtons, menuRoutes } from './menu.service.ts';

/** The navigation every signed-in user reads: their menus and their buttons. */
export function menuNavRoutes(app: App) {
  serve(app, menuCalls.routes, async (req) => ok(req, await menuRoutes(ctxOf(req), req.query.topMenuId || undefined)));
  serve(app, menuCalls.buttons, async (req) => ok(req, await menuButtons(ctxOf(req))));
}
