import { grayCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** POST enable?id= / disable?id=: switches one release on or off (an enable may be refused for a shared shop). */
export const setGrayEnabled = (id: string, enabled: boolean) =>
  callApi(enabled ? grayCalls.enable : grayCalls.disable, { query: { id } });
