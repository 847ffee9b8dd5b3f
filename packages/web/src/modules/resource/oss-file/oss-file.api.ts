import { type OssFileKind, type OssFileStatus, ossFileCalls } from '@pharma/contract';
import { downloadOssFile } from '../../../crud/exportList.ts';
import { callApi } from '../../../lib/api.ts';

export interface OssFileFilter {
  name?: string;
  status?: OssFileStatus;
  kind?: OssFileKind;
  current: number;
  size: number;
}

/** 下载中心's calls: the caller's downloads (newest first), the file of a finished one, 取消 and 删除. */
export const ossFileApi = {
  list: ({ current, size, name, status, kind }: OssFileFilter) =>
    callApi(ossFileCalls.list, {
      query: {
        current: String(current),
        size: String(size),
        ...(name && { name }),
        ...(status && { status }),
        ...(kind && { kind }),
      },
    }),
  download: downloadOssFile,
  cancel: (id: string) => callApi(ossFileCalls.cancel, { query: { id } }),
  remove: (ids: string[]) => callApi(ossFileCalls.remove, { query: { ids: ids.join(',') } }),
};
