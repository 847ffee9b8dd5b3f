import type { Text } from './text.ts';

/**
 * `POST blade-system/excel/export`: what a list screen shows, as an xlsx. `source` names the screen's list (a
 * declared resource's name, or a hand-built screen's code such as `user`, `tenant`, `dict`, `region`); `filters` are
 * the list's own query keys (BladeX suffixes included). The rows are the ones the list would show the caller, in
 * the list's order; the headers are the list's labels in the caller's language.
 */
export interface ExportRequest {
  source: string;
  filters?: Record<string, string | number>;
}

export const exportMessages = {
  unknownSource: { zh: '该列表不支持导出: {source}', en: 'This list cannot be exported: {source}' },
  sheet: { zh: '导出数据', en: 'Export' },
  button: { zh: '导出', en: 'Export' },
  exporting: { zh: '正在导出…', en: 'Exporting…' },
  failed: { zh: '导出失败', en: 'The export failed' },
} satisfies Record<string, Text>;
