import { flowModelResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 模型管理: the declared resource's table (its fields, tenant column, audit block). */
export const flowModelTable = tableOf(flowModelResource);
