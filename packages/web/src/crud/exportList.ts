import type { ExportRequest } from '@pharma/contract';
import { http } from '../lib/http.ts';
import type { Filters } from './api.ts';

/** `filename*=UTF-8''…` (the name in the caller's language), else the plain `filename="…"`. */
export function fileNameOf(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

/** Hands a downloaded file to the browser under its name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 导出: the list `source` with the search it shows now, as the server writes it (rows the caller may see, the
 * list's order, headers in the caller's language). A refusal shows its message like any other call.
 */
export async function exportList(source: string, filters: Filters): Promise<void> {
  const body: ExportRequest = { source, filters };
  // No timeout: a large export streams for as long as it takes.
  const res = await http.post<Blob>('/blade-system/excel/export', body, { responseType: 'blob', timeout: 0 });
  saveBlob(res.data, fileNameOf(res.headers['content-disposition']) ?? `${source}.xlsx`);
}
