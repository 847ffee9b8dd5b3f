import { extensionMessages, fieldAuthResource, salesDictionaries, type Text } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type {
  CheckedRow,
  ImportColumn,
  ImportRowResult,
  ImportTarget,
  SheetRow,
} from '../../../platform/excel/import.ts';
import { t, type Values } from '../../../platform/i18n.ts';
import { liveRoles, tenantRoleNames } from '../../system/public.ts';
import { staffOf } from '../../user/public.ts';
import { dictLookup, isPhone } from '../whitelist/whitelist.rules.ts';
import { authTypes, fieldCodePattern, subjectTypes } from './field-auth.service.ts';
import { fieldAuthTable } from './field-auth.table.ts';

const f = fieldAuthResource.fields;

/** Template 105 字段权限 (docs/domain.md §3.10): 角色编码/用户手机号*, 页面编码*, 字段编码*, 权限(隐藏/只读/脱敏/可编辑)*. */
export const fieldAuthImportColumns: ImportColumn[] = [
  {
    key: 'subject',
    label: { zh: '角色编码/用户手机号', en: 'Role code / user mobile' },
    required: true,
    note: { zh: '角色别名,或用户的手机号', en: "a role's alias, or a user's mobile number" },
    example: 'sales_rep',
  },
  {
    key: 'moduleCode',
    label: { zh: '页面编码', en: 'Screen code' },
    required: true,
    dict: 'sm_app_module',
    note: { zh: '页面编码或名称', en: 'the screen’s code or name' },
    example: 'GOODS_LIST',
  },
  {
    key: 'fieldCode',
    label: f.fieldCode.label,
    required: true,
    max: 50,
    note: { zh: '如 purchasePrice、customerPhone', en: 'e.g. purchasePrice, customerPhone' },
    example: 'purchasePrice',
  },
  {
    key: 'authType',
    // The allowed values are part of the template's header (docs/domain.md §3.10); a header is compared without them.
    label: { zh: '权限(隐藏/只读/脱敏/可编辑)', en: 'Permission' },
    required: true,
    dict: 'sm_auth_type',
    note: {
      zh: '脱敏的字段按字段类型脱敏:电话保留首尾,金额显示区间,其余仅显示后四位',
      en: 'a masked field is masked by its kind: phones keep their ends, amounts show a band, others their last four',
    },
    example: '隐藏',
  },
];

type Cells = Partial<Record<'subject' | 'moduleCode' | 'fieldCode' | 'authType', string>>;

/** A good row: who, which field of which screen, and the permission. */
export interface FieldAuthPlan {
  subjectType: number;
  subjectId: string;
  subjectName: string;
  moduleCode: string;
  fieldCode: string;
  fieldName: string;
  authType: number;
  maskRule: string | null;
}

/**
 * The template has no mask rule column: a masked field is masked as its kind reads best (phones keep their ends,
 * amounts show their band, anything else its last four), which 字段权限 may change row by row afterwards.
 */
export function defaultMaskRule(fieldCode: string): string {
  if (/phone|mobile|tel/i.test(fieldCode)) return 'PHONE_MIDDLE4';
  if (/price|amount|limit|cost|margin|arrears|money|qty/i.test(fieldCode)) return 'AMOUNT_RANGE';
  return 'LAST4';
}

/** The app fields' names as the dictionary was seeded (purchasePrice → 进价), for the rows' fieldName. */
const seededFieldNames = new Map(
  (salesDictionaries.find((d) => d.code === 'sm_app_field')?.items ?? []).map((i) => [i.key, i.value.zh]),
);

/** The tenant's roles by alias (角色编码) and, failing that, by a name only one role has. */
async function roleLookup(ctx: Ctx) {
  const ids = (await tenantRoleNames(ctx)).map((r) => String(r.id));
  const roles = await liveRoles(ctx, ids);
  const byAlias = new Map<string, { id: string; name: string }>();
  const byName = new Map<string, Array<{ id: string; name: string }>>();
  for (const r of roles) {
    const entry = { id: String(r.id), name: String(r.roleName) };
    byAlias.set(String(r.roleAlias).toLowerCase(), entry);
    const key = entry.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  return (text: string) => {
    const key = text.toLowerCase();
    const named = byName.get(key) ?? [];
    return byAlias.get(key) ?? (named.length === 1 ? named[0] : undefined);
  };
}

async function checkRows(
  ctx: Ctx,
  rows: SheetRow[],
  _options: unknown,
  claim: (key: string, row: number) => number | undefined,
): Promise<Array<CheckedRow<FieldAuthPlan>>> {
  const translated = (text: Text, values?: Values) => t(ctx.lang, text, values);
  const role = await roleLookup(ctx);
  const phones = [...new Set(rows.map((r) => (r.cells as Cells).subject?.trim() ?? '').filter(isPhone))];
  const users = new Map<string, Array<{ id: string; name: string }>>();
  for (let i = 0; i < phones.length; i += 1000) {
    for (const u of await staffOf(ctx, { phones: phones.slice(i, i + 1000) }))
      users.set(u.phone, [...(users.get(u.phone) ?? []), { id: u.id, name: u.realName }]);
  }
  const moduleOf = await dictLookup(ctx, 'sm_app_module');
  const authOf = await dictLookup(ctx, 'sm_auth_type');

  return rows.map(({ row, cells }) => {
    const c = cells as Cells;
    const problems: string[] = [];
    const subjectText = c.subject?.trim() ?? '';
    let subject: { type: number; id: string; name: string } | undefined;
    if (isPhone(subjectText)) {
      const found = users.get(subjectText) ?? [];
      if (found.length === 1) subject = { type: subjectTypes.user, ...found[0]! };
      else
        problems.push(
          translated(found.length ? extensionMessages.subjectAmbiguous : extensionMessages.subjectUnknown, {
            names: subjectText,
          }),
        );
    } else if (subjectText) {
      const found = role(subjectText);
      if (found) subject = { type: subjectTypes.role, ...found };
      else problems.push(translated(extensionMessages.subjectUnknown, { names: subjectText }));
    } else problems.push(translated(f.subjectId.required!));

    const moduleText = c.moduleCode?.trim() ?? '';
    const moduleCode = moduleText ? moduleOf(moduleText) : undefined;
    if (!moduleText) problems.push(translated(f.moduleCode.required!));
    else if (!moduleCode) problems.push(translated(extensionMessages.moduleMissing, { names: moduleText }));

    const fieldCode = c.fieldCode?.trim() ?? '';
    if (!fieldCode) problems.push(translated(f.fieldCode.required!));
    else if (!fieldCodePattern.test(fieldCode)) problems.push(translated(extensionMessages.fieldCodeFormat));

    const authText = c.authType?.trim() ?? '';
    const authKey = authText ? authOf(authText) : undefined;
    if (!authText) problems.push(translated(f.authType.required!));
    else if (authKey === undefined) problems.push(translated(extensionMessages.authTypeMissing));

    const key = `${subjectText}|${moduleText}|${fieldCode}`;
    if (subject && moduleCode && fieldCode) {
      const first = claim(`${subject.type}:${subject.id}|${moduleCode}|${fieldCode}`, row);
      if (first !== undefined) problems.push(translated(extensionMessages.duplicateInBatch, { row: first }));
    }
    if (problems.length || !subject || !moduleCode || authKey === undefined) return { row, key, problems };
    const authType = Number(authKey);
    // The field's name as the dictionary was seeded (进价 for purchasePrice), else its code.
    const fieldName = seededFieldNames.get(fieldCode) ?? fieldCode;
    return {
      row,
      key,
      problems,
      value: {
        subjectType: subject.type,
        subjectId: subject.id,
        subjectName: subject.name.slice(0, 50),
        moduleCode,
        fieldCode,
        fieldName: fieldName.slice(0, 50),
        authType,
        maskRule: authType === authTypes.masked ? defaultMaskRule(fieldCode) : null,
      },
    };
  });
}

/** Good rows upserted on (tenant, subject, screen, field): a second run of the same file changes nothing twice. */
async function writeRows(
  ctx: Ctx,
  rows: Array<CheckedRow<FieldAuthPlan> & { value: FieldAuthPlan }>,
): Promise<ImportRowResult[]> {
  if (rows.length === 0) return [];
  const audit = {
    createUser: ctx.userId || null,
    createDept: ctx.deptIds?.[0] ?? null,
    updateUser: ctx.userId || null,
  };
  const written = await ctx.db
    .insert(fieldAuthTable)
    .values(rows.map(({ value }) => ({ tenantId: ctx.tenantId, ...value, status: 1, ...audit })))
    .onConflictDoUpdate({
      target: [
        fieldAuthTable.tenantId,
        fieldAuthTable.subjectType,
        fieldAuthTable.subjectId,
        fieldAuthTable.moduleCode,
        fieldAuthTable.fieldCode,
      ],
      targetWhere: sql`is_deleted = 0`,
      set: {
        subjectName: sql.raw('excluded.subject_name'),
        fieldName: sql.raw('excluded.field_name'),
        authType: sql.raw('excluded.auth_type'),
        maskRule: sql.raw('excluded.mask_rule'),
        updateUser: audit.updateUser,
        updateTime: new Date(),
      },
    })
    .returning({
      subjectType: fieldAuthTable.subjectType,
      subjectId: fieldAuthTable.subjectId,
      moduleCode: fieldAuthTable.moduleCode,
      fieldCode: fieldAuthTable.fieldCode,
      inserted: sql<boolean>`(xmax = 0)`,
    });
  const keyOf = (r: { subjectType: unknown; subjectId: unknown; moduleCode: unknown; fieldCode: unknown }) =>
    `${r.subjectType}:${r.subjectId}|${r.moduleCode}|${r.fieldCode}`;
  const done = new Map(written.map((r) => [keyOf(r), r.inserted === true || String(r.inserted) === 'true']));
  return rows.map(({ row, key, value }) => {
    const added = done.get(keyOf(value));
    if (added === undefined)
      return { row, key, success: false, msg: t(ctx.lang, { zh: '写入失败', en: 'Not written' }) };
    return {
      row,
      key,
      success: true,
      msg: t(ctx.lang, added ? extensionMessages.rowAdded : extensionMessages.rowUpdated),
    };
  });
}

/**
 * 字段权限's import (module 105): the subject by role alias or user mobile, the screen and the permission by code or
 * label, a row repeating an earlier one refused ("与第N行重复"), good rows upserted by subject, screen and field.
 */
export const fieldAuthImportTarget: ImportTarget<FieldAuthPlan, unknown> = {
  name: fieldAuthResource.name,
  moduleNo: 105,
  title: { zh: '字段权限导入结果', en: 'Field permission import results' },
  columns: fieldAuthImportColumns,
  check: (ctx, rows, options, run) => checkRows(ctx, rows, options, (key, row) => run.claim(key, row)),
  write: (ctx, rows) => writeRows(ctx, rows),
};
