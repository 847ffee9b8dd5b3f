import type { CatalogueReader, RawColumn, RawTable } from './catalogue.ts';

/**
 * PostgreSQL's catalogue (the built-in database, PGlite included, and PostgreSQL datasources): ordinary tables and
 * partitioned parents of the datasource's schema (never the partitions), their comments, and for one table its
 * columns with `format_type`, nullability, default, comment, primary key and foreign key.
 */
export const postgresCatalogue: CatalogueReader = {
  async tables(session, filter, limit, offset) {
    return session.query<RawTable>(
      `select c.relname as name, coalesce(obj_description(c.oid, 'pg_class'), '') as comment,
              case c.relkind when 'p' then 'partitioned' else 'table' end as kind
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition and c.relname !~* '^act_'
          and ($2::text is null or strpos(lower(c.relname), lower($2)) > 0
               or strpos(lower(coalesce(obj_description(c.oid, 'pg_class'), '')), lower($2)) > 0)
        order by c.relname
        limit $3 offset $4`,
      [session.schema, filter ?? null, limit, offset],
    );
  },

  async table(session, name) {
    const [table] = await session.query<{ oid: number; comment: string }>(
      `select c.oid::int8 as oid, coalesce(obj_description(c.oid, 'pg_class'), '') as comment
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [session.schema, name],
    );
    if (!table) return undefined;
    const columns = await session.query<RawColumn>(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, t.typname as "dataType",
              not a.attnotnull as nullable, pg_get_expr(d.adbin, d.adrelid) as "defaultValue",
              coalesce(col_description(a.attrelid, a.attnum), '') as comment,
              exists (select 1 from pg_index i
                       where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any (i.indkey)) as "primaryKey",
              (select json_build_object('table', fc.relname, 'column', fa.attname)
                 from pg_constraint k
                 join pg_class fc on fc.oid = k.confrelid
                 join pg_attribute fa on fa.attrelid = k.confrelid
                                     and fa.attnum = k.confkey[array_position(k.conkey, a.attnum)]
                where k.conrelid = a.attrelid and k.contype = 'f' and a.attnum = any (k.conkey)
                limit 1) as "references"
         from pg_attribute a
         join pg_type t on t.oid = a.atttypid
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = $1::oid and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [String(table.oid)],
    );
    return { comment: table.comment, columns };
  },
};
