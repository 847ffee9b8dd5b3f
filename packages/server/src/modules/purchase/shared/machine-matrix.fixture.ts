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
