import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { type Placement, placementOf, placements, reasons } from './table-distribution.ts';

/**
 * Ready for a PostgreSQL sharded by tenant (Citus; docs/operating.md). Tenants are the distribution key, and a
 * sharded database enforces a primary key or a unique index only inside one shard: so on every tenant-owned table
 * each must carry tenant_id, and a foreign key between tenant tables must join on it. Read from the migrated
 * catalogue, so a new table or index that would not distribute fails here, not on the day of the move.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
});
afterAll(async () => s?.close());

interface TableRow {
  name: string;
  hasTenant: boolean;
  tenantNotNull: boolean;
}
interface KeyRow {
  table: string;
  index: string;
  primary: boolean;
  columns: string[];
}
interface ForeignRow {
  table: string;
  target: string;
  name: string;
  columns: string[];
}

const rowsOf = async <T>(query: SQL): Promise<T[]> => {
  const result = (await s.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/** The public schema's tables, partitions left out (they follow their parent). pg-boss keeps its own schema. */
const tables = () =>
  rowsOf<TableRow>(sql`select c.relname as name,
      a.attname is not null as "hasTenant", coalesce(a.attnotnull, false) as "tenantNotNull"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and c.relname not like '\_\_drizzle%' order by 1`);

/** Primary keys and unique indexes, with their columns (an expression counts as no column). */
const uniqueKeys = () =>
  rowsOf<KeyRow>(sql`select c.relname as table, i.relname as index, x.indisprimary as primary,
      array(select coalesce(a.attname, '(expression)') from unnest(x.indkey) with ordinality k(num, ord)
        left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.num order by k.ord) as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and x.indisunique and not c.relispartition order by 1, 2`);

const foreignKeys = () =>
  rowsOf<ForeignRow>(sql`select c.relname as table, t.relname as target, f.conname as name,
      array(select a.attname from unnest(f.conkey) k(num) join pg_attribute a on a.attrelid = c.oid
        and a.attnum = k.num) as columns
    from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class t on t.oid = f.confrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and f.contype = 'f'`);

describe('every table has a place on a tenant-sharded PostgreSQL', () => {
  it('each listed placement names a table that exists, and each reason a table that needs one', async () => {
    const names = new Set((await tables()).map((t) => t.name));
    expect(Object.keys(placements).filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(reasons).filter((name) => !names.has(name))).toEqual([]);
  });

  it('a tenant-owned table carries tenant_id, not null; a shared one carries it only for a stated reason', async () => {
    const wrong = (await tables()).flatMap((t) => {
      const place: Placement = placementOf(t.name);
      if (place === 'tenant' && !t.hasTenant)
        return [`${t.name}: tenant-owned without tenant_id (place it, or add it)`];
      if (place === 'tenant' && !t.tenantNotNull) return [`${t.name}: tenant_id may be null`];
      if (place !== 'tenant' && t.hasTenant && !reasons[t.name])
        return [`${t.name}: carries tenant_id but is placed ${place}; say why in reasons`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("a tenant-owned table's primary key and every unique index carry tenant_id", async () => {
    const names = new Set((await tables()).map((t) => t.name));
    expect(names.size).toBeGreaterThan(90);
    const keys = await uniqueKeys();
    // Every table has a primary key (a distributed table needs one to be updated by key on its shard).
    expect([...names].filter((name) => !keys.some((k) => k.table === name && k.primary))).toEqual([]);
    const wrong = keys
      .filter((k) => placementOf(k.table) === 'tenant' && !reasons[k.table] && !k.columns.includes('tenant_id'))
      .map((k) => `${k.table}.${k.index}(${k.columns.join(', ')})`);
    expect(wrong).toEqual([]);
  });

  it('a foreign key between tenant tables joins on tenant_id, and none points from a tenant table to a local one', async () => {
    const wrong = (await foreignKeys()).flatMap((f) => {
      const from = placementOf(f.table);
      const to = placementOf(f.target);
      if (from === 'tenant' && to === 'tenant' && !f.columns.includes('tenant_id')) return [`${f.name}: no tenant_id`];
      if (from !== 'platform' && to === 'platform') return [`${f.name}: ${f.table} (${from}) → local ${f.target}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});
