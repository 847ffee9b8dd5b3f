import {
  type CatalogueColumn,
  type CatalogueTable,
  type modelCalls,
  modelMessages,
  modelResource,
  type QueryOf,
  type TableInfo,
} from '@pharma/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService, type Row } from '../../../platform/crud/service.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import type { DatasourceSessions } from '../../tenant/public.ts';
import { describeTable, listTables } from '../catalogue/catalogue.ts';
import { assertIdentifier } from '../identifiers.ts';
import { modelPrototype } from '../model-prototype/model-prototype.table.ts';
import { model } from './model.table.ts';

const fields = modelResource.fields;

/**
 * 数据模型设计: the CRUD kit over blade_model (the class and code must be identifiers the generated code can use; a
 * removed model takes its columns with it), and the live catalogue of its datasource.
 */
export const modelService = crudService(modelResource, {
  beforeWrite(_ctx, values) {
    assertIdentifier(fields.modelClass.label, values.modelClass);
    assertIdentifier(fields.modelCode.label, values.modelCode);
  },
  async beforeRemove(ctx, ids) {
    await ctx.db
      .update(modelPrototype)
      .set(removedBy(ctx))
      .where(and(scoped(ctx, modelPrototype), inArray(modelPrototype.modelId, ids)));
  },
});

/** A live model of the caller's reach, or 404. */
export async function modelOf(ctx: Ctx, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(model)
    .where(and(scoped(ctx, model), eq(model.id, id)));
  if (!row) throw notFound();
  return row;
}

/** `model/select`: every model, its modelName `<modelTable>: <modelName>` as BladeX's picker shows it. */
export async function modelSelect(ctx: Ctx): Promise<Row[]> {
  if (!ctx.isAdministrator) throw forbidden();
  const rows = await ctx.db.select().from(model).where(scoped(ctx, model)).orderBy(asc(model.id));
  return rows.map((row) => {
    const shaped = modelService.shape(ctx, row);
    return { ...shaped, modelName: `${row.modelTable}: ${row.modelName}` };
  });
}

/** The catalogue reads of 数据模型设计, on the stored datasources' read-only sessions. */
export function modelCatalogue(sessions: DatasourceSessions) {
  async function tableOfModel(ctx: Ctx, query: QueryOf<typeof modelCalls.tableInfo>) {
    if (query.modelId) {
      const row = await modelOf(ctx, query.modelId);
      return { datasourceId: query.datasourceId ?? String(row.datasourceId), table: String(row.modelTable) };
    }
    if (!query.datasourceId || !query.tableName) throw badRequest(modelMessages.noTableInfo);
    return { datasourceId: query.datasourceId, table: query.tableName };
  }

  async function info(ctx: Ctx, datasourceId: string, table: string): Promise<TableInfo> {
    const found = await sessions.withStored(ctx, datasourceId, (session) => describeTable(session, table));
    if (!found) throw badRequest(modelMessages.noTable, { table });
    return found;
  }

  return {
    tableList(ctx: Ctx, query: QueryOf<typeof modelCalls.tableList>): Promise<CatalogueTable[]> {
      return sessions.withStored(ctx, query.datasourceId, (session) => listTables(session, query.name, query));
    },

    async tableInfo(ctx: Ctx, query: QueryOf<typeof modelCalls.tableInfo>): Promise<TableInfo> {
      const { datasourceId, table } = await tableOfModel(ctx, query);
      return info(ctx, datasourceId, table);
    },

    /** The model's saved columns, else its table's as the catalogue has them (the grid fills its defaults). */
    async modelPrototype(
      ctx: Ctx,
      query: QueryOf<typeof modelCalls.modelPrototype>,
      shape: (row: Row) => Row,
    ): Promise<Array<Row | CatalogueColumn>> {
      const row = await modelOf(ctx, query.modelId);
      const saved = await ctx.db
        .select()
        .from(modelPrototype)
        .where(and(scoped(ctx, modelPrototype), eq(modelPrototype.modelId, query.modelId)))
        .orderBy(asc(modelPrototype.id));
      if (saved.length > 0) return saved.map(shape);
      return (await info(ctx, query.datasourceId ?? String(row.datasourceId), String(row.modelTable))).fields;
    },

    info,
  };
}

export type ModelCatalogue = ReturnType<typeof modelCatalogue>;
