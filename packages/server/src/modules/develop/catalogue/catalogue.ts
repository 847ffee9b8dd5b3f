import {
  type CatalogueColumn,
  type CatalogueTable,
  columnOf as declaredColumn,
  resources,
  type TableInfo,
} from '@pharma/contract';
import type { DatasourceSession } from '../../tenant/public.ts';
import { mysqlCatalogue } from './mysql-catalogue.ts';
import { camelOf, entityNameOf, lengthOf, propertyTypeOf } from './names.ts';
import { postgresCatalogue } from './postgres-catalogue.ts';

/** A table as a catalogue reader gives it, before BladeX's rewrites. */
export interface RawTable {
  name: string;
  comment: string;
  kind: 'table' | 'partitioned';
}

/** A column as a catalogue reader gives it. */
export interface RawColumn {
  name: string;
  type: string;
  dataType: string;
  nullable: boolean;
  defaultValue: string | null;
  comment: string;
  primaryKey: boolean;
  references: { table: string; column: string } | null;
}

/** What each database's reader answers. */
export interface CatalogueReader {
  tables(session: DatasourceSession, filter: string | undefined, limit: number): Promise<RawTable[]>;
  /** The table's comment and columns, or undefined when the schema has no such table. */
  table(session: DatasourceSession, name: string): Promise<{ comment: string; columns: RawColumn[] } | undefined>;
}

const readerOf = (session: DatasourceSession): CatalogueReader =>
  session.kind === 'mysql' ? mysqlCatalogue : postgresCatalogue;

/**
 * The most tables one list answers: a catalogue of thousands is searched by name (物理表名's search), not scrolled;
 * the list says nothing is missing only when fewer come back.
 */
export const tableListLimit = 1000;

/** Tables the generator never offers: the workflow engines' own (BladeX skips Flowable's `ACT_`). */
const skipped = /^act_/i;

/** `model/table-list`: the tables, each comment rewritten to `<name>:<comment>` as BladeX answers. */
export async function listTables(session: DatasourceSession, filter?: string): Promise<CatalogueTable[]> {
  const tables = await readerOf(session).tables(session, filter?.trim() || undefined, tableListLimit);
  return tables
    .filter((t) => !skipped.test(t.name))
    .map((t) => ({ name: t.name, kind: t.kind, comment: t.comment ? `${t.name}:${t.comment}` : t.name }));
}

/** `model/table-info`: one table with its columns and their property names, or undefined when there is none. */
export async function describeTable(session: DatasourceSession, name: string): Promise<TableInfo | undefined> {
  const found = await readerOf(session).table(session, name);
  if (!found) return undefined;
  const table = { name, comment: found.comment, entityName: entityNameOf(name), fields: found.columns.map(columnOf) };
  return session.kind === 'builtin' ? withDeclaredLabels(table) : table;
}

/**
 * The console's own tables carry no comments (drizzle writes none): where the project declares the table, a column
 * without a comment takes its field's Chinese label, and the table its screen's title, as a comment would say.
 */
function withDeclaredLabels(table: TableInfo): TableInfo {
  const def = resources.find((r) => r.table === table.name);
  if (!def) return table;
  const labels = new Map(
    Object.entries(def.fields).map(([key, field]) => [declaredColumn(key, field), field.label.zh]),
  );
  return {
    ...table,
    comment: table.comment || def.title.zh,
    fields: table.fields.map((c) => (c.comment ? c : { ...c, comment: labels.get(c.name) ?? '' })),
  };
}

function columnOf(raw: RawColumn): CatalogueColumn {
  const [length, scale] = lengthOf(raw.type);
  return {
    ...raw,
    length,
    scale,
    propertyName: camelOf(raw.name),
    propertyType: propertyTypeOf(raw.dataType, raw.type),
  };
}
