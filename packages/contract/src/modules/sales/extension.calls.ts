import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { dateTimePattern } from '../../kit/filters.ts';
import { permissionsOf } from '../../kit/resource.ts';
import { idValue, pageReply, removeQuery, tenantQuery, zodMessage } from '../../kit/schema.ts';
import { format } from '../../kit/text.ts';
import {
  extensionMessages,
  fieldAuthResource,
  loginRecordResource,
  whitelistResetButton,
  whitelistResource,
} from './extension.ts';

/**
 * The extension service's calls (blade-extension, docs/domain.md §3.1–§3.3): the whitelist's page, save, detail and
 * remove (GET) from the CRUD kit plus batchSave, resetDevice, enable and disable (its pickers are the
 * sales-mobile ones, salesPickerCalls); field
 * permissions' listPage, detail, save, update and remove (GET) from the kit; login records' list, read-only.
 */

export const whitelistRecord = recordSchema(whitelistResource);
export type WhitelistRecord = z.infer<typeof whitelistRecord>;
export const fieldAuthRecord = recordSchema(fieldAuthResource);
export type FieldAuthRecord = z.infer<typeof fieldAuthRecord>;
export const loginRecordRecord = recordSchema(loginRecordResource);
export type LoginRecordRecord = z.infer<typeof loginRecordRecord>;

/** The codes the whitelist calls check: the kit's, and 重置设备. */
export const whitelistCodes = {
  ...permissionsOf(whitelistResource),
  reset: `${whitelistResource.name}_${whitelistResetButton.key}`,
} as const;
export const fieldAuthCodes = permissionsOf(fieldAuthResource);
export const loginRecordCodes = permissionsOf(loginRecordResource);

/** Most rows one batchSave takes (a file goes through the import, which takes many more). */
export const whitelistBatchMax = 1000;

const text = (max: number) => z.string().trim().max(max).nullable().optional();
const invalid = (label: { zh: string; en: string }) =>
  zodMessage({ zh: `${label.zh}格式不正确`, en: `${label.en} is not valid` });
const f = whitelistResource.fields;

/**
 * One row of batchSave: the whitelist's fields by their keys. Lengths, the phone's form, the dictionary and the
 * shippers are checked row by row (a bad row is answered as failed, the others are written); a value of the wrong
 * type refuses the whole request.
 */
export const whitelistBatchRow = z.object({
  phone: z
    .string({ error: invalid(f.phone.label) })
    .trim()
    .max(50),
  realName: text(100),
  employeeNo: text(100),
  deptId: z
    .union([idValue(invalid(f.deptId.label)), z.literal('')])
    .nullable()
    .optional(),
  post: z
    .union([z.number().int(), z.string().trim().max(20)], { error: invalid(f.post.label) })
    .nullable()
    .optional(),
  shipperIds: text(1000),
  deviceBindRequired: z
    .boolean({ error: invalid(f.deviceBindRequired.label) })
    .nullable()
    .optional(),
  validFrom: text(20),
  validTo: text(20),
  status: z
    .union([z.literal(0), z.literal(1)], {
      error: zodMessage({ zh: '状态应为 0 或 1', en: 'The status must be 0 or 1' }),
    })
    .optional(),
  remark: text(1000),
});
export type WhitelistBatchRow = z.output<typeof whitelistBatchRow>;

/** What batchSave answers: a result per row, in the order sent (row 1 is the first). */
export const whitelistBatchReply = z.object({
  total: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      phone: z.string(),
      success: z.boolean(),
      msg: z.string(),
      /** The whitelist row written. */
      id: z.string().optional(),
    }),
  ),
});
export type WhitelistBatchReply = z.infer<typeof whitelistBatchReply>;

const wl = whitelistResource.api;

export const whitelistCalls = {
  ...crudCalls(whitelistResource),
  batchSave: defineCall({
    method: 'POST',
    path: `${wl}/batchSave`,
    summary:
      'Whitelist: add or update rows by phone (per tenant); a phone repeated in the batch is refused on its later rows; a result per row',
    // Adding is the add code; a row that updates an existing phone also needs the edit code (checked per row).
    permission: whitelistCodes.add,
    query: tenantQuery,
    body: z
      .array(whitelistBatchRow, { error: zodMessage(extensionMessages.batchEmpty) })
      .min(1, { error: zodMessage(extensionMessages.batchEmpty) })
      .max(whitelistBatchMax, {
        error: zodMessage({
          zh: format(extensionMessages.batchTooLarge.zh, { max: whitelistBatchMax }),
          en: format(extensionMessages.batchTooLarge.en, { max: whitelistBatchMax }),
        }),
      }),
    reply: whitelistBatchReply,
  }),
  resetDevice: defineCall({
    method: 'POST',
    path: `${wl}/resetDevice`,
    summary: 'Whitelist: forget the bound device of these rows (the next sign-in binds its device)',
    permission: whitelistCodes.reset,
    query: removeQuery,
    reply: z.number().describe('rows reset'),
  }),
  enable: defineCall({
    method: 'POST',
    path: `${wl}/enable`,
    summary: 'Whitelist: enable these rows (启用)',
    permission: whitelistCodes.edit,
    query: removeQuery,
    reply: z.number().describe('rows enabled'),
  }),
  disable: defineCall({
    method: 'POST',
    path: `${wl}/disable`,
    summary: 'Whitelist: disable these rows (停用): their phones can no longer sign in to the sales app',
    permission: whitelistCodes.edit,
    query: removeQuery,
    reply: z.number().describe('rows disabled'),
  }),
};

/** 字段权限 (blade-extension/fieldAuth): the kit's listPage, detail, save (adds), update and remove (GET). */
export const fieldAuthCalls = crudCalls(fieldAuthResource);

const loginTime = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || dateTimePattern.test(v), {
      error: zodMessage({
        zh: '登录时间格式应为 yyyy-MM-dd HH:mm:ss',
        en: 'The sign-in time must be yyyy-MM-dd HH:mm:ss',
      }),
    })
    .optional()
    .describe(what);
const digits = (max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{0,${max}}$`), {
      error: zodMessage({ zh: `${what}格式不正确`, en: `${what} is not valid` }),
    })
    .optional();

/** The login records' filters: the phone (contains), the result, the method, the client, a time range. */
export const loginRecordQuery = z.object({
  current: z.string().optional().describe('page number, from 1 (reaches row 10,000 at most; then use after)'),
  size: z.string().optional().describe('rows per page'),
  after: z
    .string()
    .regex(/^(\d{1,19}_\d{1,19})?$/, {
      error: zodMessage({ zh: '翻页位置格式不正确', en: 'The page cursor is not valid' }),
    })
    .optional()
    .describe("the previous page's next: the page after it, at the cost of the first"),
  phone: z.string().trim().max(11).optional().describe('the mobile number contains'),
  realName: z.string().trim().max(30).optional().describe('the name contains'),
  result: z
    .string()
    .trim()
    .regex(/^[01]?$/, { error: zodMessage({ zh: '结果应为 0 或 1', en: 'The result must be 0 or 1' }) })
    .optional()
    .describe('1 succeeded, 0 failed'),
  loginType: digits(2, '登录方式').describe('1 password, 2 SMS code, 3 WeCom / DingTalk'),
  clientType: digits(2, '客户端').describe('1 Android, 2 iOS, 3 H5, 4 PC'),
  loginTime_datege: loginTime('from (inclusive)'),
  loginTime_datelt: loginTime('until (exclusive)'),
  tenantId: tenantQuery.shape.tenantId.describe("a tenant's id (the platform administrator's list only)"),
});
export type LoginRecordQuery = z.input<typeof loginRecordQuery>;

/** A page of login records: newest first, `next` for the page after it, the count capped at 10,000. */
export const loginRecordPage = pageReply(loginRecordRecord).extend({
  next: z.string(),
  capped: z.boolean(),
});

export const loginRecordCalls = {
  list: defineCall({
    method: 'GET',
    path: `${loginRecordResource.api}/list`,
    summary: 'Login records of the sales app, newest first (paged by keyset; filters phone, result, time range)',
    permission: loginRecordCodes.menu,
    query: loginRecordQuery,
    reply: loginRecordPage,
  }),
};
