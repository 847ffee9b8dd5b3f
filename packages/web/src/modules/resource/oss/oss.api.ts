import { ossConfigCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** POST enable?id=: this config becomes the tenant's storage, every other one is switched off. */
export const enableOss = (id: string) => callApi(ossConfigCalls.enable, { query: { id } });

/** POST test?id=: writes, reads back and removes a small object through the config. */
export const testOss = (id: string) => callApi(ossConfigCalls.test, { query: { id } });
