import { codeResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 代码生成 (blade_code): what the generator makes of a data model, and where its code goes. */
export const code = tableOf(codeResource);
