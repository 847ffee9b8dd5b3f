import { codePrefixUnder, regionMaxLevel, regionMessages, type Text } from '@pharma/contract';
import { inArray } from 'drizzle-orm';
import { dictLabels } from '../../../platform/dict-reader.ts';
import type { CheckedRow, ImportColumn, ImportRowResult, ImportTarget } from '../../../platform/excel/import.ts';
import { t } from '../../../platform/i18n.ts';
import { ancestorsUnder, pathColumns } from './region.rules.ts';
import { region } from './region.table.ts';

/** The most rows one region import takes (a province's towns fit; the whole country is several files). */
export const maxRegionImportRows = 20_000;

/**
 * BladeX's RegionExcel columns that an import reads (区划编号, 父区划编号, 区划名称, 层级, 排序, 备注); its other
 * columns (祖区划编号, 省级区划编号 … 村级名称) follow from the parent here, so a BladeX export imports as it is.
 */
export const regionImportColumns: ImportColumn<'code' | 'parentCode' | 'name' | 'level' | 'sort' | 'remark'>[] = [
  { key: 'code', label: { zh: '区划编号', en: 'Code' }, required: true, max: 12, example: '440106' },
  { key: 'parentCode', label: { zh: '父区划编号', en: 'Parent code' }, required: true, max: 12, example: '4401' },
  { key: 'name', label: { zh: '区划名称', en: 'Name' }, required: true, max: 64, example: '天河区' },
  {
    key: 'level',
    label: { zh: '层级', en: 'Level' },
    required: true,
    dict: 'region',
    example: '3',
    note: { zh: '0 国家 … 5 村委(或其名称)', en: '0 country … 5 village (or its name)' },
  },
  { key: 'sort', label: { zh: '排序', en: 'Order' }, example: '1' },
  { key: 'remark', label: { zh: '备注', en: 'Remark' }, max: 255 },
];

interface RegionImportRow {
  code: string;
  parentCode: string;
  name: string;
  level: number;
  sort: number;
  remark: string | null;
}

const importMessages = {
  parentLater: {
    zh: '上级区划 {parentCode} 不存在(上级须在文件中靠前或已存在)',
    en: 'The parent region {parentCode} does not exist (a parent comes earlier in the file or exists already)',
  },
  duplicate: { zh: '区划编号与第{row}行重复', en: 'The code repeats row {row}' },
  exists: {
    zh: '区划编号已存在(选择数据覆盖可更新它)',
    en: 'This region code already exists (choose to overwrite to update it)',
  },
  otherParent: {
    zh: '区划编号已存在于另一上级之下,不能移动',
    en: 'This region code exists under another parent and cannot be moved',
  },
  added: { zh: '已新增', en: 'Added' },
  updated: { zh: '已更新', en: 'Updated' },
} satisfies Record<string, Text>;

const digits = (v: string | undefined, max: number) => v !== undefined && /^\d+$/.test(v) && v.length <= max;

/** 导入 of 行政区划: checks each row by the submit's rules, then adds it under its parent (or updates it, isCovered). */
export const regionImportTarget: ImportTarget<RegionImportRow, { isCovered: boolean }> = {
  name: 'region',
  title: { zh: '行政区划导入结果', en: 'Region import results' },
  columns: regionImportColumns,
  async check(ctx, rows, _options, run) {
    // A level by its number or by its label in the 行政区划 dictionary, as the export writes it.
    const labels = await dictLabels(ctx, 'region');
    const levelByLabel = new Map([...labels].map(([key, label]) => [label, key]));
    return rows.map((sheetRow): CheckedRow<RegionImportRow> => {
      const cells = sheetRow.cells;
      const code = cells.code?.trim() ?? '';
      const problems: string[] = [];
      const translated = (text: Text, values?: Record<string, string | number>) =>
        problems.push(t(ctx.lang, text, values));
      const parentCode = cells.parentCode?.trim() ?? '';
      const name = cells.name?.trim() ?? '';
      const levelText = cells.level?.trim() ?? '';
      const level = Number(/^\d+$/.test(levelText) ? levelText : (levelByLabel.get(levelText) ?? Number.NaN));
      const sortText = cells.sort?.trim() || '0';
      const remark = cells.remark?.trim() || null;
      if (!code) translated(regionMessages.codeRequired);
      else if (!digits(code, 12)) translated(code.length > 12 ? regionMessages.codeTooLong : regionMessages.badCode);
      if (!digits(parentCode, 12)) translated(regionMessages.parentMissing);
      else if (code && !code.startsWith(codePrefixUnder(parentCode))) translated(regionMessages.codePrefix);
      if (!name) translated(regionMessages.nameRequired);
      else if (name.length > 64) translated(regionMessages.nameTooLong);
      if (!Number.isInteger(level) || level < 1 || level > regionMaxLevel) translated(regionMessages.levelRequired);
      if (!/^-?\d{1,9}$/.test(sortText)) translated(regionMessages.badSort);
      if (remark && remark.length > 255) translated(regionMessages.remarkTooLong);
      if (code) {
        const first = run.claim(code, sheetRow.row);
        if (first !== undefined) translated(importMessages.duplicate, { row: first });
      }
      const value = problems.length
        ? undefined
        : { code, parentCode, name, level, sort: Number(sortText), remark: remark as string | null };
      return { row: sheetRow.row, key: code, problems, ...(value ? { value } : {}) };
    });
  },
  async write(ctx, rows, { isCovered }) {
    // Parents and existing codes of the chunk in one read; a row added here is a parent for the rows after it.
    const wanted = [...new Set(rows.flatMap((r) => [r.value.code, r.value.parentCode]))];
    const known = new Map(
      (await ctx.db.select().from(region).where(inArray(region.code, wanted))).map((r) => [r.code, r]),
    );
    const results: ImportRowResult[] = [];
    const translated = (text: Text, values?: Record<string, string>) => t(ctx.lang, text, values);
    for (const row of rows) {
      const v = row.value;
      const parent = known.get(v.parentCode);
      const done = (success: boolean, msg: string) => results.push({ row: row.row, key: v.code, success, msg });
      if (!parent) {
        done(false, translated(importMessages.parentLater, { parentCode: v.parentCode }));
        continue;
      }
      const existing = known.get(v.code);
      const values = {
        code: v.code,
        parentCode: v.parentCode,
        name: v.name,
        level: v.level,
        sort: v.sort,
        remark: v.remark,
        ancestors: ancestorsUnder(parent),
        ...pathColumns(parent, v),
      };
      if (existing && !isCovered) done(false, translated(importMessages.exists));
      else if (existing && existing.parentCode !== v.parentCode) done(false, translated(importMessages.otherParent));
      else if (existing) {
        const [saved] = await ctx.db
          .update(region)
          .set(values)
          .where(inArray(region.code, [v.code]))
          .returning();
        known.set(v.code, saved!);
        done(true, translated(importMessages.updated));
      } else {
        const [saved] = await ctx.db.insert(region).values(values).returning();
        known.set(v.code, saved!);
        done(true, translated(importMessages.added));
      }
    }
    return results;
  },
};

/** The import template's file name. */
export const regionTemplateFile: Text = { zh: '行政区划模板', en: 'Region template' };
/** The export's file name. */
export const regionExportFile: Text = { zh: '行政区划数据', en: 'Regions' };
