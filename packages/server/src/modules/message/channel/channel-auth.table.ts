import { channelAuthResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 渠道授权, the declared resource's table. */
export const channelAuthTable = tableOf(channelAuthResource);
