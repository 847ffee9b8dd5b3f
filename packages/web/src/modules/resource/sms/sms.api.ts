import { type QueryIn, smsCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** POST enable?id=: this config becomes the tenant's one enabled config, every other one is switched off. */
export const enableSms = (id: string) => callApi(smsCalls.enable, { query: { id } });

/** POST endpoint/send-message: a message through the config `code` (phones comma-joined, params a JSON string). */
export const sendSms = (query: QueryIn<typeof smsCalls.sendMessage>) => callApi(smsCalls.sendMessage, { query });
