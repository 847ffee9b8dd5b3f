import { customToSalerResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** The declared resource's table (fields from @pharma/contract, tenant column, audit block, indexes). */
export const customToSalerTable = tableOf(customToSalerResource);
