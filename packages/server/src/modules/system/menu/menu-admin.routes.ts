import { apiScopeResource, dataScopeResource, menuCalls, menuResource } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { forbidden } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { menuDetail, menuLazyList, menuTree, menuTreeList } from './menu-admin.service.ts';
import { removeMenus, saveMenu } from './menu-admin-save.service.ts';

/**
 * The menu tree is also what the data and API scope screens hang their scopes on: any one of the three screens' menu
 * codes opens lazy-menu-list. A call's declared permission names a single code, so it declares `authenticated` and
 * this check runs once the guard has signed the caller in.
 */
const menuReaders = [menuResource.name, dataScopeResource.name, apiScopeResource.name];
async function anyMenuReader(req: FastifyRequest) {
  const ctx = ctxOf(req);
  if (!menuReaders.some((code) => can(ctx, code))) throw forbidden();
}

/**
 * 菜单管理 (blade-system/menu): reads for the menu screen (and the scope screens); writes are the administrator's.
 * Every call served from its declaration in @pharma/contract.
 */
export function menuAdminRoutes(app: App) {
  serve(app, menuCalls.list, async (req) => ok(req, await menuTreeList(ctxOf(req), req.query, false)));
  serve(app, menuCalls.menuList, async (req) => ok(req, await menuTreeList(ctxOf(req), req.query, true)));
  serve(app, menuCalls.lazyList, async (req) =>
    ok(req, await menuLazyList(ctxOf(req), req.query.parentId || '0', req.query, false)),
  );
  serve(
    app,
    menuCalls.lazyMenuList,
    async (req) => ok(req, await menuLazyList(ctxOf(req), req.query.parentId || '0', req.query, true)),
    { route: { preValidation: anyMenuReader } },
  );
  serve(app, menuCalls.tree, async (req) => ok(req, await menuTree(ctxOf(req))));
  serve(app, menuCalls.detail, async (req) => ok(req, await menuDetail(ctxOf(req), req.query.id)));
  serve(app, menuCalls.submit, async (req) => {
    const { record, created } = await saveMenu(ctxOf(req), req.body);
    return ok(req, record, created ? 'added' : 'updated');
  });
  serve(app, menuCalls.remove, async (req) => ok(req, await removeMenus(ctxOf(req), req.query.ids), 'removed'));
}
