import {
  type QueryIn,
  type ReplyOf,
  salesExcelCalls,
  type UploadHis,
  uploadHisCalls,
  type uploadHisDtlCalls,
} from '@pharma/contract';
import type { AxiosProgressEvent } from 'axios';
import { fileNameOf, saveBlob } from '../../../crud/exportList.ts';
import { callApi } from '../../../lib/api.ts';
import { http, postData } from '../../../lib/http.ts';

export type { UploadHis };
export type UploadRowsPage = ReplyOf<typeof uploadHisDtlCalls.list>;
export type UploadRow = UploadRowsPage['records'][number];

/** 导入记录's and the import dialog's calls, as @pharma/contract declares them. */
export const uploadApi = {
  detail: (id: string) => callApi(uploadHisCalls.detail, { query: { id } }) as Promise<UploadHis>,
  /**
   * One .xlsx as the multipart field `file`, the module number in the query (the guard checks its screen's import
   * code from there). A multipart body is not something `callApi` sends: the path and the reply's type come from the
   * declaration here. Answers the upload's record.
   */
  upload: (moduleNo: number, file: File, onProgress: (percent: number) => void, tenantId?: string) => {
    const form = new FormData();
    form.append('file', file);
    // The platform administrator's target tenant (the server ignores it for anyone else).
    const query: QueryIn<typeof salesExcelCalls.importFile> = {
      moduleNo: String(moduleNo),
      ...(tenantId ? { tenantId } : {}),
    };
    return postData<UploadHis>(`/${salesExcelCalls.importFile.path}`, form, {
      params: query,
      // A file at the threshold is imported before the reply: no timeout.
      timeout: 0,
      onUploadProgress: (e: AxiosProgressEvent) => {
        const part = e.progress ?? (e.total ? e.loaded / e.total : undefined);
        if (part !== undefined) onProgress(Math.min(100, Math.round(part * 100)));
      },
    });
  },
  /** The template of a module number, saved under the name the server gives it (refusals shown by lib/http). */
  template: async (moduleNo: number, tenantId?: string) => {
    const query: QueryIn<typeof salesExcelCalls.template> = {
      moduleNo: String(moduleNo),
      ...(tenantId ? { tenantId } : {}),
    };
    const res = await http.get<Blob>(`/${salesExcelCalls.template.path}`, { params: query, responseType: 'blob' });
    saveBlob(res.data, fileNameOf(res.headers['content-disposition']) ?? `template-${moduleNo}.xlsx`);
  },
};

/** An upload still being processed (status 0): its counts move, its screen polls it. */
export const processing = (his: Pick<UploadHis, 'status'> | undefined) => Number(his?.status) === 0;
