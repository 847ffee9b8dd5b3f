import type { Text } from '@pharma/contract';
import { bareUrl, failed, maskReceiver, startAttempt, textOf } from './attempt.ts';
import { filled, requiredProblem, urlProblems } from './outbound-check.ts';
import { providerMessages, settingLabels } from './provider.texts.ts';
import type { ChannelProvider } from './provider.ts';
import { postToRobot } from './robot-post.ts';

/** WeCom's "too many messages" (a robot sends 20 a minute). */
const weComRateLimited = new Set([45009]);

/** A WeCom group robot (企业微信群机器人): its webhook and its key (the robot needs no signature). */
export interface WeComConfig {
  webhook: string;
  key: string;
}

export const weComWebhook = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send';

/** WeCom's limits, in UTF-8 bytes: text ≤ 2048, markdown ≤ 4096 (it refuses longer ones). */
export const weComMaxBytes = { text: 2048, markdown: 4096 } as const;

/** Errcodes worth another attempt: 45009 (over the 20 a minute), -1 (system busy). */
const retryableCodes = new Set([45009, -1]);

/** The robot's address: its webhook with the key (a key pasted inside the webhook's URL is kept). */
export function weComUrl(config: WeComConfig): string {
  const url = new URL(config.webhook?.trim() || weComWebhook);
  if (filled(config.key)) url.searchParams.set('key', config.key.trim());
  return url.href;
}

export const weComProvider: ChannelProvider<WeComConfig> = {
  type: 'WECOM_BOT',
  async check(config, reach) {
    const problems: Text[] = [];
    const keyInUrl = filled(config.webhook) && /[?&]key=[^&]+/.test(config.webhook);
    if (!filled(config.key) && !keyInUrl) problems.push(requiredProblem(settingLabels.key));
    problems.push(...(await urlProblems(reach, settingLabels.webhook, config.webhook || weComWebhook)));
    return problems;
  },
  async send(config, message, { timeoutMs, reach }) {
    const msgtype = message.contentFormat === 'MARKDOWN' ? 'markdown' : 'text';
    const body = { msgtype, [msgtype]: { content: message.content } };
    const to = message.receiver ? ` to ${maskReceiver(message.receiver)}` : '';
    const attempt = startAttempt(
      `POST ${bareUrl(config.webhook?.trim() || weComWebhook)}${to} msgtype=${msgtype} content=${message.content}`,
    );
    const bytes = Buffer.byteLength(message.content, 'utf8');
    const max = weComMaxBytes[msgtype];
    if (bytes > max) {
      // WeCom would refuse it (40058); say why before spending a request of the robot's 20 a minute.
      const reason = textOf(providerMessages.tooLong, { format: msgtype, max, bytes });
      return failed(attempt, { retryable: false, code: 'TOO_LONG', reason });
    }
    let url: string;
    try {
      url = weComUrl(config);
    } catch {
      return failed(attempt, { retryable: false, code: 'BAD_CONFIG', message: 'webhook is not a URL' });
    }
    // 93000 (invalid webhook URL / key), 40058 (content too long), …: the request is wrong, retrying will not help.
    return postToRobot(attempt, reach, url, body, timeoutMs, {
      rateLimited: weComRateLimited,
      retryable: retryableCodes,
    });
  },
};
