import { apiScopeCalls, dataScopeCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { removeScopes, type ScopeKind, scopeDetail, scopeList, scopeTargets } from './scope.service.ts';
import { saveScope } from './scope-save.service.ts';

/** The four calls of one kind; one implementation serves both (the kind picks the table and the rules). */
function kindRoutes(app: App, kind: ScopeKind, calls: typeof dataScopeCalls | typeof apiScopeCalls) {
  serve(app, calls.list, async (req) => ok(req, await scopeList(ctxOf(req), kind, req.query)));
  serve(app, calls.detail, async (req) => ok(req, await scopeDetail(ctxOf(req), kind, req.query.id)));
  serve(app, calls.submit, async (req) => {
    const { record, created } = await saveScope(ctxOf(req), kind, req.body);
    return ok(req, record, created ? 'added' : 'updated');
  });
  serve(app, calls.remove, async (req) => ok(req, await removeScopes(ctxOf(req), kind, req.query.ids), 'removed'));
}

/**
 * 数据权限 and 接口权限 (blade-system/data-scope, api-scope), every call served from its declaration in
 * @pharma/contract: read by whoever opens the screen; written only by the platform administrator, since scopes are
 * platform-wide and a change reaches every tenant's roles.
 */
export function scopeRoutes(app: App) {
  kindRoutes(app, 'data', dataScopeCalls);
  kindRoutes(app, 'api', apiScopeCalls);
  serve(app, dataScopeCalls.targets, async (req) => ok(req, scopeTargets(ctxOf(req))));
}
