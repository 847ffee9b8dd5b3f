import type { Text } from '@pharma/contract';
import { badRequest } from '../errors.ts';
import { exportBatchSize } from './batches.ts';

/**
 * Shared by the exports of the tree screens (departments, roles, menus). Their lists build the whole tree in memory
 * (a tenant's departments or roles, the platform's menus: hundreds of rows, not millions), so the export reads the
 * list itself and writes it flattened, rather than repeating its filters and visibility in SQL.
 */

type Node<T> = T & { children?: Node<T>[] };

/** A tree's rows in the order the tree table shows them, fully opened: each row, then its children (already by sort). */
export function depthFirst<T>(roots: Node<T>[], parent?: Node<T>): Array<{ row: Node<T>; parent?: Node<T> }> {
  return roots.flatMap((row) => [{ row, parent }, ...depthFirst(row.children ?? [], row)]);
}

/** Rows already read, handed to the writer a batch at a time like rows read from the database. */
export async function* inBatches<T>(rows: T[], size = exportBatchSize): AsyncGenerator<T[]> {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}

/**
 * The text filters of a tree screen's search out of the export request, as its list call reads them: text (a
 * number as its digits), nothing when absent; anything else is refused, with the field's label, before the
 * download starts. Keys the screen does not send are ignored, as the list call ignores them.
 */
export function textFilters<K extends string>(
  raw: Record<string, unknown>,
  labels: Record<K, Text>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(labels) as K[]) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw badRequest('invalidField', { field: labels[key] });
    }
    out[key] = String(value);
  }
  return out;
}
