import type { QueryIn, recordDataCalls } from '@pharma/contract';

/** 数据审计's search: what its list call filters by (the records and one record are read through lib/useCall). */
export type RecordFilter = Pick<
  QueryIn<typeof recordDataCalls.list>,
  'tableName' | 'operation' | 'recordUserName' | 'dataId' | 'tenantId'
>;
