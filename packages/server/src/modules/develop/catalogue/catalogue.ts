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
  /** A page of the tables by name (workflow engines' `ACT_` tables left out), from `offset`. */
  tables(session: DatasourceSession, filter: string | undefined, limit: number, offset: number): Promise<RawTable[]>;
  /** The table's comment and columns, or undefined when the schema has no such table. */
  table(session: DatasourceSession, name: string): Promise<{ comment: string; columns: RawColumn[] } | undefined>;
}

const readerOf = (session: DatasourceSession): CatalogueReader =>
  session.kind === 'mysql' ? mysqlCatalogue : postgresCatalogue;

/**
 * The most tables one list answers: a catalogue of thousands is searched by name (物理表名's search) or read a page
 * at a time (`current`, `size`); a page shorter than its size is the last.
 */
export const tableListLimit = 1000;

/**
 * `model/table-list`: a page of the tables (the first thousand unless asked otherwise), each comment rewritten to
 * `<name>:<comment>` as BladeX answers. BladeX skips Flowable's `ACT_` tables; so do the readers.
 */
export async function listTables(
  session: DatasourceSession,
  filter?: string,
  page: { current?: string | undefined; size?: string | undefined } = {},
): Promise<CatalogueTable[]> {
  // As the CRUD kit reads a page: whatever is not a whole number from 1 is the default.
  const whole = (text: string | undefined, fallback: number) => {
    const n = Number(text);
    return Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  const size = Math.min(whole(page.size, tableListLimit), tableListLimit);
  const offset = (Math.min(whole(page.current, 1), 1_000_000) - 1) * size;
  const tables = await readerOf(session).tables(session, filter?.trim() || undefined, size, offset);
  const titled = session.kind === 'builtin' ? declaredTitles() : new Map<string, string>();
  return tables.map((t) => {
    const comment = t.comment || titled.get(t.name);
    return { name: t.name, kind: t.kind, comment: comment ? `${t.name}:${comment}` : t.name };
  });
}

/** The console's own tables by the screens that declare them (their comments, which drizzle does not write). */
function declaredTitles(): Map<string, string> {
  return new Map(resources.map((r) => [r.table, r.title.zh]));
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
