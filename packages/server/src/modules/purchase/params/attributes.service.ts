import {
  paramMessages as m,
  type ParamAttributeRecord,
  type ParamValueType,
  type SaveAttributesBody,
} from '@pharma/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { actingForShipper } from '../setting/shipper-check.ts';
import { dictKeys } from './param-def.service.ts';
import { paramAttributesTable as t } from './params.table.ts';

type Row = typeof t.$inferSelect;

const recordOf = (row: Row): ParamAttributeRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  shipperId: row.shipperId,
  attrCode: row.attrCode,
  attrName: row.attrName,
  valueType: row.valueType as ParamValueType,
  dictType: row.dictType,
  targetEntity: row.targetEntity as ParamAttributeRecord['targetEntity'],
  required: row.required,
  visibleInList: row.visibleInList,
  sort: row.sort,
  enabled: row.enabled,
});

async function attributesOf(ctx: Ctx, shipperId: string, only?: { enabled: true; targetEntity?: string }) {
  const rows = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.shipperId, shipperId),
        scoped(ctx, t, { dataScope: false }),
        only ? eq(t.enabled, true) : undefined,
        only?.targetEntity ? eq(t.targetEntity, only.targetEntity) : undefined,
      ),
    )
    .orderBy(asc(t.sort), asc(t.id));
  return rows.map(recordOf);
}

/** paramAttributes/list: every live attribute of a shipper, enabled or not. */
export async function attributeList(caller: Ctx, shipperId: string): Promise<ParamAttributeRecord[]> {
  const { ctx } = await actingForShipper(caller, shipperId);
  return attributesOf(ctx, shipperId);
}

/** ownerParamAttributes/query: a shipper's enabled attributes in sort order, optionally for one target. */
export async function ownerAttributes(
  caller: Ctx,
  shipperId: string,
  targetEntity?: string,
): Promise<ParamAttributeRecord[]> {
  const { ctx } = await actingForShipper(caller, shipperId);
  return attributesOf(ctx, shipperId, { enabled: true, ...(targetEntity ? { targetEntity } : {}) });
}

/**
 * paramAttributes/saveList: the shipper's list becomes exactly the one given, in one transaction: an attrCode
 * already saved is updated, a new one inserted, a saved one left out removed (soft).
 */
export async function saveAttributeList(caller: Ctx, body: SaveAttributesBody): Promise<ParamAttributeRecord[]> {
  const { ctx } = await actingForShipper(caller, body.shipperId);
  const seen = new Set<string>();
  for (const item of body.list) {
    if (seen.has(item.attrCode)) throw badRequest(m.attrCodeRepeated, { code: item.attrCode });
    seen.add(item.attrCode);
    if (item.valueType === 'ENUM' || item.valueType === 'MULTI_ENUM') {
      if (!item.dictType) throw badRequest(m.dictTypeRequired);
      if (!(await dictKeys(ctx, item.dictType))) throw badRequest(m.dictTypeMissing, { code: item.dictType });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx as unknown as Db };
    const saved = await tx
      .select({ id: t.id, attrCode: t.attrCode })
      .from(t)
      .where(and(eq(t.shipperId, body.shipperId), scoped(inTx, t, { dataScope: false })))
      .for('update');
    const byCode = new Map(saved.map((r) => [r.attrCode, r.id]));
    const now = new Date();
    const missing = saved.filter((r) => !seen.has(r.attrCode)).map((r) => r.id);
    if (missing.length)
      await tx
        .update(t)
        .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: now })
        .where(and(inArray(t.id, missing), scoped(inTx, t, { dataScope: false })));
    for (const [index, item] of body.list.entries()) {
      const values = {
        attrName: item.attrName,
        valueType: item.valueType,
        dictType: item.dictType,
        targetEntity: item.targetEntity,
        required: item.required,
        visibleInList: item.visibleInList,
        sort: item.sort ?? (index + 1) * 10,
        enabled: item.enabled,
        updateUser: ctx.userId,
        updateTime: now,
      };
      const id = byCode.get(item.attrCode);
      if (id)
        await tx
          .update(t)
          .set(values)
          .where(and(eq(t.id, id), scoped(inTx, t, { dataScope: false })));
      else
        await tx.insert(t).values({
          ...values,
          tenantId: ctx.tenantId,
          shipperId: body.shipperId,
          attrCode: item.attrCode,
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
        });
    }
  });
  return attributesOf(ctx, body.shipperId);
}
