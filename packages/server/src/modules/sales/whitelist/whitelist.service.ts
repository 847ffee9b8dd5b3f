import {
  commaList,
  extensionMessages,
  messages,
  type WhitelistBatchReply,
  type WhitelistBatchRow,
  whitelistResource,
} from '@pharma/contract';
import { and, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { perTenant, tenantToAddTo } from '../../../platform/tenant-reach.ts';
import { shipperOptions } from '../../purchase/public.ts';
import { deptNames, liveDeptIds } from '../../system/public.ts';
import { staffOf } from '../../user/public.ts';
import { endAppSessions } from '../app/app-sessions.ts';
import { backwards, dayOf, isPhone, joinedIds } from './whitelist.rules.ts';
import { whitelistTable } from './whitelist.table.ts';
import { checkWhitelistRows, upsertWhitelist, type WhitelistInput } from './whitelist-plan.ts';

const f = whitelistResource.fields;
const given = (values: Row, key: string) => values[key] !== undefined;

/**
 * The rules of a saved row (docs/domain.md §3.1), checked in the tenant the row belongs to: the phone's form, the
 * validity period the right way round, the shippers the tenant's own, the department's name taken from it, a
 * platform user of the tenant, and a new row binding its device unless told otherwise. The bound device is never
 * saved: sign-in binds it and 重置设备 forgets it.
 */
async function beforeWrite(ctx: Ctx, values: Row, existing: Row | undefined): Promise<void> {
  delete values.boundDeviceId;
  if (given(values, 'phone')) {
    const phone = String(values.phone ?? '').trim();
    if (!isPhone(phone)) throw badRequest(extensionMessages.phoneFormat);
    values.phone = phone;
  }
  if (given(values, 'validFrom')) values.validFrom = dayOf(values.validFrom, ctx.timeZone);
  if (given(values, 'validTo')) values.validTo = dayOf(values.validTo, ctx.timeZone);
  const from = given(values, 'validFrom')
    ? (values.validFrom as string | null)
    : dayOf(existing?.validFrom, ctx.timeZone);
  const to = given(values, 'validTo') ? (values.validTo as string | null) : dayOf(existing?.validTo, ctx.timeZone);
  if (backwards(from, to)) throw badRequest(extensionMessages.validRange);

  if (given(values, 'shipperIds')) {
    const ids = commaList(String(values.shipperIds ?? ''));
    const live = new Set((await shipperOptions(ctx, ctx.tenantId)).map((s) => s.id));
    const unknown = ids.filter((id) => !live.has(id));
    if (unknown.length) throw badRequest(extensionMessages.shipperMissing, { names: unknown.join(',') });
    values.shipperIds = joinedIds(ids);
  }

  // The department's name is the server's to write, from the department chosen.
  delete values.deptName;
  if (given(values, 'deptId')) {
    const id = values.deptId as string | null;
    if (id && !(await liveDeptIds(ctx, [id])).has(id)) throw badRequest(messages.refMissing, { field: f.deptId.label });
    values.deptName = id ? ((await deptNames(ctx, [id])).get(id) ?? null) : null;
  }

  if (given(values, 'userId') && values.userId) {
    const found = await staffOf(ctx, { ids: [String(values.userId)], limit: 1 });
    if (found.length === 0) throw badRequest(extensionMessages.userMissing);
  }

  if (values.deviceBindRequired === null) delete values.deviceBindRequired;
  if (!existing && values.deviceBindRequired === undefined) values.deviceBindRequired = true;
}

/** The phones of these rows of the caller's tenant (those about to lose access). */
async function phonesOf(ctx: Ctx, ids: string[]): Promise<string[]> {
  const rows = await ctx.db
    .select({ phone: whitelistTable.phone })
    .from(whitelistTable)
    .where(and(inArray(whitelistTable.id, ids), scoped(ctx, whitelistTable, { dataScope: false })));
  return rows.map((r) => String(r.phone));
}

/**
 * Ends the sales app's sessions of these rows' phones (docs/domain.md §3.1: "removing a whitelist row revokes active app
 * tokens for that phone"), inside the transaction that removes or disables them (`ctx.db`): if it fails, the rows
 * stay.
 */
async function endSessionsOfRows(ctx: Ctx, ids: string[]): Promise<void> {
  const phones = [...new Set((await phonesOf(ctx, ids)).filter(Boolean))];
  await endAppSessions(ctx, phones);
}

/** 白名单 with the kit's page, save, detail and remove (GET) and the rules above; removed rows' phones sign out. */
export const whitelistService: CrudService = crudService(whitelistResource, {
  beforeWrite,
  beforeRemove: endSessionsOfRows,
});

/**
 * Changes these rows of the caller's tenants all or nothing (the administrator's: per tenant, as the kit's remove
 * does); an id the caller cannot reach refuses the whole call.
 */
async function changeRows(
  caller: Ctx,
  ids: string[],
  set: Record<string, unknown>,
  after?: (ctx: Ctx, ids: string[]) => Promise<void>,
): Promise<number> {
  const unique = [...new Set(ids)];
  const counts = await perTenant(caller, whitelistTable, unique, (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const txCtx: Ctx = { ...ctx, db: tx as unknown as Ctx['db'] };
      const done = await tx
        .update(whitelistTable)
        .set({ ...set, updateUser: ctx.userId, updateTime: new Date() })
        .where(and(inArray(whitelistTable.id, group), scoped(txCtx, whitelistTable)))
        .returning({ id: whitelistTable.id });
      if (done.length !== group.length) throw notFound();
      await after?.(txCtx, group);
      return done.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** 重置设备: forgets the bound device, so the next sign-in (from a new phone) binds its own. */
export const resetDevices = (ctx: Ctx, ids: string[]) => changeRows(ctx, ids, { boundDeviceId: null });

/** 启用 / 停用; a disabled row's phone loses its sales app sessions at once, as a removed row's does. */
export const setWhitelistStatus = (ctx: Ctx, ids: string[], status: 0 | 1) =>
  changeRows(ctx, ids, { status }, status === 0 ? endSessionsOfRows : undefined);

/**
 * batchSave: rows upserted by phone in the caller's tenant (the one the administrator names), each answered; a bad
 * row (or a phone repeated in the batch) is refused on its own and the good ones are written, in one transaction.
 */
export async function batchSaveWhitelist(
  caller: Ctx,
  tenantId: string | undefined,
  rows: WhitelistBatchRow[],
): Promise<WhitelistBatchReply> {
  const placed = await tenantToAddTo(caller, tenantId);
  return placed.db.transaction(async (tx) => {
    const ctx: Ctx = { ...placed, db: tx as unknown as Ctx['db'] };
    const seen = new Map<string, number>();
    const claim = (key: string, row: number) => {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row);
      return first;
    };
    const inputs: WhitelistInput[] = rows.map((r, i) => ({
      row: i + 1,
      phone: r.phone ?? '',
      realName: r.realName,
      employeeNo: r.employeeNo,
      deptId: r.deptId || null,
      post: r.post === null || r.post === undefined ? null : String(r.post),
      shipperIds: r.shipperIds,
      validFrom: r.validFrom,
      validTo: r.validTo,
      deviceBindRequired: r.deviceBindRequired,
      status: r.status,
      remark: r.remark,
    }));
    const checked = await checkWhitelistRows(ctx, inputs, claim, { requireEditRight: true });
    const separator = ctx.lang === 'zh' ? ';' : '; ';
    const results = new Map<number, WhitelistBatchReply['rows'][number]>();
    const good = [];
    for (const row of checked) {
      if (row.value) good.push({ ...row, value: row.value });
      else results.set(row.row, { row: row.row, phone: row.key, success: false, msg: row.problems.join(separator) });
    }
    for (const r of await upsertWhitelist(ctx, good))
      results.set(r.row, {
        row: r.row,
        phone: r.key,
        success: r.success,
        msg: r.msg,
        ...(r.targetId ? { id: r.targetId } : {}),
      });
    const answered = [...results.values()].sort((a, b) => a.row - b.row);
    const succeeded = answered.filter((r) => r.success).length;
    return { total: answered.length, succeeded, failed: answered.length - succeeded, rows: answered };
  });
}
