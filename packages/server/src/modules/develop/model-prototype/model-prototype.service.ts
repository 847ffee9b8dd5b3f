import {
  type BodyOf,
  modelMessages,
  type modelPrototypeCalls,
  modelPrototypeResource,
  type PrototypeSync,
  prototypeComponents,
  prototypeOf,
  prototypePropertyTypes,
  prototypeQueryTypes,
} from '@pharma/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService, type Row } from '../../../platform/crud/service.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { assertIdentifier } from '../identifiers.ts';
import { type ModelCatalogue, modelOf } from '../model/model.service.ts';
import { modelPrototype } from './model-prototype.table.ts';

const fields = modelPrototypeResource.fields;

function assertOneOf(label: (typeof fields)[keyof typeof fields]['label'], value: unknown, options: readonly string[]) {
  if (value !== undefined && value !== null && value !== '' && !options.includes(String(value)))
    throw badRequest(modelMessages.notOneOf, { what: label, options: options.join(', ') });
}

/** What a column's settings must be, however they arrive (the kit's submit or the grid's 提交). */
function checkSettings(values: Row) {
  assertIdentifier(fields.propertyName.label, values.propertyName);
  assertOneOf(fields.propertyType.label, values.propertyType, prototypePropertyTypes);
  assertOneOf(fields.componentType.label, values.componentType, prototypeComponents);
  assertOneOf(fields.queryType.label, values.queryType, prototypeQueryTypes);
  for (const flag of ['isList', 'isForm', 'isRow', 'isRequired', 'isQuery'] as const)
    assertOneOf(fields[flag].label, values[flag] === undefined ? undefined : String(values[flag]), ['0', '1']);
}

/** 模型字段: the CRUD kit over blade_model_prototype, with the settings checked. */
export const modelPrototypeService = crudService(modelPrototypeResource, {
  beforeWrite(_ctx, values) {
    checkSettings(values);
  },
});

const liveOf = (ctx: Ctx, modelId: string) =>
  ctx.db
    .select()
    .from(modelPrototype)
    .where(and(scoped(ctx, modelPrototype), eq(modelPrototype.modelId, modelId)))
    .orderBy(asc(modelPrototype.id));

/** A column row added to a model, with who added it. */
const addColumn = (db: Db, ctx: Ctx, values: Row) =>
  db.insert(modelPrototype).values({
    ...values,
    createUser: ctx.userId,
    createDept: ctx.deptIds[0] ?? null,
    updateUser: ctx.userId,
  } as never);

/** A model's column rows removed, softly as the kit removes rows. */
async function removeColumns(db: Db, ctx: Ctx, ids: readonly string[]) {
  if (ids.length > 0)
    await db
      .update(modelPrototype)
      .set(removedBy(ctx))
      .where(inArray(modelPrototype.id, [...ids]));
}

/**
 * The grid's 提交: the model's columns become exactly these, in one transaction. A row keeps its id when it names
 * one of the model's rows, else it takes the saved row of its column name, else it is new; the saved rows not sent
 * are removed. Every row is checked before anything is written.
 */
export async function submitList(ctx: Ctx, rows: BodyOf<typeof modelPrototypeCalls.submitList>): Promise<Row[]> {
  if (!ctx.isAdministrator) throw forbidden();
  const modelIds = new Set(rows.map((r) => r.modelId));
  if (modelIds.size !== 1) throw badRequest(modelMessages.oneModel);
  const modelId = String([...modelIds][0]);
  await modelOf(ctx, modelId);
  const names = new Set<string>();
  for (const row of rows) {
    checkSettings(row);
    const name = String(row.jdbcName ?? '');
    if (!name) throw badRequest('requiredField', { field: fields.jdbcName.label });
    if (names.has(name)) throw badRequest(modelMessages.duplicateColumn, { name });
    names.add(name);
  }
  await ctx.db.transaction(async (tx) => {
    const saved = await liveOf({ ...ctx, db: tx }, modelId);
    const byId = new Map(saved.map((r) => [String(r.id), r]));
    const byName = new Map(saved.map((r) => [String(r.jdbcName), r]));
    const kept = new Set<string>();
    const now = new Date();
    for (const row of rows) {
      const { id, ...values } = row;
      const match = (id && byId.get(String(id))) || byName.get(String(row.jdbcName));
      if (match && !kept.has(String(match.id))) {
        kept.add(String(match.id));
        await tx
          .update(modelPrototype)
          .set({ ...values, modelId, updateUser: ctx.userId, updateTime: now })
          .where(eq(modelPrototype.id, String(match.id)));
      } else {
        await addColumn(tx, ctx, { ...values, modelId });
      }
    }
    await removeColumns(
      tx,
      ctx,
      saved.map((r) => String(r.id)).filter((savedId) => !kept.has(savedId)),
    );
  });
  return (await liveOf(ctx, modelId)).map((r) => modelPrototypeService.shape(ctx, r));
}

/** `model-prototype/select`: the model's columns, each jdbcComment `<jdbcName>: <comment>` for BladeX's pickers. */
export async function prototypeSelect(ctx: Ctx, modelId: string): Promise<Row[]> {
  if (!ctx.isAdministrator) throw forbidden();
  return (await liveOf(ctx, modelId)).map((r) => ({
    ...modelPrototypeService.shape(ctx, r),
    jdbcComment: `${r.jdbcName}: ${r.jdbcComment ?? ''}`,
  }));
}

/**
 * 从数据库同步: the model's table in the catalogue against its saved columns, by column name. `apply` adds the new
 * columns with the grid's defaults, removes the dropped ones and takes the new type and comment of the changed
 * ones, keeping every setting a person made (list, form, query, dictionary, component).
 */
export function prototypeSync(catalogue: ModelCatalogue) {
  async function diff(ctx: Ctx, modelId: string) {
    const row = await modelOf(ctx, modelId);
    const table = await catalogue.info(ctx, String(row.datasourceId), String(row.modelTable));
    const saved = await liveOf(ctx, modelId);
    const savedByName = new Map(saved.map((r) => [String(r.jdbcName), r]));
    const inTable = new Set(table.fields.map((c) => c.name));
    const typeOf = (t: string) => t.slice(0, 50);
    const result: PrototypeSync = {
      added: table.fields
        .filter((c) => !savedByName.has(c.name))
        .map((c) => ({ jdbcName: c.name, jdbcType: typeOf(c.type), jdbcComment: c.comment })),
      dropped: saved
        .filter((r) => !inTable.has(String(r.jdbcName)))
        .map((r) => ({ id: String(r.id), jdbcName: String(r.jdbcName) })),
      changed: table.fields.flatMap((c) => {
        const was = savedByName.get(c.name);
        if (!was) return [];
        const from = { jdbcType: String(was.jdbcType ?? ''), jdbcComment: String(was.jdbcComment ?? '') };
        const to = { jdbcType: typeOf(c.type), jdbcComment: c.comment.slice(0, 500) };
        return from.jdbcType === to.jdbcType && from.jdbcComment === to.jdbcComment
          ? []
          : [{ id: String(was.id), jdbcName: c.name, from, to }];
      }),
    };
    return { result, table };
  }

  return {
    async preview(ctx: Ctx, modelId: string): Promise<PrototypeSync> {
      if (!ctx.isAdministrator) throw forbidden();
      return (await diff(ctx, modelId)).result;
    },

    async apply(ctx: Ctx, modelId: string): Promise<PrototypeSync> {
      if (!ctx.isAdministrator) throw forbidden();
      const { result, table } = await diff(ctx, modelId);
      const now = new Date();
      await ctx.db.transaction(async (tx) => {
        for (const added of result.added) {
          const column = table.fields.find((c) => c.name === added.jdbcName)!;
          await addColumn(tx, ctx, prototypeOf(modelId, column));
        }
        await removeColumns(
          tx,
          ctx,
          result.dropped.map((d) => d.id),
        );
        for (const changed of result.changed)
          await tx
            .update(modelPrototype)
            .set({ ...changed.to, updateUser: ctx.userId, updateTime: now })
            .where(eq(modelPrototype.id, changed.id));
      });
      return result;
    },
  };
}
