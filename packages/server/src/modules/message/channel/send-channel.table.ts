import { sendChannelDetailResource, sendChannelResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 发送渠道 and its settings (发送渠道配置), the declared resources' tables. */
export const sendChannelTable = tableOf(sendChannelResource);
export const sendChannelDetailTable = tableOf(sendChannelDetailResource);
