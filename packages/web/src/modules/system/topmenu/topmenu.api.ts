import { type BodyIn, topMenuCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** The menu-setting dialog's replacing save (its reads, what may be linked and what is linked now, are keyed by their calls). */
export const topMenuApi = {
  grant: (body: BodyIn<typeof topMenuCalls.grant>) => callApi(topMenuCalls.grant, { body }),
};
