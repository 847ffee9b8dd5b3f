import { messageCalls } from '@pharma/contract';
import { addRow } from '../../src/modules/message/send/message.fixture.ts';
import type { Session } from './api-kit.ts';
import { type LoopbackServer, loopbackServer } from './outbound-stand-ins.ts';

/**
 * A webhook receiver the test holds in its hand, and a template that sends to it: for the tests of several processes,
 * which count what lands where it lands. The receiver keeps each call's msgId as it arrives; while `hold()` is on it
 * answers nobody until `release()`, so a delivery (or a test send) stays in flight as long as the test wants.
 */
export interface WebhookReceiver extends LoopbackServer {
  calls: Array<{ msgId: string; at: number }>;
  /** Calls arrived and not yet answered. */
  held(): number;
  hold(): void;
  release(): void;
}

export async function webhookReceiver(): Promise<WebhookReceiver> {
  const calls: WebhookReceiver['calls'] = [];
  let holding = false;
  let waiting: Array<() => void> = [];
  const server = await loopbackServer((_req, res, _self) => {
    const body = server?.received.at(-1)?.body ?? '{}';
    calls.push({ msgId: String(JSON.parse(body).msgId), at: Date.now() });
    const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (holding) waiting.push(answer);
    else answer();
  });
  return Object.assign(server, {
    calls,
    held: () => waiting.length,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of waiting) answer();
      waiting = [];
    },
  });
}

/**
 * A webhook channel to `url` (at most `rateLimitPerMin` a minute, 0 for no cap), a strategy of that one step (no
 * retry, no dedup, a 10 s timeout) and an approved template `code` of one variable `no` on it, added by `admin`.
 */
export async function webhookTemplate(admin: Session, code: string, url: string, rateLimitPerMin = 0) {
  const channel = await addRow(admin, 'sendChannel', {
    channelCode: `${code}_HOOK`,
    channelName: `${code} hook`,
    channelType: 'WEBHOOK',
    ...(rateLimitPerMin > 0 && { rateLimitPerMin }),
  });
  await addRow(admin, 'sendChannelDetail', { sendChannelId: channel.id, paramKey: 'url', paramValue: url });
  await addRow(admin, 'sendChannelDetail', {
    sendChannelId: channel.id,
    paramKey: 'secret',
    paramValue: 'hook-secret',
  });
  const strategy = await addRow(admin, 'strategy', {
    strategyCode: `${code}_ONE`,
    strategyName: `${code} one step`,
    mode: 2,
    maxRetry: 0,
    dedupWindowSec: 0,
    sendTimeoutSec: 10,
  });
  await addRow(admin, 'strategydetail', {
    strategyId: strategy.id,
    seq: 1,
    channelType: 'WEBHOOK',
    sendChannelId: channel.id,
  });
  const template = await addRow(admin, 'templateInfo', {
    templateCode: code,
    templateName: `${code} notice`,
    msgType: 10,
    params: JSON.stringify([{ name: 'no', label: 'no' }]),
    defaultStrategyId: strategy.id,
  });
  await addRow(admin, 'templateInfoDetail', {
    templateId: template.id,
    channelType: 'WEBHOOK',
    contentFormat: 'TEXT',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's own variable, filled by the server.
    content: 'notice ${no}',
  });
  const audited = await admin.send(messageCalls.audit, { body: { id: template.id, pass: true } });
  if (audited.body.code !== 200) throw new Error(`the template was not approved: ${audited.text}`);
  return { channelId: channel.id!, templateId: template.id!, code };
}
