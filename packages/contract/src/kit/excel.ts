import { z } from 'zod';
import { defineCall } from './call.ts';
import { zodMessage } from './schema.ts';
import type { Text } from './text.ts';

export const exportMessages = {
  unknownSource: { zh: '该列表不支持导出: {source}', en: 'This list cannot be exported: {source}' },
  sheet: { zh: '导出数据', en: 'Export' },
  button: { zh: '导出', en: 'Export' },
  exporting: { zh: '正在导出…', en: 'Exporting…' },
  failed: { zh: '导出失败', en: 'The export failed' },
  sourceMissing: { zh: '请指定要导出的列表', en: 'Please name the list to export' },
  badFilters: { zh: '导出的查询条件格式不正确', en: 'The search of the export is not valid' },
  badBackground: { zh: 'background 只能是 true 或 false', en: 'background may only be true or false' },
  background: { zh: '后台导出', en: 'Export in background' },
} satisfies Record<string, Text>;

/** What every import says about its file (the one import path: platform/excel/import.ts on the server). */
export const importMessages = {
  fileMissing: {
    zh: '请选择要导入的 Excel 文件(字段 file)',
    en: 'Please choose the Excel file to import (field "file")',
  },
  notXlsx: {
    zh: '导入文件必须是 xlsx 格式的 Excel 文件',
    en: 'The file to import must be an Excel workbook in xlsx format',
  },
  tooManyRows: {
    zh: '一次最多导入{max}行,请拆分文件后再导入',
    en: 'At most {max} rows can be imported at once; split the file',
  },
  /** The bounds on what an uploaded workbook unpacks to (server platform/excel/zip-bounds.ts). */
  unpacksTooLarge: {
    zh: '导入文件解压后超过{max}MB,请拆分文件后再导入',
    en: 'The file unpacks to more than {max} MB; split it and import the parts',
  },
  tooManyStrings: {
    zh: '导入文件的文本超过{max}条,请拆分文件后再导入',
    en: 'The file holds more than {max} texts; split it and import the parts',
  },
  cellTooLong: {
    zh: '导入文件中有单元格的内容超过{max}个字符',
    en: 'A cell of the file holds more than {max} characters',
  },
  tooManyColumns: {
    zh: '导入文件的列数超过{max}(第{row}行)',
    en: 'The file has more than {max} columns (row {row})',
  },
  tooComplex: {
    zh: '导入文件的结构超出了 Excel 文件的范围({part}),无法导入',
    en: 'The structure of the file goes beyond what an Excel workbook holds ({part}); it cannot be imported',
  },
  missingColumns: {
    zh: '文件缺少必需的列:{columns}(请使用导入模板)',
    en: 'The file lacks the required columns: {columns} (use the import template)',
  },
  queued: {
    zh: '数据较多, 已转入后台导入, 可在下载中心查看进度和每行结果',
    en: 'A large file: it is imported in the background; follow it and read each row’s result in the download centre',
  },
  resultSheet: { zh: '导入结果', en: 'Import results' },
  rowHeader: { zh: '行号', en: 'Row' },
  keyHeader: { zh: '标识', en: 'Key' },
  resultHeader: { zh: '结果', en: 'Result' },
  reasonHeader: { zh: '说明', en: 'Message' },
  ok: { zh: '成功', en: 'OK' },
  failed: { zh: '失败', en: 'Failed' },
  importFailed: { zh: '导入失败', en: 'The import failed' },
  headerMismatch: {
    zh: '文件表头与导入模板不一致,应为:{columns}(请使用下载的模板)',
    en: 'The header row does not match the import template; it should be: {columns} (use the downloaded template)',
  },
  noRows: { zh: '文件没有可导入的数据行', en: 'The file has no rows to import' },
  /** The column a results workbook adds after the template's (ignored when such a file is imported again). */
  reasonColumn: { zh: '错误原因', en: 'Error reason' },
  rowUnanswered: { zh: '该行未被处理', en: 'The row was not processed' },
  /** The template's 说明 sheet. */
  notesSheet: { zh: '说明', en: 'Notes' },
  notesColumn: { zh: '列名', en: 'Column' },
  notesRequired: { zh: '必填', en: 'Required' },
  notesFormat: { zh: '填写说明', en: 'What to enter' },
  notesYes: { zh: '是', en: 'Yes' },
  notesNo: { zh: '否', en: 'No' },
  notesAllowed: { zh: '可填:{values}', en: 'One of: {values}' },
  notesMax: { zh: '最多{max}个字符', en: 'At most {max} characters' },
  notesExample: {
    zh: '第2行(灰色)是示例:可以覆盖或删除,原样保留时导入会跳过它',
    en: 'Row 2 (grey) is an example: overwrite or delete it; left as it is, the import skips it',
  },
  notesHeader: {
    zh: '第1行是表头,请勿修改;带 * 的列必填',
    en: 'Row 1 is the header: do not change it (its labels stay in Chinese); columns marked * are required',
  },
} satisfies Record<string, Text>;

/**
 * `POST blade-system/excel/export`: what a list screen shows, as an xlsx. `source` names the screen's list (a
 * declared resource's name, or a hand-built screen's code such as `user`, `tenant`, `dict`, `region`); `filters` are
 * the list's own query keys (BladeX suffixes included). The rows are the ones the list would show the caller, in
 * the list's order; the headers are the list's labels in the caller's language. It needs the list's own code: the
 * server works it out from the source (so the permission declared here is only the floor).
 */
export const exportCall = defineCall({
  method: 'POST',
  path: 'blade-system/excel/export',
  title: { zh: '导出', en: 'Export' },
  summary:
    'A list as an xlsx download: the rows the list would show the caller for these filters, in its order, ' +
    'headers in the caller’s language. Needs the list’s own permission. Above the row threshold (参数 ' +
    'export.backgroundRows, default 5000) or with background=true it runs as a job instead: the reply is then ' +
    'the JSON envelope {ossFileId, background: true} and the file comes to the download centre (blade-resource/oss-file).',
  permission: 'authenticated',
  body: z.object({
    source: z
      .string({ error: zodMessage(exportMessages.sourceMissing) })
      .min(1, { error: zodMessage(exportMessages.sourceMissing) }),
    filters: z
      .record(z.string(), z.union([z.string(), z.number()]), { error: zodMessage(exportMessages.badFilters) })
      .optional(),
    /** Run it in the background whatever its size (the download centre gets the file). */
    background: z.boolean({ error: zodMessage(exportMessages.badBackground) }).optional(),
  }),
  file: true,
  matrixBodies: [{ source: 'param' }, { source: 'tenant' }],
});

export type ExportRequest = z.input<typeof exportCall.body>;
