import { type Attempt, failed, succeeded } from './attempt.ts';
import { httpFailure, postJson, robotReply, unreadableReply } from './http-post.ts';
import type { OutboundReach, ProviderResult } from './provider.ts';

/** How a group robot's errcodes read: which mean "too many messages" and which are worth another try. */
export interface RobotCodes {
  rateLimited: ReadonlySet<number>;
  retryable: ReadonlySet<number>;
}

/**
 * One message to a group robot (DingTalk, WeCom), both of which answer `{errcode, errmsg}`: 0 delivered, a rate
 * limit retryable as RATE_LIMITED, a busy code retryable, anything else (a wrong token, a refused sign or keyword,
 * content too long) not.
 */
export async function postToRobot(
  attempt: Attempt,
  reach: OutboundReach,
  url: string,
  body: unknown,
  timeoutMs: number,
  codes: RobotCodes,
): Promise<ProviderResult> {
  const outcome = await postJson(reach, url, JSON.stringify(body), {}, timeoutMs);
  if ('failure' in outcome) return failed(attempt, outcome.failure);
  if (outcome.status < 200 || outcome.status >= 300) return failed(attempt, httpFailure(outcome.status, outcome.text));
  const reply = robotReply(outcome.text);
  if (!reply) return failed(attempt, unreadableReply(outcome.status));
  const code = String(reply.errcode);
  if (reply.errcode === 0) return succeeded(attempt, { code, message: reply.errmsg });
  if (codes.rateLimited.has(reply.errcode))
    return failed(attempt, { retryable: true, result: 'RATE_LIMITED', code, message: reply.errmsg });
  return failed(attempt, { retryable: codes.retryable.has(reply.errcode), code, message: reply.errmsg });
}
