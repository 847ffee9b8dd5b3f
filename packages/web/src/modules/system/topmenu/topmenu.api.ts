import { type BodyIn, topMenuCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** The menu-setting dialog's calls, as @pharma/contract declares them: what may be linked, what is linked now, the replacing save. */
export const topMenuApi = {
  grantTree: () => callApi(topMenuCalls.grantTopTree),
  keys: (topMenuIds: readonly string[]) =>
    callApi(topMenuCalls.topTreeKeys, { query: { topMenuIds: topMenuIds.join(',') } }),
  grant: (body: BodyIn<typeof topMenuCalls.grant>) => callApi(topMenuCalls.grant, { body }),
};
