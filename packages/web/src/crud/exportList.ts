import {
  type ExportRequest,
  ossFileCalls,
  type QueryIn,
  type QueuedExport,
  queuedExportReply,
  type R,
} from '@pharma/contract';
import { http } from '../lib/http.ts';
import type { Filters } from './api.ts';

/** The words of 导出 beyond the contract's exportMessages. */
export const exportTexts = {
  goToCentre: { zh: '前往下载中心', en: 'Open the download centre' },
  moreWays: { zh: '更多选项', en: 'More options' },
};

/** Where the download centre lives (the contract's ossFileScreen.path). */
export const downloadCentrePath = '/resource/oss-file';

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

/** What an export came to: the file saved, or a job of the download centre (with the server's words for it). */
export type ExportOutcome = { kind: 'saved' } | ({ kind: 'background'; msg: string } & QueuedExport);

/** A JSON reply that is neither a file nor a queued job (not yet shown: lib/http shows only non-200 codes). */
export class ExportRefused extends Error {
  constructor(readonly msg: string) {
    super(msg);
    this.name = 'ExportRefused';
  }
}

/** The envelope of a JSON reply (lib/http has already read a JSON blob into an object; read it here otherwise). */
async function envelopeOf(data: unknown): Promise<Partial<R<unknown>> | undefined> {
  if (data instanceof Blob) {
    try {
      return JSON.parse(await data.text()) as R<unknown>;
    } catch {
      return undefined;
    }
  }
  return data && typeof data === 'object' ? (data as R<unknown>) : undefined;
}

/**
 * 导出: the list `source` with the search it shows now, as the server writes it (rows the caller may see, the
 * list's order, headers in the caller's language). A refusal shows its message like any other call. A large list
 * (or `background`) becomes a job of the download centre: the server answers the JSON envelope
 * `{ossFileId, background: true}` with its message instead of the file.
 */
export async function exportList(source: string, filters: Filters, background = false): Promise<ExportOutcome> {
  const body: ExportRequest = { source, filters, ...(background && { background: true }) };
  // No timeout: a large export streams for as long as it takes.
  const res = await http.post<unknown>('/blade-system/excel/export', body, { responseType: 'blob', timeout: 0 });
  const data = res.data;
  if (data instanceof Blob && !data.type.includes('json')) {
    saveBlob(data, fileNameOf(res.headers['content-disposition']) ?? `${source}.xlsx`);
    return { kind: 'saved' };
  }
  const envelope = await envelopeOf(data);
  const queued = queuedExportReply.safeParse(envelope?.data);
  const msg = typeof envelope?.msg === 'string' ? envelope.msg : '';
  // lib/http already showed a refusal by its code; an envelope that says no with code 200 is for the caller to show.
  if (envelope?.success === false || !queued.success) throw new ExportRefused(msg);
  return { kind: 'background', msg, ...queued.data };
}

/**
 * The file of one of the caller's downloads (下载中心), saved under the record's name. The server notes the first
 * download (downloadTime), which takes it off the notices' list of new files.
 */
export async function downloadOssFile(file: { id: string; name: string }): Promise<void> {
  // The reply is the file itself, not an envelope: read it through the http client, not callApi.
  const query: QueryIn<typeof ossFileCalls.download> = { id: file.id };
  const res = await http.get<Blob>(`/${ossFileCalls.download.path}`, {
    params: query,
    responseType: 'blob',
    timeout: 0,
  });
  saveBlob(res.data, file.name);
}
