import { extensionMessages, messages, type Text, whitelistResource } from '@pharma/contract';
import { and, sql } from 'drizzle-orm';
import { type Ctx, can } from '../../../platform/context.ts';
import type { CheckedRow, ImportRowResult } from '../../../platform/excel/import.ts';
import { t, type Values } from '../../../platform/i18n.ts';
import { scoped } from '../../../platform/scope.ts';
import { shipperOptions } from '../../purchase/public.ts';
import { deptNames, liveDeptIds, tenantDeptNames } from '../../system/public.ts';
import { backwards, dayOf, dayText, dictLookup, isPhone, joinedIds, splitList } from './whitelist.rules.ts';
import { whitelistTable } from './whitelist.table.ts';

/**
 * The one way rows reach the whitelist in bulk (batchSave and the Excel import, docs/domain.md §3.1): each row checked
 * against the tenant (its shippers, departments, the post dictionary) and against the rows before it (a phone
 * repeated is refused on its later rows), then the good rows upserted by phone, many to a statement. Lookups are
 * made once per call and existing phones read a thousand to a query, so a file of 100,000 rows costs a few hundred
 * statements, not one per row.
 */

/** One row as a batch or a file gives it, before any check. Blank values keep what an existing row holds. */
export interface WhitelistInput {
  /** Its number for messages (a file's row, a batch's position from 1). */
  row: number;
  phone: string;
  realName?: string | null | undefined;
  employeeNo?: string | null | undefined;
  /** By id (batchSave) or by name (a file). */
  deptId?: string | null | undefined;
  deptName?: string | null | undefined;
  /** A key of sm_post or its label. */
  post?: string | null | undefined;
  /** Comma-joined shipper ids (batchSave) or codes (a file). */
  shipperIds?: string | null | undefined;
  shipperCodes?: string | null | undefined;
  validFrom?: string | null | undefined;
  validTo?: string | null | undefined;
  deviceBindRequired?: boolean | null | undefined;
  status?: number | null | undefined;
  remark?: string | null | undefined;
}

/** A good row, as it is written: null leaves an existing row's value as it is. */
export interface WhitelistPlan {
  phone: string;
  realName: string;
  employeeNo: string | null;
  deptId: string | null;
  deptName: string | null;
  post: number | null;
  shipperIds: string | null;
  validFrom: string | null;
  validTo: string | null;
  remark: string | null;
  /** The value written: given, else the existing row's, else the default (true). */
  deviceBindRequired: boolean;
  /** The value written: given, else the existing row's, else 1 (启用). */
  status: number;
  /** The live row of this phone when the checks ran. */
  existingId: string | null;
}

interface Existing {
  id: string;
  status: number;
  deviceBindRequired: boolean | null;
  validFrom: string | null;
  validTo: string | null;
}

const f = whitelistResource.fields;
const blank = (v: string | null | undefined): v is null | undefined | '' => v === null || v === undefined || v === '';
const trimmed = (v: string | null | undefined) => (blank(v) ? null : v.trim() || null);

/**
 * `is_deleted = 0` written as a constant beside the scope's own condition (a parameter there): the unique index on
 * (tenant, phone) covers live rows only, and a plan made for any parameter value (the server's generic plans) may use
 * a partial index only when the query states its condition literally.
 */
export const livePhoneIndex = sql`${whitelistTable.isDeleted} = 0`;

/**
 * The tenant's live rows among these phones (whatever the caller's data scopes: a phone is the tenant's once), a
 * thousand phones to a query. Each phone is looked up by the unique index on (tenant, phone) (a lateral join from
 * the phones' array): the plan stays an index probe per phone however large the table has grown and whatever its
 * statistics say, where `phone in (…1000 values…)` under a generic plan scans the whole table.
 */
async function existingByPhone(ctx: Ctx, phones: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  const wanted = [...new Set(phones)];
  for (let i = 0; i < wanted.length; i += 1000) {
    const chunk = wanted.slice(i, i + 1000);
    const result = await ctx.db.execute(sql`
      select x.id::text as id, p.phone, x.status, x.device_bind_required as bind,
             x.valid_from::text as valid_from, x.valid_to::text as valid_to
      from unnest(${sql.param(chunk)}::text[]) as p(phone)
      cross join lateral (
        select ${whitelistTable.id} as id, ${whitelistTable.status} as status, ${whitelistTable.deviceBindRequired} as device_bind_required,
               ${whitelistTable.validFrom} as valid_from, ${whitelistTable.validTo} as valid_to
        from ${whitelistTable}
        where ${and(scoped(ctx, whitelistTable, { dataScope: false }), sql`${whitelistTable.phone} = p.phone`, livePhoneIndex)}
        limit 1
      ) x`);
    for (const r of (result as unknown as { rows: Array<Record<string, unknown>> }).rows)
      found.set(String(r.phone), {
        id: String(r.id),
        status: Number(r.status),
        deviceBindRequired: (r.bind as boolean | null) ?? null,
        validFrom: (r.valid_from as string | null) ?? null,
        validTo: (r.valid_to as string | null) ?? null,
      });
  }
  return found;
}

/** What the rows name, looked up once: the tenant's shippers and departments, the post dictionary. */
async function lookups(ctx: Ctx, inputs: WhitelistInput[]) {
  const shippers = await shipperOptions(ctx, ctx.tenantId);
  const shipperById = new Map(shippers.map((s) => [s.id, s]));
  const shipperByCode = new Map(shippers.map((s) => [s.shipperCode.toLowerCase(), s]));
  const deptsByName = new Map<string, string[]>();
  if (inputs.some((i) => !blank(i.deptName))) {
    for (const d of await tenantDeptNames(ctx)) {
      const key = String(d.name).trim().toLowerCase();
      deptsByName.set(key, [...(deptsByName.get(key) ?? []), String(d.id)]);
    }
  }
  const deptIds = [...new Set(inputs.map((i) => i.deptId).filter((v): v is string => !blank(v)))];
  const liveDepts = deptIds.length ? await liveDeptIds(ctx, deptIds) : new Set<string>();
  const names = await deptNames(ctx, [...liveDepts, ...[...deptsByName.values()].flat()]);
  return { shipperById, shipperByCode, deptsByName, liveDepts, deptName: (id: string) => names.get(id) ?? null };
}

export interface CheckOptions {
  /** batchSave: a row that would update an existing phone needs the edit code too. */
  requireEditRight: boolean;
}

/**
 * Every row checked; `claim` tells a phone already seen earlier in the batch or the file (and which row had it). The
 * problems come in the caller's language, one per thing wrong, so a person can fix the row at once.
 */
export async function checkWhitelistRows(
  ctx: Ctx,
  inputs: WhitelistInput[],
  claim: (key: string, row: number) => number | undefined,
  options: CheckOptions,
): Promise<Array<CheckedRow<WhitelistPlan>>> {
  const translated = (text: Text, values?: Values) => t(ctx.lang, text, values);
  const look = await lookups(ctx, inputs);
  const postOf = await dictLookup(ctx, 'sm_post');
  const existing = await existingByPhone(ctx, inputs.map((i) => i.phone.trim()).filter(isPhone));
  const mayEdit = !options.requireEditRight || can(ctx, `${whitelistResource.name}_edit`);

  return inputs.map((input) => {
    const problems: string[] = [];
    const phone = input.phone.trim();
    if (!phone) problems.push(translated(f.phone.required!));
    else if (!isPhone(phone)) problems.push(translated(extensionMessages.phoneFormat));
    else {
      const first = claim(phone, input.row);
      if (first !== undefined) problems.push(translated(extensionMessages.duplicateInBatch, { row: first }));
    }
    const realName = trimmed(input.realName);
    if (!realName) problems.push(translated(f.realName.required!));
    const lengths: Array<[string | null, { label: Text; max?: number }]> = [
      [realName, f.realName],
      [trimmed(input.employeeNo), f.employeeNo],
      [trimmed(input.remark), whitelistResource.fields.remark],
    ];
    for (const [value, field] of lengths)
      if (value && field.max && [...value].length > field.max)
        problems.push(translated(messages.tooLong, { field: field.label, max: field.max }));

    // The department: by id among the tenant's live ones, or by a name only one of them has.
    let deptId: string | null = null;
    const byId = trimmed(input.deptId);
    const byName = trimmed(input.deptName);
    if (byId) {
      if (look.liveDepts.has(byId)) deptId = byId;
      else problems.push(translated(messages.refMissing, { field: f.deptId.label }));
    } else if (byName) {
      const ids = look.deptsByName.get(byName.toLowerCase()) ?? [];
      if (ids.length === 1) deptId = ids[0]!;
      else
        problems.push(
          translated(ids.length ? extensionMessages.deptAmbiguous : extensionMessages.deptMissing, { names: byName }),
        );
    }

    let post: number | null = null;
    const postText = trimmed(input.post);
    if (postText) {
      const key = postOf(postText);
      if (key === undefined) problems.push(translated(extensionMessages.postMissing, { names: postText }));
      else post = Number(key);
    }

    // Shippers: ids or codes, each one of the tenant's live shippers.
    let shipperIds: string | null = null;
    const ids = splitList(input.shipperIds);
    const codes = splitList(input.shipperCodes);
    if (ids.length || codes.length) {
      const found: string[] = [];
      const unknown: string[] = [];
      for (const id of ids) (look.shipperById.has(id) ? found : unknown).push(id);
      for (const code of codes) {
        const s = look.shipperByCode.get(code.toLowerCase());
        if (s) found.push(s.id);
        else unknown.push(code);
      }
      if (unknown.length) problems.push(translated(extensionMessages.shipperMissing, { names: unknown.join(',') }));
      shipperIds = joinedIds([...new Set(found)]);
      if (shipperIds && shipperIds.length > (f.shipperIds.max ?? 500))
        problems.push(translated(messages.tooLong, { field: f.shipperIds.label, max: f.shipperIds.max ?? 500 }));
    }

    const day = (value: string | null | undefined, label: Text): string | null => {
      const text = trimmed(value);
      if (!text) return null;
      const parsed = dayText(text);
      if (!parsed) problems.push(translated(extensionMessages.badDay, { field: label }));
      return parsed ?? null;
    };
    const validFrom = day(input.validFrom, f.validFrom.label);
    const validTo = day(input.validTo, f.validTo.label);
    const before = isPhone(phone) ? existing.get(phone) : undefined;
    if (backwards(validFrom ?? dayOf(before?.validFrom, ctx.timeZone), validTo ?? dayOf(before?.validTo, ctx.timeZone)))
      problems.push(translated(extensionMessages.validRange));
    if (before && !mayEdit) problems.push(translated(extensionMessages.noEditRight));

    if (problems.length) return { row: input.row, key: phone, problems };
    return {
      row: input.row,
      key: phone,
      problems,
      value: {
        phone,
        realName: realName!,
        employeeNo: trimmed(input.employeeNo),
        deptId,
        deptName: deptId ? look.deptName(deptId) : null,
        post,
        shipperIds,
        validFrom,
        validTo,
        remark: trimmed(input.remark),
        deviceBindRequired: input.deviceBindRequired ?? before?.deviceBindRequired ?? true,
        status: input.status ?? before?.status ?? 1,
        existingId: before?.id ?? null,
      },
    };
  });
}

/** Keeps the stored value where the row leaves one blank. */
const keep = (column: string) => sql.raw(`${column} = coalesce(excluded.${column}, sm_whitelist.${column})`);

/**
 * Writes good rows in the caller's tenant, one statement per call: an insert that, for a phone already live, updates
 * that row instead (the partial unique index on tenant and phone). Answers each row: added, or updated, with its id.
 */
export async function upsertWhitelist(
  ctx: Ctx,
  rows: Array<CheckedRow<WhitelistPlan> & { value: WhitelistPlan }>,
): Promise<ImportRowResult[]> {
  if (rows.length === 0) return [];
  const plans = rows.map((r) => r.value);
  // One statement whatever the number of rows: each column one array (`unnest`), so PostgreSQL binds and plans a
  // dozen parameters rather than tens of thousands of values.
  const column = <K extends keyof WhitelistPlan>(key: K) =>
    sql`${sql.param(plans.map((p) => (p[key] === null || p[key] === undefined ? null : String(p[key]))))}::text[]`;
  const user = ctx.userId || null;
  const dept = ctx.deptIds?.[0] ?? null;
  const result = await ctx.db.execute(sql`
    insert into ${whitelistTable} (tenant_id, phone, real_name, employee_no, dept_id, dept_name, post, shipper_ids, valid_from,
      valid_to, remark, device_bind_required, status, create_user, create_dept, update_user)
    select ${ctx.tenantId}::varchar, v.phone, v.real_name, v.employee_no, v.dept_id::bigint, v.dept_name, v.post::integer,
      v.shipper_ids, v.valid_from::date, v.valid_to::date, v.remark, v.bind::boolean, v.status::integer,
      ${user}::bigint, ${dept}::bigint, ${user}::bigint
    from unnest(${column('phone')}, ${column('realName')}, ${column('employeeNo')}, ${column('deptId')},
      ${column('deptName')}, ${column('post')}, ${column('shipperIds')}, ${column('validFrom')}, ${column('validTo')},
      ${column('remark')}, ${column('deviceBindRequired')}, ${column('status')})
      as v(phone, real_name, employee_no, dept_id, dept_name, post, shipper_ids, valid_from, valid_to, remark, bind,
        status)
    on conflict (tenant_id, phone) where is_deleted = 0 do update set
      real_name = excluded.real_name, ${keep('employee_no')}, ${keep('dept_id')}, ${keep('dept_name')},
      ${keep('post')}, ${keep('shipper_ids')}, ${keep('valid_from')}, ${keep('valid_to')}, ${keep('remark')},
      device_bind_required = excluded.device_bind_required, status = excluded.status,
      update_user = excluded.update_user, update_time = now()
    returning id::text as id, phone, (xmax = 0) as inserted`);
  const written = (result as unknown as { rows: Array<{ id: string; phone: string; inserted: unknown }> }).rows;
  const byPhone = new Map(written.map((r) => [String(r.phone), r]));
  return rows.map(({ row, key, value }) => {
    const done = byPhone.get(value.phone);
    if (!done) return { row, key, success: false, msg: t(ctx.lang, messages.failure) };
    const added = done.inserted === true || String(done.inserted) === 'true';
    return {
      row,
      key,
      success: true,
      msg: t(ctx.lang, added ? extensionMessages.rowAdded : extensionMessages.rowUpdated),
      targetId: String(done.id),
    };
  });
}
