import { type BodyIn, messageCalls, type ReplyOf } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** POST templateInfo/audit: approve or reject a template awaiting review (an opinion is needed to reject). */
export const auditTemplate = (body: BodyIn<typeof messageCalls.audit>) => callApi(messageCalls.audit, { body });

export type TestSendReply = ReplyOf<typeof messageCalls.testSend>;

/** POST templateInfo/test-send: the template to one receiver now, answering each channel's attempt. */
export const testSendTemplate = (body: BodyIn<typeof messageCalls.testSend>) =>
  callApi(messageCalls.testSend, { body });
