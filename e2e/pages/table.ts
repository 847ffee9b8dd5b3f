import { expect, type Locator } from '@playwright/test';
import { antd, antdCss } from './antd.ts';

/** A table's rows as a person reads them: each row's values by column title. */
export type TableRows = Array<Record<string, string>>;

/**
 * Reads a table as a person does: its leaf column titles (a grouped header's children in place of the group) and
 * each row's cells by title; a column that did not fit is read from the row's folded part (`title: value` below the
 * row), which is opened first by the row's expander, as a person opens it to read what is folded there. Waits for
 * the first row.
 */
export async function readTable(table: Locator): Promise<Array<Record<string, string>>> {
  await expect(antd.rows(table).first()).toBeVisible();
  const closed = antd.foldExpander(antd.rows(table));
  for (let n = await closed.count(); n > 0; n--) await closed.first().click();
  return table.evaluate((el, css) => {
    const heads = [...el.querySelectorAll('thead')];
    const headRows = heads.flatMap((h) => [...h.querySelectorAll('tr')]);
    const titles: string[] = [];
    const grouped = headRows[1] ? [...headRows[1].querySelectorAll('th')] : [];
    for (const th of headRows[0] ? [...headRows[0].querySelectorAll('th')] : []) {
      if (th.classList.contains(css.scrollbarClass)) continue;
      const span = Number(th.getAttribute('colspan') ?? 1);
      if (span > 1 && grouped.length) for (let i = 0; i < span; i++) titles.push(grouped.shift()!.innerText.trim());
      else titles.push((th as HTMLElement).innerText.trim());
    }
    return [...el.querySelectorAll(css.bodyRows)].map((tr) => {
      const cells = [...tr.querySelectorAll(':scope > td')].map((td) => (td as HTMLElement).innerText.trim());
      const shown = Object.fromEntries(titles.map((title, i) => [title, cells[i] ?? '']));
      // The folded part: the next row, when it is this row's expansion, holds the folded columns as dt / dd.
      const next = tr.nextElementSibling;
      const fold = next?.classList.contains(css.expandedRowClass)
        ? next.querySelector('[data-testid="folded-columns"]')
        : null;
      for (const dt of fold ? [...fold.querySelectorAll(':scope > dt')] : [])
        shown[(dt as HTMLElement).innerText.trim()] = (
          (dt.nextElementSibling as HTMLElement | null)?.innerText ?? ''
        ).trim();
      return shown;
    });
  }, antdCss);
}

/** Where a column's first cell lies against the table's visible part. */
export interface CellPlace {
  title: string;
  missing?: boolean;
  /** Right of the table's left edge and left of its fixed 操作 column (or the window's edge). */
  inside?: boolean;
  /** What a click at its middle would hit is the cell itself. */
  onTop?: boolean;
}

/**
 * Where each named column's first-row cell lies against the table's visible part (its scroll area, up to the fixed
 * 操作 column that covers its right), once that row is scrolled into the middle of the view.
 */
export async function firstCellsPlace(
  table: Locator,
  titles: string[],
): Promise<{ error?: string; cells?: CellPlace[] }> {
  await expect(antd.rows(table).first()).toBeVisible();
  return table.evaluate(
    (root, { wanted, css }) => {
      const head = [...root.querySelectorAll<HTMLTableCellElement>('thead th')];
      const row = root.querySelector<HTMLTableRowElement>(css.bodyRows);
      const scroller = root.querySelector<HTMLElement>(css.scrollArea);
      if (!row || !scroller) return { error: 'no row or no table' };
      row.scrollIntoView({ block: 'center' });
      const area = scroller.getBoundingClientRect();
      // The fixed 操作 column covers the table's right: the visible part ends where it starts.
      const fixed = row.querySelector<HTMLElement>(css.fixedRightCell);
      const right = Math.min(area.right, window.innerWidth, fixed ? fixed.getBoundingClientRect().left : area.right);
      const cells = [...row.children] as HTMLElement[];
      return {
        cells: wanted.map((title) => {
          const index = head.findIndex((th) => th.textContent?.trim() === title);
          if (index < 0) return { title, missing: true };
          const box = cells[index]!.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
          return {
            title,
            inside: box.left >= area.left - 1 && box.right <= right + 1,
            onTop: hit !== null && cells[index]!.contains(hit),
          };
        }),
      };
    },
    { wanted: titles, css: antdCss },
  );
}
