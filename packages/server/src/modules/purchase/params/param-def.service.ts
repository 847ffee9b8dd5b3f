import {
  componentsFor,
  paramMessages as m,
  type Page,
  type ParamComponentType,
  type ParamDefBody,
  type ParamDefRecord,
  type ParamValueRecord,
  type ParamValueType,
} from '@pharma/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import type { Db } from '../../../platform/db/database.ts';
import { dictEntries } from '../../../platform/dict-reader.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { inTenantOfRow, perTenant } from '../../../platform/tenant-reach.ts';
import { actingForShipper } from '../setting/shipper-check.ts';
import { tablePage } from '../shared/paging.ts';
import { checkedValue, compareDecimal } from './param-value.rules.ts';
import { paramDefTable as d, setPageTable, paramValueTable as v } from './params.table.ts';
import { pageRow } from './set-page.service.ts';

type DefRow = typeof d.$inferSelect;

export const defRecord = (row: DefRow): ParamDefRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  pageId: row.pageId,
  typename: row.typename,
  paramKey: row.paramKey,
  paramName: row.paramName,
  valueType: row.valueType as ParamValueType,
  componentType: row.componentType as ParamComponentType,
  dictType: row.dictType,
  defaultValue: row.defaultValue,
  required: row.required,
  minValue: row.minValue,
  maxValue: row.maxValue,
  unit: row.unit,
  helpText: row.helpText,
  sort: row.sort,
});

const defOrder = [asc(d.sort), asc(d.id)];

/** The live definitions of a page, in sort order. */
async function defsOf(ctx: Ctx, pageId: string, typename?: string): Promise<DefRow[]> {
  return ctx.db
    .select()
    .from(d)
    .where(
      and(eq(d.pageId, pageId), scoped(ctx, d, { dataScope: false }), typename ? eq(d.typename, typename) : undefined),
    )
    .orderBy(...defOrder);
}

/** The keys of a dictionary (ENUM options), undefined when it has none. */
export async function dictKeys(ctx: Ctx, code: string | null): Promise<Set<string> | undefined> {
  if (!code) return undefined;
  const entries = await dictEntries(ctx, code);
  return entries.length ? new Set(entries.map((e) => e.dictKey)) : undefined;
}

/** paramSetPageCont/list: a page's definitions, paged. */
export async function paramDefList(
  caller: Ctx,
  query: { current?: string; size?: string; pageId: string; typename?: string },
): Promise<Page<ParamDefRecord>> {
  const ctx = await inTenantOfPage(caller, query.pageId);
  await pageRow(ctx, query.pageId);
  const { current, size } = pagingOf({ size: '500', ...query });
  const where = and(
    eq(d.pageId, query.pageId),
    scoped(ctx, d, { dataScope: false }),
    query.typename ? eq(d.typename, query.typename) : undefined,
  );
  const { rows, total } = await tablePage(ctx.db, d, where, defOrder, { current, size });
  return pageOf(rows.map(defRecord), total, current, size);
}

/** The caller placed in the tenant of a page (the administrator reaches any tenant's). */
function inTenantOfPage(caller: Ctx, pageId: string): Promise<Ctx> {
  return inTenantOfRow(caller, setPageTable, pageId);
}

/** Checks a definition's shape: component suits the type, ENUM names an existing dictionary, bounds, default. */
async function checkDefinition(ctx: Ctx, body: ParamDefBody) {
  if (!componentsFor[body.valueType].includes(body.componentType))
    throw badRequest(m.componentMismatch, { component: body.componentType, type: body.valueType });
  let keys: Set<string> | undefined;
  if (body.valueType === 'ENUM' || body.valueType === 'MULTI_ENUM') {
    if (!body.dictType) throw badRequest(m.dictTypeRequired);
    keys = await dictKeys(ctx, body.dictType);
    if (!keys) throw badRequest(m.dictTypeMissing, { code: body.dictType });
  }
  if (body.minValue !== null && body.maxValue !== null && compareDecimal(body.minValue, body.maxValue) > 0)
    throw badRequest(m.boundsReversed);
  if (body.defaultValue) {
    try {
      checkedValue({ ...body, required: false }, body.defaultValue, keys);
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      throw badRequest(m.badDefault, { reason });
    }
  }
}

/** paramSetPageCont/submit: adds or updates one definition (its key unique within the page). */
export async function submitParamDef(caller: Ctx, body: ParamDefBody): Promise<ParamDefRecord> {
  const ctx = await inTenantOfPage(caller, body.pageId);
  await pageRow(ctx, body.pageId);
  await checkDefinition(ctx, body);
  const values = {
    pageId: body.pageId,
    typename: body.typename,
    paramKey: body.paramKey,
    paramName: body.paramName,
    valueType: body.valueType,
    componentType: body.componentType,
    dictType: body.dictType,
    defaultValue: body.defaultValue,
    required: body.required,
    minValue: body.minValue,
    maxValue: body.maxValue,
    unit: body.unit,
    helpText: body.helpText,
    sort: body.sort,
    updateUser: ctx.userId,
    updateTime: new Date(),
  };
  try {
    if (body.id) {
      const [row] = await ctx.db
        .update(d)
        .set(values)
        .where(and(eq(d.id, body.id), eq(d.pageId, body.pageId), scoped(ctx, d, { dataScope: false })))
        .returning();
      if (!row) throw notFound(m.definitionMissing);
      return defRecord(row);
    }
    const [row] = await ctx.db
      .insert(d)
      .values({ ...values, tenantId: ctx.tenantId, createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null })
      .returning();
    return defRecord(row!);
  } catch (error) {
    if (uniqueViolation(error)) throw badRequest(m.paramKeyTaken, { key: body.paramKey });
    throw error;
  }
}

/** paramSetPageCont/remove: removes definitions and the values saved for them. */
export async function removeParamDefs(caller: Ctx, ids: string[]): Promise<number> {
  const counts = await perTenant(caller, d, ids, (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const inTx = { ...ctx, db: tx as unknown as Db };
      const who = { isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() };
      const gone = await tx
        .update(d)
        .set(who)
        .where(and(inArray(d.id, group), scoped(inTx, d, { dataScope: false })))
        .returning({ pageId: d.pageId, paramKey: d.paramKey });
      for (const g of gone)
        await tx
          .delete(v)
          .where(and(eq(v.pageId, g.pageId), eq(v.paramKey, g.paramKey), scoped(inTx, v, { dataScope: false })));
      return gone.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** paramSetPageCont/getTypename: a page's distinct group names, in the order of their first definition. */
export async function typenamesOf(caller: Ctx, pageId: string): Promise<string[]> {
  const ctx = await inTenantOfPage(caller, pageId);
  await pageRow(ctx, pageId);
  const rows = await ctx.db
    .select({ typename: d.typename, first: sql<number>`min(${d.sort})`, firstId: sql<string>`min(${d.id})` })
    .from(d)
    .where(and(eq(d.pageId, pageId), scoped(ctx, d, { dataScope: false })))
    .groupBy(d.typename)
    .orderBy(sql`min(${d.sort})`, sql`min(${d.id})`);
  return rows.map((r) => r.typename);
}

/** Every definition of a page merged with the shipper's saved value (else its default). */
async function mergedValues(ctx: Ctx, pageId: string, shipperId: string): Promise<ParamValueRecord[]> {
  const defs = await defsOf(ctx, pageId);
  const saved = await ctx.db
    .select({ paramKey: v.paramKey, paramValue: v.paramValue })
    .from(v)
    .where(and(eq(v.pageId, pageId), eq(v.shipperId, shipperId), scoped(ctx, v, { dataScope: false })));
  const byKey = new Map(saved.map((s) => [s.paramKey, s.paramValue]));
  return defs.map((row) => ({
    ...defRecord(row),
    paramValue: byKey.has(row.paramKey) ? (byKey.get(row.paramKey) ?? null) : row.defaultValue,
    saved: byKey.has(row.paramKey),
  }));
}

/** paramSetPageCont/queryValues. */
export async function queryValues(caller: Ctx, pageId: string, shipperId: string): Promise<ParamValueRecord[]> {
  const { ctx } = await actingForShipper(caller, shipperId);
  await pageInShippersTenant(caller, ctx, pageId);
  return mergedValues(ctx, pageId, shipperId);
}

/**
 * The page, in the tenant the shipper belongs to. The platform administrator reaches every tenant's pages and
 * shippers, so a page and a shipper of two tenants is their mistake to be told plainly, not a bare "not found".
 */
async function pageInShippersTenant(caller: Ctx, ctx: Ctx, pageId: string) {
  try {
    return await pageRow(ctx, pageId);
  } catch (error) {
    if (!caller.isAdministrator || ctx.tenantId === caller.tenantId) throw error;
    const page = await pageRow(caller, pageId).catch(() => undefined);
    if (!page) throw error;
    throw badRequest(m.pageOfOtherTenant, { name: page.pageName, page: page.tenantId, shipper: ctx.tenantId });
  }
}

/**
 * saveValues (typename absent: every parameter of the page) and saveValuesByCategory (one group): checks each
 * value against its definition and upserts them in one transaction. A key the page (or the group) lacks is refused;
 * a key left out keeps its saved value or default, which must still satisfy `required`. Only published pages.
 */
export async function saveValues(
  caller: Ctx,
  input: { pageId: string; shipperId: string; values: Record<string, string>; typename?: string },
): Promise<ParamValueRecord[]> {
  const { ctx } = await actingForShipper(caller, input.shipperId);
  const page = await pageInShippersTenant(caller, ctx, input.pageId);
  if (page.status !== 1) throw badRequest(m.pageNotPublished);
  const defs = await defsOf(ctx, input.pageId);
  const byKey = new Map(defs.map((row) => [row.paramKey, row]));
  if (input.typename !== undefined && !defs.some((row) => row.typename === input.typename))
    throw badRequest(m.typenameMissing, { typename: input.typename });
  for (const key of Object.keys(input.values)) {
    const row = byKey.get(key);
    if (!row) throw badRequest(m.unknownKey, { key });
    if (input.typename !== undefined && row.typename !== input.typename)
      throw badRequest(m.notInSection, { key, typename: input.typename });
  }
  const current = new Map(
    (await mergedValues(ctx, input.pageId, input.shipperId)).map((r) => [r.paramKey, r.paramValue ?? '']),
  );
  const targets = input.typename === undefined ? defs : defs.filter((row) => row.typename === input.typename);
  const checked: Array<{ key: string; value: string }> = [];
  for (const row of targets) {
    const raw = Object.hasOwn(input.values, row.paramKey)
      ? input.values[row.paramKey]!
      : (current.get(row.paramKey) ?? '');
    checked.push({ key: row.paramKey, value: checkedValue(row, raw, await dictKeys(ctx, row.dictType)) });
  }
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    for (const { key, value } of checked)
      await tx
        .insert(v)
        .values({
          tenantId: ctx.tenantId,
          shipperId: input.shipperId,
          pageId: input.pageId,
          paramKey: key,
          paramValue: value,
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
          updateUser: ctx.userId,
          updateTime: now,
        })
        .onConflictDoUpdate({
          target: [v.tenantId, v.shipperId, v.pageId, v.paramKey],
          set: { paramValue: value, isDeleted: 0, updateUser: ctx.userId, updateTime: now },
        });
  });
  return mergedValues(ctx, input.pageId, input.shipperId);
}
