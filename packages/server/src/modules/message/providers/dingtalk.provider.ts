import { createHmac } from 'node:crypto';
import type { Text } from '@pharma/contract';
import { bareUrl, clip, failed, maskReceiver, startAttempt } from './attempt.ts';
import { filled, requiredProblem, urlProblems } from './outbound-check.ts';
import { settingLabels } from './provider.texts.ts';
import type { ChannelProvider } from './provider.ts';
import { postToRobot } from './robot-post.ts';

/** A DingTalk custom robot (钉钉自定义机器人): its webhook, its access_token and, when "加签" is on, its SEC… secret. */
export interface DingTalkConfig {
  webhook: string;
  accessToken: string;
  secret?: string;
}

export const dingTalkWebhook = 'https://oapi.dingtalk.com/robot/send';

/** DingTalk's errcodes that mean "too many messages": the robot is throttled (about 10 minutes), try later. */
const rateLimited = new Set([130101]);
/** Its "system busy" answers, worth another attempt. */
const busy = new Set([-1]);

/** sign = Base64(HMAC-SHA256(secret, timestamp + "\n" + secret)); the caller URL-encodes it into the query. */
export function dingTalkSign(secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${secret}`, 'utf8').digest('base64');
}

/** The robot's address: its webhook with access_token and, when signing, timestamp (ms) and sign. */
export function dingTalkUrl(config: DingTalkConfig, now: number): string {
  const url = new URL(config.webhook?.trim() || dingTalkWebhook);
  if (filled(config.accessToken)) url.searchParams.set('access_token', config.accessToken.trim());
  if (filled(config.secret)) {
    const secret = String(config.secret).trim();
    url.searchParams.set('timestamp', String(now));
    // searchParams percent-encodes +, / and = as DingTalk's "urlEncode(sign)" wants.
    url.searchParams.set('sign', dingTalkSign(secret, now));
  }
  return url.href;
}

/** Markdown goes as a markdown card (title + text); TEXT and HTML as plain text (DingTalk renders no HTML). */
export function dingTalkBody(title: string, content: string, format: string): Record<string, unknown> {
  if (format === 'MARKDOWN')
    return { msgtype: 'markdown', markdown: { title: title || content.slice(0, 20), text: content } };
  return { msgtype: 'text', text: { content } };
}

export const dingTalkProvider: ChannelProvider<DingTalkConfig> = {
  type: 'DINGTALK_BOT',
  async check(config, reach) {
    const problems: Text[] = [];
    // The token may be pasted inside the webhook's URL, as DingTalk shows it.
    const tokenInUrl = filled(config.webhook) && /[?&]access_token=[^&]+/.test(config.webhook);
    if (!filled(config.accessToken) && !tokenInUrl) problems.push(requiredProblem(settingLabels.accessToken));
    problems.push(...(await urlProblems(reach, settingLabels.webhook, config.webhook || dingTalkWebhook)));
    return problems;
  },
  async send(config, message, { timeoutMs, reach }) {
    const body = dingTalkBody(message.title, message.content, message.contentFormat);
    const base = bareUrl(config.webhook?.trim() || dingTalkWebhook);
    const signing = filled(config.secret) ? ' signed' : '';
    const to = message.receiver ? ` to ${maskReceiver(message.receiver)}` : '';
    const attempt = startAttempt(
      `POST ${base}${signing}${to} msgtype=${body.msgtype} title=${clip(message.title, 100)} content=${message.content}`,
    );
    let url: string;
    try {
      url = dingTalkUrl(config, Date.now());
    } catch {
      return failed(attempt, { retryable: false, code: 'BAD_CONFIG', message: 'webhook is not a URL' });
    }
    // 310000 (sign, keyword or IP refused), 300001 (token wrong), …: the config is wrong, retrying will not help.
    return postToRobot(attempt, reach, url, body, timeoutMs, { rateLimited, retryable: busy });
  },
};
