import { type QueryIn, recordDataCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

export type RecordFilter = Pick<
  QueryIn<typeof recordDataCalls.list>,
  'tableName' | 'operation' | 'recordUserName' | 'dataId' | 'tenantId'
>;

/** 数据审计's calls: the records, newest first, and one with its row before and after. */
export const recordDataApi = {
  list: (current: number, size: number, filter: RecordFilter) =>
    callApi(recordDataCalls.list, { query: { current: String(current), size: String(size), ...filter } }),
  detail: (id: string) => callApi(recordDataCalls.detail, { query: { id } }),
};
