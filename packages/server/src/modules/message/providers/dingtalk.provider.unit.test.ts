import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dingTalkProvider } from './dingtalk.provider.ts';
import { type HttpStandIn, httpStandIn, platformReach, tenantReach } from './http-stand-in.ts';
import type { OutgoingMessage } from './provider.ts';

const token = 'dt-token-5f3a9c';
const secret = 'SECd1f0a6b7c8e9f00112233445566778899aabbccddeeff';
const throttledToken = 'dt-token-throttled';

/**
 * DingTalk's custom robot, as its documents describe the check: the access_token names the robot; with 加签 on,
 * timestamp (ms) must be within an hour of now and sign must equal Base64(HMAC-SHA256(secret, timestamp + "\n" +
 * secret)) (the query decoding undoes the URL-encoding), else errcode 310000.
 */
function dingTalk(): Promise<HttpStandIn> {
  return httpStandIn(({ url, headers, body }) => {
    if (!String(headers['content-type']).startsWith('application/json'))
      return { status: 200, body: { errcode: 400101, errmsg: 'content-type must be json' } };
    const accessToken = url.searchParams.get('access_token');
    if (accessToken === throttledToken)
      return { status: 200, body: { errcode: 130101, errmsg: 'send too fast, exceed 20 times per minute' } };
    if (accessToken !== token) return { status: 200, body: { errcode: 300001, errmsg: 'token is not exist' } };
    const timestamp = Number(url.searchParams.get('timestamp'));
    const sign = url.searchParams.get('sign') ?? '';
    const expected = createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() - timestamp) > 3_600_000 || sign !== expected)
      return { status: 200, body: { errcode: 310000, errmsg: 'sign not match, more: [https://ding-doc...]' } };
    const message = JSON.parse(body) as { msgtype: string };
    if (message.msgtype !== 'text' && message.msgtype !== 'markdown')
      return { status: 200, body: { errcode: 40035, errmsg: 'msgtype invalid' } };
    return { status: 200, body: { errcode: 0, errmsg: 'ok' } };
  });
}

let robot: HttpStandIn;
beforeAll(async () => {
  robot = await dingTalk();
});
afterAll(() => robot?.close());

const card: OutgoingMessage = {
  receiver: '',
  title: '采购计划待审核',
  content: '### 采购计划 CGJH202611260001\n> 提交人: 张三',
  contentFormat: 'MARKDOWN',
};
const timeoutMs = 3000;

/** No secret, token or signature in what the record log keeps. */
function expectNoSecret(summary: string, url: string) {
  const sent = new URL(url, 'http://x');
  for (const value of [token, secret, sent.searchParams.get('sign') ?? '', sent.searchParams.get('timestamp') ?? ''])
    if (value) expect(summary).not.toContain(value);
  expect(summary).not.toContain(encodeURIComponent(sent.searchParams.get('sign') ?? 'none'));
}

describe('DingTalk custom robot', () => {
  it('sends a signed markdown card that DingTalk accepts', async () => {
    const config = { webhook: `${robot.url}/robot/send`, accessToken: token, secret };
    const result = await dingTalkProvider.send(config, card, { timeoutMs, reach: platformReach });
    expect(result).toMatchObject({ ok: true, result: 'SUCCESS', retryable: false, responseCode: '0' });
    const request = robot.requests.at(-1)!;
    expect(JSON.parse(request.body)).toEqual({
      msgtype: 'markdown',
      markdown: { title: card.title, text: card.content },
    });
    expect(request.url.searchParams.get('sign')).toBeTruthy();
    expectNoSecret(result.requestSummary, request.url.href);
    expect(result.requestSummary.length).toBeLessThanOrEqual(1000);
  });

  it('sends text as text', async () => {
    const config = { webhook: `${robot.url}/robot/send`, accessToken: token, secret };
    const result = await dingTalkProvider.send(
      config,
      { ...card, contentFormat: 'TEXT', content: '库存告警' },
      { timeoutMs, reach: platformReach },
    );
    expect(result.ok).toBe(true);
    expect(JSON.parse(robot.requests.at(-1)!.body)).toEqual({ msgtype: 'text', text: { content: '库存告警' } });
  });

  it('a wrong secret is refused with 310000, not retryable', async () => {
    const config = { webhook: `${robot.url}/robot/send`, accessToken: token, secret: 'SECwrong' };
    const result = await dingTalkProvider.send(config, card, { timeoutMs, reach: platformReach });
    expect(result).toMatchObject({ ok: false, retryable: false, result: 'FAILED', responseCode: '310000' });
    expect(result.responseMsg).toContain('sign not match');
    expect(result.requestSummary).not.toContain('SECwrong');
  });

  it('an unsigned call to a signing robot is refused too', async () => {
    const result = await dingTalkProvider.send({ webhook: robot.url, accessToken: token }, card, {
      timeoutMs,
      reach: platformReach,
    });
    expect(result).toMatchObject({ ok: false, retryable: false, responseCode: '310000' });
  });

  it('130101 (too frequent) is RATE_LIMITED and retryable', async () => {
    const config = { webhook: robot.url, accessToken: throttledToken, secret };
    const result = await dingTalkProvider.send(config, card, { timeoutMs, reach: platformReach });
    expect(result).toMatchObject({ ok: false, retryable: true, result: 'RATE_LIMITED', responseCode: '130101' });
    expect(result.requestSummary).not.toContain(throttledToken);
  });

  it('a robot that is down is retryable', async () => {
    const down = await httpStandIn(() => ({ status: 502, body: 'Bad Gateway' }));
    const result = await dingTalkProvider.send({ webhook: down.url, accessToken: token, secret }, card, {
      timeoutMs,
      reach: platformReach,
    });
    await down.close();
    expect(result).toMatchObject({ ok: false, retryable: true, result: 'FAILED', responseCode: 'HTTP 502' });
  });

  it('check: a token is needed, and a tenant may not point the robot at the server’s own network', async () => {
    const missing = await dingTalkProvider.check(
      { webhook: 'https://oapi.dingtalk.com/robot/send', accessToken: '' },
      tenantReach,
    );
    expect(missing.map((p) => p.en)).toEqual(['Please fill in access_token']);
    expect(missing[0]!.zh).toContain('access_token');
    const inside = await dingTalkProvider.check({ webhook: robot.url, accessToken: token }, tenantReach);
    expect(inside).toHaveLength(1);
    expect(inside[0]!.zh).not.toBe(inside[0]!.en);
    expect(await dingTalkProvider.check({ webhook: robot.url, accessToken: token }, platformReach)).toEqual([]);
    expect(
      await dingTalkProvider.check(
        { webhook: robot.url, accessToken: token },
        { tenantId: '123456', privateHosts: ['127.0.0.1'] },
      ),
    ).toEqual([]);
  });
});
