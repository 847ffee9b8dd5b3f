import { socialCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** POST enable?id= / disable?id=: shows a provider on its tenant's login page, or takes it off. */
export const setSocialEnabled = (id: string, enabled: boolean) =>
  callApi(enabled ? socialCalls.enable : socialCalls.disable, { query: { id } });
