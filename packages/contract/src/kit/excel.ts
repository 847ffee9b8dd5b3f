import { z } from 'zod';
import { defineCall } from './call.ts';
import { say } from './schema.ts';
import type { Text } from './text.ts';

export const exportMessages = {
  unknownSource: { zh: '该列表不支持导出: {source}', en: 'This list cannot be exported: {source}' },
  sheet: { zh: '导出数据', en: 'Export' },
  button: { zh: '导出', en: 'Export' },
  exporting: { zh: '正在导出…', en: 'Exporting…' },
  failed: { zh: '导出失败', en: 'The export failed' },
  sourceMissing: { zh: '请指定要导出的列表', en: 'Please name the list to export' },
  badFilters: { zh: '导出的查询条件格式不正确', en: 'The search of the export is not valid' },
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
  summary:
    'A list as an xlsx download: the rows the list would show the caller for these filters, in its order, ' +
    'headers in the caller’s language. Needs the list’s own permission.',
  permission: 'authenticated',
  body: z.object({
    source: z.string({ error: say(exportMessages.sourceMissing) }).min(1, { error: say(exportMessages.sourceMissing) }),
    filters: z
      .record(z.string(), z.union([z.string(), z.number()]), { error: say(exportMessages.badFilters) })
      .optional(),
  }),
  file: true,
  matrixBodies: [{ source: 'param' }, { source: 'tenant' }],
});

export type ExportRequest = z.input<typeof exportCall.body>;
