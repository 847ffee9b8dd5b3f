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

/** The list's query (the caller's downloads, newest first): a blank filter is left out. */
export const ossFileQuery = ({ current, size, name, status, kind }: OssFileFilter) => ({
  current: String(current),
  size: String(size),
  ...(name && { name }),
  ...(status && { status }),
  ...(kind && { kind }),
});

/** 下载中心's actions: the file of a finished download, 取消 and 删除. */
export const ossFileApi = {
  download: downloadOssFile,
  cancel: (id: string) => callApi(ossFileCalls.cancel, { query: { id } }),
  remove: (ids: string[]) => callApi(ossFileCalls.remove, { query: { ids: ids.join(',') } }),
};
