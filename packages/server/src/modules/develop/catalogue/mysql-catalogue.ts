import type { CatalogueReader, RawColumn, RawTable } from './catalogue.ts';

/**
 * MySQL's and MariaDB's `information_schema` for the datasource's database: its base tables with their comments,
 * and for one table its columns (`column_type`, nullability, default, comment, primary key) and foreign keys.
 */
export const mysqlCatalogue: CatalogueReader = {
  async tables(session, filter, limit, offset) {
    const rows = await session.query<{ name: string; comment: string | null; partitioned: number }>(
      `select t.table_name as name, t.table_comment as comment,
              (t.create_options like '%partitioned%') as partitioned
         from information_schema.tables t
        where t.table_schema = ? and t.table_type = 'BASE TABLE' and lower(t.table_name) not like 'act\\_%'
          and (? is null or locate(lower(?), lower(t.table_name)) > 0 or locate(lower(?), lower(t.table_comment)) > 0)
        order by t.table_name
        limit ? offset ?`,
      [session.schema, filter ?? null, filter ?? null, filter ?? null, limit, offset],
    );
    return rows.map(
      (r): RawTable => ({
        name: r.name,
        comment: r.comment ?? '',
        kind: Number(r.partitioned) ? 'partitioned' : 'table',
      }),
    );
  },

  async table(session, name) {
    const [table] = await session.query<{ comment: string | null }>(
      `select table_comment as comment from information_schema.tables
        where table_schema = ? and table_name = ? and table_type = 'BASE TABLE'`,
      [session.schema, name],
    );
    if (!table) return undefined;
    const columns = await session.query<{
      name: string;
      type: string;
      dataType: string;
      nullable: string;
      defaultValue: string | null;
      comment: string | null;
      columnKey: string;
    }>(
      `select column_name as name, column_type as type, data_type as dataType, is_nullable as nullable,
              column_default as defaultValue, column_comment as comment, column_key as columnKey
         from information_schema.columns
        where table_schema = ? and table_name = ?
        order by ordinal_position`,
      [session.schema, name],
    );
    const keys = await session.query<{ name: string; toTable: string; toColumn: string }>(
      `select column_name as name, referenced_table_name as toTable, referenced_column_name as toColumn
         from information_schema.key_column_usage
        where table_schema = ? and table_name = ? and referenced_table_name is not null`,
      [session.schema, name],
    );
    return {
      comment: table.comment ?? '',
      columns: columns.map((c): RawColumn => {
        const key = keys.find((k) => k.name === c.name);
        return {
          name: c.name,
          type: c.type,
          dataType: c.dataType,
          nullable: c.nullable === 'YES',
          // MariaDB writes a missing default as the text NULL.
          defaultValue: c.defaultValue === null || c.defaultValue === 'NULL' ? null : String(c.defaultValue),
          comment: c.comment ?? '',
          primaryKey: c.columnKey === 'PRI',
          references: key ? { table: key.toTable, column: key.toColumn } : null,
        };
      }),
    };
  },
};
