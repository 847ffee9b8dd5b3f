import { roleCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { removeRoles, roleDetail, roleList, roleTree, saveRole } from './role.service.ts';
import { replaceGrants } from './role-grant.service.ts';
import { roleAliases, rolePage, roleTreeById, userRoles } from './role-read.service.ts';

/**
 * 角色管理 (blade-system/role): reads, writes and the v2 calls, every one served from its declaration in
 * @pharma/contract; the grant calls live in role-grant.routes.ts.
 */
export function roleRoutes(app: App) {
  serve(app, roleCalls.list, async (req) => ok(req, await roleList(ctxOf(req), req.query)));
  serve(app, roleCalls.tree, async (req) => ok(req, await roleTree(ctxOf(req), req.query.tenantId)));
  serve(app, roleCalls.detail, async (req) => ok(req, await roleDetail(ctxOf(req), req.query.id)));
  serve(app, roleCalls.submit, async (req) => {
    const { record, created } = await saveRole(ctxOf(req), req.body);
    return ok(req, record, created ? 'added' : 'updated');
  });
  serve(app, roleCalls.remove, async (req) => ok(req, await removeRoles(ctxOf(req), req.query.ids), 'removed'));
  serve(app, roleCalls.removeV2, async (req) => ok(req, await removeRoles(ctxOf(req), req.query.ids), 'removed'));
  serve(app, roleCalls.submitV2, async (req) => {
    const { menuIds, ...input } = req.body;
    const { record, created } = await saveRole(
      ctxOf(req),
      input,
      menuIds == null ? undefined : (txCtx, roleId) => replaceGrants(txCtx, [roleId], { menu: menuIds }).then(() => {}),
    );
    return ok(req, record, created ? 'added' : 'updated');
  });
  serve(app, roleCalls.listByPageV2, async (req) => ok(req, await rolePage(ctxOf(req), req.query)));
  serve(app, roleCalls.treeV2, async (req) => ok(req, await roleTree(ctxOf(req), req.query.tenantId || undefined)));
  serve(app, roleCalls.treeById, async (req) => ok(req, await roleTreeById(ctxOf(req), req.query.roleId)));
  serve(app, roleCalls.alias, async (req) => ok(req, await roleAliases(ctxOf(req))));
  serve(app, roleCalls.select, async (req) => ok(req, await userRoles(ctxOf(req), req.query.userId)));
}
