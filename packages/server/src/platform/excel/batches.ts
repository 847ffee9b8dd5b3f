/** Rows read per query by an export: enough to keep the database busy, few enough to keep memory flat. */
export const exportBatchSize = 1000;

/**
 * The rows of a list read `size` at a time by LIMIT/OFFSET (the list's own ORDER BY, which ends with the id, keeps
 * the pages from overlapping), each batch yielded before the next is read; stops after the first short batch.
 */
export async function* offsetBatches<T>(
  fetch: (limit: number, offset: number) => Promise<T[]>,
  size = exportBatchSize,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/**
 * The rows of a list in descending id order (the lists' default), read `size` at a time by keyset: each batch
 * starts below the last id of the one before, so every query costs the same however deep the export is, and rows
 * added meanwhile neither shift nor repeat the ones still to come.
 */
export async function* keysetBatches<T extends Record<string, unknown>>(
  fetch: (below: string | undefined, limit: number) => Promise<T[]>,
  size = exportBatchSize,
): AsyncGenerator<T[]> {
  let below: string | undefined;
  for (;;) {
    const rows = await fetch(below, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    below = String(rows[rows.length - 1]!.id);
  }
}
