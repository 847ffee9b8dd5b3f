import { modelResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 数据模型 (blade_model): a datasource's table the code generator works from, and the names its code takes. */
export const model = tableOf(modelResource);
