import { uploadHisDtlResource } from '@pharma/contract';
import { index } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/**
 * An import's rows and their results (sm_upload_his_dtl): one per data row of every uploaded file, so the largest
 * table of the module. Read only by upload (hisId) in row order, which its index serves, count included.
 */
export const uploadHisDtlTable = tableOf(uploadHisDtlResource, {
  indexes: (t) => [index('sm_upload_his_dtl_his_idx').on(t.tenantId, t.hisId, t.rowNo)],
});
