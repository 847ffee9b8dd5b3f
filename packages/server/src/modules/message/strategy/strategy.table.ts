import { strategyDetailResource, strategyResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 发送策略 and its steps (策略渠道), the declared resources' tables. */
export const strategyTable = tableOf(strategyResource);
export const strategyDetailTable = tableOf(strategyDetailResource);
