import { detailQuery, idValue, removeQuery, say, sayShared } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { forbidden } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { tenantMessages as m } from './tenant.messages.ts';
import {
  appAuthList,
  createTenant,
  datasourceSelect,
  listOtherTenants,
  listTenants,
  removeTenants,
  setTenantDatasource,
  setTenantPackage,
  settingTenants,
  type TenantInput,
  tenantDetail,
  tenantInfo,
  tenantPackageDetail,
  updateTenant,
} from './tenant.service.ts';

const key = (_name: string, text: { zh: string; en: string }) => say(text);
const _split = (ids: string) => ids.split(',').map((s) => s.trim());
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Tenant rows span every tenant: after the guard's code check, anyone but the platform administrator is refused. */
async function administratorOnly(req: FastifyRequest) {
  if (!ctxOf(req).isAdministrator) throw forbidden();
}

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, { error: tooLong }).nullable().optional();

/** Numbers arrive as numbers or as the strings a form sends; empty means "not given". */
const accountNumber = z
  .union([z.number(), z.string().trim()], { error: key('accountNumber.format', m.accountNumberFormat) })
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return undefined;
    const n = typeof v === 'number' ? v : /^-?\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < -1) {
      ctx.addIssue({ code: 'custom', message: key('accountNumber.format', m.accountNumberFormat) });
      return z.NEVER;
    }
    return n;
  });

const status = z
  .union([z.literal(1), z.literal(2), z.literal('1').transform(() => 1), z.literal('2').transform(() => 2)], {
    error: key('status.format', m.statusFormat),
  })
  .nullable()
  .optional();

/** The submit body. Without an id the name, contact and phone are required; with one they may not be blanked. */
const submitBody = z
  .object({
    id: idValue(sayShared('badIds')).optional(),
    tenantId: z
      .string()
      .trim()
      .regex(/^(\d{6})?$/, { error: key('tenantId.format', m.tenantIdFormat) })
      .nullable()
      .optional(),
    tenantName: optionalText(50, key('tenantName.max', m.tenantNameTooLong)),
    domain: optionalText(255, key('domain.max', m.domainTooLong)),
    backgroundUrl: z.string().max(1000).nullable().optional(),
    linkman: optionalText(20, key('linkman.max', m.linkmanTooLong)),
    contactNumber: optionalText(20, key('contactNumber.max', m.contactNumberTooLong)),
    address: optionalText(255, key('address.max', m.addressTooLong)),
    accountNumber,
    expireTime: z.string().nullable().optional(),
    packageId: z
      .union([idValue(key('packageId.invalid', m.packageMissing)), z.literal('')])
      .nullable()
      .optional(),
    status,
  })
  .superRefine((value, ctx) => {
    const inserting = blank(value.id);
    const required: Array<[keyof typeof value, string]> = [
      ['tenantName', key('tenantName.required', m.tenantNameRequired)],
      ['linkman', key('linkman.required', m.linkmanRequired)],
      ['contactNumber', key('contactNumber.required', m.contactNumberRequired)],
    ];
    for (const [field, message] of required) {
      if ((inserting || value[field] !== undefined) && blank(value[field]))
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

const tenantIdQuery = z.object({ tenantId: z.string().optional().describe('the tenant id (6 digits)') });

/** 租户管理 (blade-system/tenant): the platform administrator's tenants, plus the public look-up by domain. */
export function tenantRoutes(app: App, platform: Platform) {
  const base = '/api/blade-system/tenant';
  const tags = ['blade-system'];
  const preValidation = administratorOnly;

  app.get(
    `${base}/list`,
    {
      config: { permission: 'tenant' },
      preValidation,
      schema: {
        tags,
        summary: 'Tenants, paged (tenantName, linkman, contactNumber contain; tenantId equals)',
        querystring: z.looseObject({
          current: z.string().optional(),
          size: z.string().optional(),
          tenantId: z.string().optional(),
          tenantName: z.string().optional(),
          linkman: z.string().optional(),
          contactNumber: z.string().optional(),
        }),
      },
    },
    async (req) => ok(req, await listTenants(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/list_without_currenttenantid`,
    {
      config: { permission: 'tenant' },
      preValidation,
      schema: { tags, summary: "Every live tenant but the caller's own (for pickers)" },
    },
    async (req) => ok(req, await listOtherTenants(ctxOf(req))),
  );
  app.get(
    `${base}/detail`,
    {
      config: { permission: 'tenant' },
      preValidation,
      schema: { tags, summary: 'One tenant', querystring: detailQuery },
    },
    async (req) => ok(req, await tenantDetail(ctxOf(req), req.query.id)),
  );
  app.post(
    `${base}/submit`,
    {
      config: { permission: (req) => ((req.body as { id?: unknown } | undefined)?.id ? 'tenant_edit' : 'tenant_add') },
      preValidation,
      schema: {
        tags,
        summary:
          "Add a tenant (no id: with its department, admin role and admin account; the admin's first password is in this reply only) or update one",
        body: submitBody,
      },
    },
    async (req) => {
      const input = req.body as TenantInput;
      if (input.id) return ok(req, await updateTenant(ctxOf(req), { ...input, id: input.id }), 'updated');
      return ok(req, await createTenant(ctxOf(req), input), m.created);
    },
  );
  app.post(
    `${base}/remove`,
    {
      config: { permission: 'tenant_delete' },
      preValidation,
      schema: { tags, summary: 'Soft-delete tenants (never 000000)', querystring: removeQuery },
    },
    async (req) => ok(req, await removeTenants(ctxOf(req), req.query.ids), 'removed'),
  );
  app.post(
    `${base}/setting`,
    {
      config: { permission: 'tenant_setting' },
      preValidation,
      schema: {
        tags,
        summary: 'Account quota (-1 unlimited) and expiry (empty: never) of tenants',
        querystring: removeQuery.extend({
          accountNumber: z.string().optional(),
          expireTime: z.string().optional(),
        }),
      },
    },
    async (req) => ok(req, await settingTenants(ctxOf(req), req.query.ids, req.query), 'okBang'),
  );
  app.post(
    `${base}/datasource`,
    {
      config: { permission: 'tenant_datasource' },
      preValidation,
      schema: {
        tags,
        summary: "The tenant's own datasource (empty: the platform database)",
        querystring: tenantIdQuery.extend({ datasourceId: z.string().optional() }),
      },
    },
    async (req) => ok(req, await setTenantDatasource(ctxOf(req), req.query.tenantId, req.query.datasourceId), 'okBang'),
  );
  app.get(
    `${base}/info`,
    {
      config: {
        permission: 'public',
        matrixOptOut: 'the sign-in page looks up the tenant of its domain before anyone has a token',
      },
      schema: {
        tags,
        summary: 'The tenant serving a domain (id, name, domain, background) or null',
        querystring: z.object({ domain: z.string().max(255).optional() }),
      },
    },
    async (req) => ok(req, await tenantInfo(platform.database.db, req.query.domain)),
  );
  app.get(
    `${base}/package-detail`,
    {
      config: { permission: 'tenant_product' },
      preValidation,
      schema: { tags, summary: "The tenant's package, or null", querystring: tenantIdQuery },
    },
    async (req) => ok(req, await tenantPackageDetail(ctxOf(req), req.query.tenantId)),
  );
  app.post(
    `${base}/package-setting`,
    {
      config: { permission: 'tenant_product' },
      preValidation,
      schema: {
        tags,
        summary: 'Give a tenant a package (empty: none); its roles lose what the package leaves out',
        querystring: tenantIdQuery.extend({ packageId: z.string().optional() }),
      },
    },
    async (req) => ok(req, await setTenantPackage(ctxOf(req), req.query.tenantId, req.query.packageId), 'okBang'),
  );
  app.get(
    `${base}/app-auth-list`,
    {
      config: { permission: 'tenant' },
      preValidation,
      schema: { tags, summary: 'The OAuth clients (never their secrets)' },
    },
    async (req) => ok(req, await appAuthList(ctxOf(req))),
  );
  app.get(
    '/api/blade-develop/datasource/select',
    {
      config: { permission: 'administrator' },
      schema: { tags: ['blade-develop'], summary: 'Datasources as {id, name} (never their password)' },
    },
    async (req) => ok(req, await datasourceSelect(ctxOf(req))),
  );
}
