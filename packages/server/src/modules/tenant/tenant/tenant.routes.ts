import { tenantCalls } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../platform/envelope.ts';
import { forbidden } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import {
  appAuthList,
  createTenant,
  listOtherTenants,
  listTenants,
  passTenants,
  recycleTenants,
  removeTenants,
  selectTenants,
  setTenantDatasource,
  setTenantPackage,
  settingTenants,
  tenantDetail,
  tenantInfo,
  tenantPackageDetail,
  updateTenant,
} from './tenant.service.ts';
import { tenantMessages } from './tenant.texts.ts';

/** Tenant rows span every tenant: after the guard's code check, anyone but the platform administrator is refused. */
async function administratorOnly(req: FastifyRequest) {
  if (!ctxOf(req).isAdministrator) throw forbidden();
}
/** Refused before the request is read, so another tenant's user learns nothing from a validation message. */
const adminOnly = { route: { preValidation: administratorOnly } };

/** 租户管理 (blade-system/tenant): the platform administrator's tenants, plus the public look-up by domain. */
export function tenantRoutes(app: App, platform: Platform) {
  serve(app, tenantCalls.list, async (req) => ok(req, await listTenants(ctxOf(req), req.query)), adminOnly);
  serve(
    app,
    tenantCalls.listWithoutCurrentTenantId,
    async (req) => ok(req, await listOtherTenants(ctxOf(req))),
    adminOnly,
  );
  // Every signed-in user: the 所属租户 choices of the department, role and user forms (Saber asks for them).
  serve(app, tenantCalls.select, async (req) => ok(req, await selectTenants(ctxOf(req))));
  serve(app, tenantCalls.detail, async (req) => ok(req, await tenantDetail(ctxOf(req), req.query.id)), adminOnly);
  serve(
    app,
    tenantCalls.submit,
    async (req) => {
      const input = req.body;
      if (input.id) return ok(req, await updateTenant(ctxOf(req), { ...input, id: input.id }), 'updated');
      return ok(req, await createTenant(ctxOf(req), input), tenantMessages.created);
    },
    adminOnly,
  );
  serve(
    app,
    tenantCalls.remove,
    async (req) => ok(req, await removeTenants(ctxOf(req), req.query.ids), 'removed'),
    adminOnly,
  );
  serve(
    app,
    tenantCalls.recycle,
    async (req) => ok(req, await recycleTenants(ctxOf(req), req.query.ids), 'okBang'),
    adminOnly,
  );
  serve(
    app,
    tenantCalls.pass,
    async (req) => ok(req, await passTenants(ctxOf(req), req.query.ids), 'okBang'),
    adminOnly,
  );
  serve(
    app,
    tenantCalls.setting,
    async (req) => ok(req, await settingTenants(ctxOf(req), req.query.ids, req.query), 'okBang'),
    adminOnly,
  );
  serve(
    app,
    tenantCalls.datasource,
    async (req) => ok(req, await setTenantDatasource(ctxOf(req), req.query.tenantId, req.query.datasourceId), 'okBang'),
    adminOnly,
  );
  serve(app, tenantCalls.info, async (req) => ok(req, await tenantInfo(platform.database.db, req.query.domain)));
  serve(
    app,
    tenantCalls.packageDetail,
    async (req) => ok(req, await tenantPackageDetail(ctxOf(req), req.query.tenantId)),
    adminOnly,
  );
  serve(
    app,
    tenantCalls.packageSetting,
    async (req) => ok(req, await setTenantPackage(ctxOf(req), req.query.tenantId, req.query.packageId), 'okBang'),
    adminOnly,
  );
  serve(app, tenantCalls.appAuthList, async (req) => ok(req, await appAuthList(ctxOf(req))), adminOnly);
}
