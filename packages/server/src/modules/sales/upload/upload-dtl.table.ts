import { uploadHisDtlResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** An import's rows and their results (sm_upload_his_dtl). */
export const uploadHisDtlTable = tableOf(uploadHisDtlResource);
