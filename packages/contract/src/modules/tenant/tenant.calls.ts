import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import { maxLengthOf } from '../../kit/resource.ts';
import {
  detailQuery,
  idValue,
  pageReply,
  removeQuery,
  sharedZodMessage,
  submitSchema,
  zodMessage,
} from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';
import { tenantCodes, tenantMessages, tenantResource } from './tenant.ts';

const fields = tenantResource.fields;

/** A tenant as the calls send it, with the names of its package and datasource and its status in words. */
export const tenantRecord = recordSchema(tenantResource).extend({
  tenantId: z.string(),
  tenantName: z.string(),
  accountNumber: z.number(),
  status: z.number(),
});
export type Tenant = z.infer<typeof tenantRecord>;

/** What an add answers: the new tenant and its administrator's first password (this reply only). */
export const addedTenantRecord = tenantRecord.extend({
  adminAccount: z.string().optional(),
  adminPassword: z.string().optional(),
});
export type AddedTenant = z.infer<typeof addedTenantRecord>;

/** A text field of the tenant, as long as its declaration allows; the tenant's own message when longer. */
const text = (max: number | undefined, tooLong: Text) =>
  z
    .string()
    .trim()
    .max(max ?? 255, { error: zodMessage(tooLong) })
    .nullable()
    .optional();

/** Numbers arrive as numbers or as the strings a form sends; empty means "not given". */
const accountNumber = z
  .union([z.number(), z.string().trim()], { error: zodMessage(tenantMessages.accountNumberFormat) })
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return undefined;
    const n = typeof v === 'number' ? v : /^-?\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < -1) {
      ctx.addIssue({ code: 'custom', message: zodMessage(tenantMessages.accountNumberFormat) });
      return z.NEVER;
    }
    return n;
  });

const status = z
  .union([z.literal(1), z.literal(2), z.literal('1').transform(() => 1), z.literal('2').transform(() => 2)], {
    error: zodMessage(tenantMessages.statusFormat),
  })
  .nullable()
  .optional();

const declared = submitSchema(tenantResource);

/** A package by id (a number too, as BladeX clients send it), or '' for none; typed as the declaration's id. */
const packageId = z
  .union([idValue(zodMessage(tenantMessages.packageMissing)), z.literal('')])
  .nullable()
  .optional() as unknown as typeof declared.shape.packageId;

/**
 * The submit body: the declared fields (required ones from the declaration: without an id the name, contact and
 * phone must be given; with one they may not be blanked), each text as long as declared with the tenant's own
 * messages, plus the quota, expiry, package and status BladeX's submit takes too.
 */
export const tenantBody = declared.safeExtend({
  id: idValue(sharedZodMessage('badIds')).optional(),
  tenantId: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, { error: zodMessage(tenantMessages.tenantIdFormat) })
    .nullable()
    .optional(),
  tenantName: text(maxLengthOf(fields.tenantName), tenantMessages.tenantNameTooLong),
  domain: text(maxLengthOf(fields.domain), tenantMessages.domainTooLong),
  backgroundUrl: z.string().max(fields.backgroundUrl.max).nullable().optional(),
  linkman: text(maxLengthOf(fields.linkman), tenantMessages.linkmanTooLong),
  contactNumber: text(maxLengthOf(fields.contactNumber), tenantMessages.contactNumberTooLong),
  address: text(maxLengthOf(fields.address), tenantMessages.addressTooLong),
  accountNumber,
  expireTime: z.string().nullable().optional(),
  packageId,
  status,
});
/** What the service takes to add or update a tenant (the submit body, parsed). */
export type TenantInput = z.output<typeof tenantBody>;

const tenantIdQuery = z.object({ tenantId: z.string().optional().describe('the tenant id (6 digits)') });

/** The package a tenant holds (package-detail), or null. */
export const tenantPackageReply = z
  .object({ id: z.string(), packageName: z.string(), menuId: z.string(), remark: z.string() })
  .nullable();

/**
 * What the sign-in page may know of the tenant serving its domain, or `{}` when none does (BladeX's empty Kv: the open
 * Saber's sign-in page reads `data.tenantId` of whatever comes back).
 */
export const tenantInfoReply = z.union([
  z.object({ tenantId: z.string(), tenantName: z.string(), domain: z.string(), backgroundUrl: z.string() }),
  z.object({}).strict(),
]);
export type TenantInfo = z.infer<typeof tenantInfoReply>;

/** An OAuth client as 租户管理 lists it: never its secret. */
export const appAuthReply = z.array(
  z.object({
    id: z.string(),
    clientId: z.string(),
    scope: z.string().nullable(),
    authorizedGrantTypes: z.string().nullable(),
    accessTokenValidity: z.number().nullable(),
    refreshTokenValidity: z.number().nullable(),
  }),
);

/**
 * 租户管理 (blade-system/tenant): the platform administrator's tenants (each call also checks its menu or button
 * code, and the server refuses anyone but the platform administrator before reading the request), plus the public
 * look-up by domain the sign-in page makes.
 */
export const tenantCalls = {
  list: defineCall({
    method: 'GET',
    path: 'blade-system/tenant/list',
    summary: 'Tenants, paged (tenantName, linkman, contactNumber contain; tenantId equals)',
    permission: tenantCodes.menu,
    // The screen's paged list (crud/usePagedList) hands the page and size over as numbers; they travel as text.
    query: z.looseObject({
      current: z.coerce.string().optional(),
      size: z.coerce.string().optional(),
      tenantId: z.string().optional(),
      tenantName: z.string().optional(),
      linkman: z.string().optional(),
      contactNumber: z.string().optional(),
      status_equal: z.coerce.string().optional().describe('1 the live tenants, -1 the recycle bin, 2 disabled'),
    }),
    reply: pageReply(tenantRecord),
  }),
  listWithoutCurrentTenantId: defineCall({
    method: 'GET',
    path: 'blade-system/tenant/list_without_currenttenantid',
    summary: "Every live tenant but the caller's own (for pickers)",
    permission: tenantCodes.menu,
    reply: z.array(tenantRecord),
  }),
  select: defineCall({
    method: 'GET',
    path: 'blade-system/tenant/select',
    summary:
      "The tenants the caller may pick (所属租户): every live one for the platform administrator, else the caller's own",
    permission: 'authenticated',
    reply: z.array(z.object({ id: z.string(), tenantId: z.string(), tenantName: z.string() })),
  }),
  detail: defineCall({
    method: 'GET',
    path: 'blade-system/tenant/detail',
    summary: 'One tenant',
    permission: tenantCodes.menu,
    query: detailQuery,
    reply: tenantRecord,
  }),
  submit: defineCall({
    method: 'POST',
    path: 'blade-system/tenant/submit',
    summary:
      "Add a tenant (no id: with its department, admin role and admin account; the admin's first password is in this reply only) or update one",
    permission: { add: tenantCodes.add, edit: tenantCodes.edit },
    body: tenantBody,
    reply: addedTenantRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: 'blade-system/tenant/remove',
    summary: 'Soft-delete tenants (never 000000)',
    permission: tenantCodes.delete,
    query: removeQuery,
    reply: z.number().describe('tenants removed'),
  }),
  /** The commercial Saber 4's 删除 on 租户管理: to the recycle bin first, where 删除 removes for good. */
  recycle: defineCall({
    method: 'POST',
    path: 'blade-system/tenant/recycle',
    summary: 'Move tenants to the recycle bin (status -1: no sign-in, sessions end, data kept; never 000000)',
    permission: tenantCodes.delete,
    query: removeQuery,
    reply: z.number().describe('tenants recycled'),
  }),
  pass: defineCall({
    method: 'POST',
    path: 'blade-system/tenant/pass',
    summary: 'Restore tenants from the recycle bin (status 1)',
    permission: tenantCodes.delete,
    query: removeQuery,
    reply: z.number().describe('tenants restored'),
  }),
  setting: defineCall({
    method: 'POST',
    path: 'blade-system/tenant/setting',
    summary: 'Account quota (-1 unlimited) and expiry (empty: never) of tenants',
    permission: tenantCodes.setting,
    query: removeQuery.extend({
      accountNumber: z.string().optional(),
      expireTime: z.string().optional(),
    }),
    reply: z.number().describe('tenants changed'),
  }),
  datasource: defineCall({
    method: 'POST',
    path: 'blade-system/tenant/datasource',
    summary: "The tenant's own datasource (empty: the platform database)",
    permission: tenantCodes.datasource,
    query: tenantIdQuery.extend({ datasourceId: z.string().optional() }),
    reply: z.boolean(),
  }),
  info: defineCall({
    method: 'GET',
    path: 'blade-system/tenant/info',
    summary: 'The tenant serving a domain (id, name, domain, background), or {} when none does',
    permission: 'public',
    matrixOptOut: 'the sign-in page looks up the tenant of its domain before anyone has a token',
    query: z.object({ domain: z.string().max(255).optional() }),
    reply: tenantInfoReply,
  }),
  packageDetail: defineCall({
    method: 'GET',
    path: 'blade-system/tenant/package-detail',
    summary: "The tenant's package, or null",
    permission: tenantCodes.product,
    query: tenantIdQuery,
    reply: tenantPackageReply,
  }),
  packageSetting: defineCall({
    method: 'POST',
    path: 'blade-system/tenant/package-setting',
    summary: 'Give a tenant a package (empty: none); its roles lose what the package leaves out',
    permission: tenantCodes.product,
    query: tenantIdQuery.extend({ packageId: z.string().optional() }),
    reply: z.boolean(),
  }),
  appAuthList: defineCall({
    method: 'GET',
    path: 'blade-system/tenant/app-auth-list',
    summary: 'The OAuth clients (never their secrets)',
    permission: tenantCodes.menu,
    reply: appAuthReply,
  }),
};
