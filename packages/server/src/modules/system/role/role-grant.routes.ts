import { roleCalls } from '@pharma/contract';
import { splitIds } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { grantTree } from './grant-tree.service.ts';
import { grantRoles, roleTreeKeys } from './role-grant.service.ts';
import { mountTenant } from './role-mount.service.ts';

/** A missing or null list means "none of that kind", as an empty one. */
const none = (ids: string[] | null | undefined) => ids ?? [];

/**
 * Role grants (blade-system/role grant calls and mount-tenant) and the calls the grant dialog reads under
 * blade-system/menu, each served from its declaration in @pharma/contract. Each grant call replaces exactly the
 * kinds its body names.
 */
export function roleGrantRoutes(app: App) {
  serve(app, roleCalls.grant, async (req) => {
    const { roleIds, menuIds, dataScopeIds, apiScopeIds } = req.body;
    const lists = { menu: none(menuIds), dataScope: none(dataScopeIds), apiScope: none(apiScopeIds) };
    return ok(req, await grantRoles(ctxOf(req), roleIds, lists), 'okBang');
  });
  serve(app, roleCalls.grantMenuV2, async (req) =>
    ok(req, await grantRoles(ctxOf(req), req.body.roleIds, { menu: none(req.body.menuIds) }), 'okBang'),
  );
  serve(app, roleCalls.grantDataScopeV2, async (req) =>
    ok(req, await grantRoles(ctxOf(req), req.body.roleIds, { dataScope: none(req.body.dataScopeIds) }), 'okBang'),
  );
  serve(app, roleCalls.grantMenuScopeV2, async (req) =>
    ok(req, await grantRoles(ctxOf(req), req.body.roleIds, { apiScope: none(req.body.apiScopeIds) }), 'okBang'),
  );
  serve(app, roleCalls.mountTenant, async (req) => ok(req, await mountTenant(ctxOf(req), req.body), 'okBang'));

  serve(app, roleCalls.grantTree, async (req) => ok(req, await grantTree(ctxOf(req))));
  serve(app, roleCalls.roleTreeKeys, async (req) =>
    ok(req, await roleTreeKeys(ctxOf(req), splitIds(req.query.roleIds))),
  );
  serve(app, roleCalls.grantMenuScopeKeysV2, async (req) =>
    ok(req, { apiScope: (await roleTreeKeys(ctxOf(req), splitIds(req.query.roleIds))).apiScope }),
  );
}
