import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpStandIn, httpStandIn, platformReach, tenantReach } from './http-stand-in.ts';
import type { OutgoingMessage } from './provider.ts';
import { weComProvider } from './wecom.provider.ts';

const key = '693a91f6-7xxx-4bc4-97a0-0ec2sifa5aaa';
const busyKey = 'busy-robot-key';

/**
 * WeCom's group robot: the key names the robot (93000 otherwise); text ≤ 2048 and markdown ≤ 4096 bytes; 45009
 * when the robot's 20 a minute are spent.
 */
function weCom(): Promise<HttpStandIn> {
  return httpStandIn(({ url, body }) => {
    if (url.pathname !== '/cgi-bin/webhook/send') return { status: 404, body: 'not found' };
    const k = url.searchParams.get('key');
    if (k === busyKey) return { status: 200, body: { errcode: 45009, errmsg: 'api freq out of limit' } };
    if (k !== key) return { status: 200, body: { errcode: 93000, errmsg: 'invalid webhook url' } };
    const message = JSON.parse(body) as { msgtype: string; text?: { content: string }; markdown?: { content: string } };
    const content = message.msgtype === 'text' ? message.text?.content : message.markdown?.content;
    const max = message.msgtype === 'text' ? 2048 : 4096;
    if (content === undefined) return { status: 200, body: { errcode: 40008, errmsg: 'invalid message type' } };
    if (Buffer.byteLength(content) > max)
      return { status: 200, body: { errcode: 40058, errmsg: 'content exceed max length' } };
    return { status: 200, body: { errcode: 0, errmsg: 'ok' } };
  });
}

let robot: HttpStandIn;
beforeAll(async () => {
  robot = await weCom();
});
afterAll(() => robot?.close());

const message: OutgoingMessage = {
  receiver: '',
  title: '',
  content: '## 库存告警\n> 阿莫西林胶囊 <font color="warning">低于安全库存</font>',
  contentFormat: 'MARKDOWN',
};
const timeoutMs = 3000;
const webhook = () => `${robot.url}/cgi-bin/webhook/send`;

describe('WeCom group robot', () => {
  it('sends markdown with the robot’s key', async () => {
    const result = await weComProvider.send({ webhook: webhook(), key }, message, { timeoutMs, reach: platformReach });
    expect(result).toMatchObject({ ok: true, result: 'SUCCESS', responseCode: '0', responseMsg: 'ok' });
    const request = robot.requests.at(-1)!;
    expect(request.url.searchParams.get('key')).toBe(key);
    expect(JSON.parse(request.body)).toEqual({ msgtype: 'markdown', markdown: { content: message.content } });
    expect(result.requestSummary).not.toContain(key);
    expect(result.requestSummary).toContain('库存告警');
  });

  it('sends text as text', async () => {
    const result = await weComProvider.send(
      { webhook: webhook(), key },
      { ...message, contentFormat: 'TEXT' },
      { timeoutMs, reach: platformReach },
    );
    expect(result.ok).toBe(true);
    expect(JSON.parse(robot.requests.at(-1)!.body).msgtype).toBe('text');
  });

  it('refuses a markdown over 4096 bytes before any request, not retryable', async () => {
    const before = robot.requests.length;
    const long = { ...message, content: '药'.repeat(1366) }; // 3 bytes each: 4098 bytes
    const result = await weComProvider.send({ webhook: webhook(), key }, long, { timeoutMs, reach: platformReach });
    expect(robot.requests.length).toBe(before);
    expect(result).toMatchObject({ ok: false, retryable: false, result: 'FAILED', responseCode: 'TOO_LONG' });
    expect(result.reason?.zh).toContain('4096');
    expect(result.reason?.en).toContain('4098');
    expect(result.requestSummary.length).toBeLessThanOrEqual(1000);
  });

  it('refuses a text over 2048 bytes, and sends one of exactly 2048', async () => {
    const at = await weComProvider.send(
      { webhook: webhook(), key },
      { ...message, contentFormat: 'TEXT', content: 'a'.repeat(2048) },
      { timeoutMs, reach: platformReach },
    );
    expect(at.ok).toBe(true);
    const over = await weComProvider.send(
      { webhook: webhook(), key },
      { ...message, contentFormat: 'TEXT', content: 'a'.repeat(2049) },
      { timeoutMs, reach: platformReach },
    );
    expect(over).toMatchObject({ ok: false, retryable: false, responseCode: 'TOO_LONG' });
  });

  it('45009 (rate) is retryable; a wrong key is not', async () => {
    const busy = await weComProvider.send({ webhook: webhook(), key: busyKey }, message, {
      timeoutMs,
      reach: platformReach,
    });
    expect(busy).toMatchObject({ ok: false, retryable: true, result: 'RATE_LIMITED', responseCode: '45009' });
    const wrong = await weComProvider.send({ webhook: webhook(), key: 'nope' }, message, {
      timeoutMs,
      reach: platformReach,
    });
    expect(wrong).toMatchObject({ ok: false, retryable: false, result: 'FAILED', responseCode: '93000' });
    expect(wrong.requestSummary).not.toContain('nope');
  });

  it('check: a key is needed (or inside the webhook), and loopback is refused for a tenant', async () => {
    const missing = await weComProvider.check(
      { webhook: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send', key: '' },
      tenantReach,
    );
    expect(missing.map((p) => p.zh)).toEqual(['请填写机器人 key']);
    expect(
      await weComProvider.check(
        { webhook: `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${key}`, key: '' },
        tenantReach,
      ),
    ).toEqual([]);
    expect(await weComProvider.check({ webhook: webhook(), key }, tenantReach)).toHaveLength(1);
    const notHttp = await weComProvider.check({ webhook: 'ftp://qyapi.weixin.qq.com/', key }, tenantReach);
    expect(notHttp.map((p) => p.en)).toEqual(['Webhook URL must be an http(s) address']);
  });
});
