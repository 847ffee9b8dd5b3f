import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Row actions as a user reaches them: a link in the 操作 cell, or, past three buttons, an entry of the row's 更多
 * menu (crud/columns.tsx). `row` is the index of the table row (or the row element itself).
 */
function rowAt(row: number | HTMLElement): HTMLElement {
  if (typeof row !== 'number') return row;
  const rows = document.body.querySelectorAll<HTMLElement>('tbody tr.ant-table-row');
  const found = rows[row];
  if (!found) throw new Error(`no table row ${row} (of ${rows.length})`);
  return found;
}

/** Clicks the row's action `name`, opening its 更多 menu first when the action folded there. */
export async function clickRowAction(row: number | HTMLElement, name: string): Promise<void> {
  const cell = rowAt(row);
  const link = within(cell).queryByRole('button', { name });
  if (link) {
    fireEvent.click(link);
    return;
  }
  const more = within(cell).queryByTestId('row-more');
  if (!more) throw new Error(`row has no ${name} and no 更多`);
  fireEvent.click(more);
  const entries = await screen.findAllByRole('menuitem', { name });
  fireEvent.click(entries[entries.length - 1]!);
}

/** The row's actions by their labels, the ones folded into 更多 included (from its data-actions). */
export function rowActionNames(row: number | HTMLElement): string[] {
  return within(rowAt(row))
    .queryAllByRole('button')
    .filter((b) => !b.closest('.ant-table-selection-column') && !b.closest('.ant-table-row-expand-icon-cell'))
    .flatMap((b) => (b.dataset.actions === undefined ? [b.textContent?.trim() ?? ''] : b.dataset.actions.split('\n')));
}
