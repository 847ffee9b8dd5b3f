import { type BodyIn, messageCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** POST cancel?ids=: the records still pending, delayed or waiting to retry are cancelled; answers how many. */
export const cancelRecords = (ids: readonly string[]) =>
  callApi(messageCalls.cancel, { query: { ids: ids.join(',') } });

/** POST resend?ids=: the failed records are queued again from their first channel; answers how many. */
export const resendRecords = (ids: readonly string[]) =>
  callApi(messageCalls.resend, { query: { ids: ids.join(',') } });

/** POST send: a template to receivers, accepted at once (the rejected ones with their reason), sent by the queue. */
export const sendTemplate = (body: BodyIn<typeof messageCalls.send>) => callApi(messageCalls.send, { body });
