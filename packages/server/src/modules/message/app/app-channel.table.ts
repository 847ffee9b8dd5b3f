import { appChannelResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 应用渠道's table; `app_secret` (a sha256, never answered) is the kit's `extra` column of this resource. */
export const appChannelTable = tableOf(appChannelResource);
