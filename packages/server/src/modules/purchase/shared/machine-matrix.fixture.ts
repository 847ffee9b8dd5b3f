import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../../../test/helpers/api-kit.ts';
import type { Db } from '../../../platform/db/database.ts';

/**
 * A status machine's expected moves written out as a literal table (docs/domain.md §2.6–§2.8), so a machine test
 * compares the server with what the design says rather than with the machine the server itself enforces. One row per
 * status, one column per action; a cell is the status the document lands in, `del` (removed), or `-` (refused).
 *
 *   status | edit commit
 *   0      | 0    1
 *   1      | -    -
 */
export type Expected = number | 'removed' | 'refused';

export function machineMatrix<A extends string>(table: string): Array<[status: number, action: A, expected: Expected]> {
  const [head, ...lines] = table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()));
  const actions = head![1]!.split(/\s+/) as A[];
  return lines.flatMap(([status, cells]) => {
    const values = cells!.split(/\s+/);
    if (values.length !== actions.length)
      throw new Error(`row ${status}: ${values.length} cells for ${actions.length}`);
    return actions.map((action, i): [number, A, Expected] => {
      const cell = values[i]!;
      return [Number(status), action, cell === '-' ? 'refused' : cell === 'del' ? 'removed' : Number(cell)];
    });
  });
}

/**
 * Saves a document through its submit call (`saved` is that reply), then puts it straight into `status` in `table`,
 * where the move under test starts.
 */
export async function savedInStatus(db: Db, saved: SentReply, table: string, status: number): Promise<string> {
  expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
  const id = (saved.body.data as { id: string }).id;
  await db.execute(sql`update ${sql.identifier(table)} set status = ${status} where id = ${id}`);
  return id;
}

/**
 * One cell of the matrix, checked: a refused move fails with `refusal` (naming the status and the action) and leaves
 * the document as it was; an allowed one succeeds and lands where the table says. Answers whether it was allowed.
 */
export function expectCell(res: SentReply, after: Landed, status: number, lands: Expected, refusal: string): boolean {
  if (lands === 'refused') {
    expect(res.body.success, JSON.stringify(res.body)).toBe(false);
    expect(res.body.msg).toBe(refusal);
    expect(after).toEqual({ status, is_deleted: 0 });
    return false;
  }
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  if (lands === 'removed') expect(after.is_deleted).toBe(1);
  else expect(after).toEqual({ status: lands, is_deleted: 0 });
  return true;
}

/** The last status-log row of a document: the move just made. */
export async function lastMove(db: Db, entity: 'plan' | 'order' | 'contract', id: string) {
  const logs = await rowsOf<{ from_status: number | null; to_status: number; action: string }>(
    db,
    sql`select from_status, to_status, action from sc_status_log where entity = ${entity} and entity_id = ${id} order by id`,
  );
  return logs.at(-1);
}

type SentReply = { body: { success: boolean; msg: string; data?: unknown } };
type Landed = { status: number; is_deleted: number };

/** The matrix names every status of the document (`statusNames`) and every action of its `machine`, no more. */
export function expectCovers<A extends string>(
  expected: Array<[number, A, Expected]>,
  statusNames: Record<number, unknown>,
  machine: Record<A, unknown>,
): void {
  expect(new Set(expected.map(([status]) => status))).toEqual(new Set(Object.keys(statusNames).map(Number)));
  expect(new Set(expected.map(([, action]) => action))).toEqual(new Set(Object.keys(machine)));
}
