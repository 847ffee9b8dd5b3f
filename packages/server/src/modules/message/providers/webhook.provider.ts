import { createHmac } from 'node:crypto';
import type { Text } from '@pharma/contract';
import { bareUrl, clip, failed, maskReceiver, startAttempt, succeeded } from './attempt.ts';
import { httpFailure, postJson } from './http-post.ts';
import { filled, requiredProblem, urlProblems } from './outbound-check.ts';
import { settingLabels } from './provider.texts.ts';
import type { ChannelProvider } from './provider.ts';

/** A generic webhook: the receiver's URL and the secret both sides share to sign and verify each call. */
export interface WebhookConfig {
  url: string;
  secret: string;
}

/**
 * X-Pharma-Signature = hex HMAC-SHA256(secret, timestamp + "." + body): the receiver recomputes it over the raw body
 * and the X-Pharma-Timestamp header, and may refuse an old timestamp (a replay).
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export const webhookProvider: ChannelProvider<WebhookConfig> = {
  type: 'WEBHOOK',
  async check(config, reach) {
    const problems: Text[] = [];
    if (!filled(config.secret)) problems.push(requiredProblem(settingLabels.secret));
    problems.push(...(await urlProblems(reach, settingLabels.url, config.url)));
    return problems;
  },
  async send(config, message, { timeoutMs, reach }) {
    const timestamp = String(Date.now());
    const payload = {
      ...(message.msgId ? { msgId: message.msgId } : {}),
      receiver: message.receiver,
      title: message.title,
      content: message.content,
      contentFormat: message.contentFormat,
      timestamp: Number(timestamp),
    };
    const body = JSON.stringify(payload);
    const attempt = startAttempt(
      `POST ${bareUrl(config.url)} ${JSON.stringify({ ...payload, receiver: maskReceiver(message.receiver), content: clip(message.content, 600) })}`,
    );
    if (!filled(config.url) || !filled(config.secret))
      return failed(attempt, { retryable: false, code: 'BAD_CONFIG', message: 'url or secret missing' });
    const outcome = await postJson(
      reach,
      config.url.trim(),
      body,
      { 'x-pharma-timestamp': timestamp, 'x-pharma-signature': webhookSignature(config.secret, timestamp, body) },
      timeoutMs,
    );
    if ('failure' in outcome) return failed(attempt, outcome.failure);
    const code = `HTTP ${outcome.status}`;
    if (outcome.status >= 200 && outcome.status < 300)
      return succeeded(attempt, { code, message: outcome.text.trim() || 'OK' });
    // 5xx and 429 are the receiver's trouble, worth another attempt; any other 4xx says our request is wrong.
    return failed(attempt, httpFailure(outcome.status, outcome.text));
  },
};
