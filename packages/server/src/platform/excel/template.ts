import { importMessages, pick } from '@pharma/contract';
import ExcelJS from 'exceljs';
import type { Ctx } from '../context.ts';
import { dictEntries } from '../dict-reader.ts';
import { t } from '../i18n.ts';
import type { ImportTarget } from './import.ts';
import { templateLabel } from './reader.ts';
import { styleHeader } from './writer.ts';

/** The example row's grey, so nobody takes it for data (a row left as it is, is skipped by the import). */
const exampleFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } };

/** Excel refuses sheet names longer than 31 characters or holding any of `[]:*?/\`. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * The import template of a target that imports by module number, its data sheet called `name` (docs/domain.md §3.10): its first sheet has the header
 * row (the template's Chinese labels, `*` for required, kept Chinese for every caller so a filled-in file always
 * matches) and one grey example row, every cell text (a phone number stays 13800001001, not 1.38E+10); a 说明
 * sheet then explains each column in the caller's language: required or not, what to enter, its length, and the
 * values a dictionary allows (read from the system dictionary, as the screens show them).
 */
export async function templateWorkbook(ctx: Ctx, target: ImportTarget, name: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(name), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = target.columns.map((c) => ({
    header: templateLabel(c),
    key: c.key,
    width: Math.min(40, Math.max(14, [...templateLabel(c)].length * 2 + 4)),
    style: { numFmt: '@' },
  }));
  styleHeader(sheet.getRow(1));
  const tenants = (await target.examples?.(ctx)) ?? {};
  const example = sheet.addRow(target.columns.map((c) => (c.tenantExample ? tenants[c.key] : c.example) ?? ''));
  example.eachCell({ includeEmpty: true }, (cell) => {
    cell.fill = exampleFill;
    cell.font = { color: { argb: 'FF7F7F7F' }, italic: true };
  });

  const notes = workbook.addWorksheet(sheetName(t(ctx.lang, importMessages.notesSheet)));
  notes.columns = [
    { header: t(ctx.lang, importMessages.notesColumn), width: 28 },
    { header: t(ctx.lang, importMessages.notesRequired), width: 10 },
    { header: t(ctx.lang, importMessages.notesFormat), width: 80 },
  ];
  styleHeader(notes.getRow(1));
  for (const column of target.columns) {
    const says: string[] = [];
    if (column.note) says.push(pick(column.note, ctx.lang));
    if (column.dict) {
      const entries = await dictEntries({ ...ctx, lang: 'zh' }, column.dict);
      const theirs =
        ctx.lang === 'zh'
          ? undefined
          : new Map((await dictEntries(ctx, column.dict)).map((e) => [e.dictKey, e.dictValue]));
      // The cell takes the Chinese label (the files stay Chinese); an English reader sees what each one means.
      const values = entries.map((e) =>
        theirs ? `${e.dictValue} (${theirs.get(e.dictKey) ?? e.dictValue})` : e.dictValue,
      );
      if (values.length)
        says.push(t(ctx.lang, importMessages.notesAllowed, { values: values.join(ctx.lang === 'zh' ? '、' : ', ') }));
    }
    if (column.max) says.push(t(ctx.lang, importMessages.notesMax, { max: column.max }));
    notes.addRow([
      templateLabel(column),
      t(ctx.lang, column.required ? importMessages.notesYes : importMessages.notesNo),
      says.join(ctx.lang === 'zh' ? ';' : '; '),
    ]);
  }
  notes.addRow([]);
  notes.addRow([t(ctx.lang, importMessages.notesHeader)]);
  notes.addRow([t(ctx.lang, importMessages.notesExample)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
