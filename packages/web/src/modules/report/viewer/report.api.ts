import { type BodyIn, reportCalls } from '@pharma/contract';
import { fileNameOf, saveBlob } from '../../../crud/exportList.ts';
import { callApi } from '../../../lib/api.ts';
import { http } from '../../../lib/http.ts';

export const reportDetail = (id: string) => callApi(reportCalls.detail, { query: { id } });
export const runReport = (body: BodyIn<typeof reportCalls.run>) => callApi(reportCalls.run, { body });

/**
 * 导出: the report run again on the server and a dataset's rows streamed back as an xlsx, saved under the name the
 * server gives. A refusal is shown by lib/http like any other; the token travels in the header, never the address.
 */
export async function exportReport(body: BodyIn<typeof reportCalls.export>, fallback: string): Promise<void> {
  const res = await http.post<Blob>(`/${reportCalls.export.path}`, body, { responseType: 'blob', timeout: 0 });
  if (res.data instanceof Blob && !res.data.type.includes('json'))
    saveBlob(res.data, fileNameOf(res.headers['content-disposition']) ?? `${fallback}.xlsx`);
}
