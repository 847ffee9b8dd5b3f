import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type HttpStandIn, httpStandIn, platformReach, tenantReach } from './http-stand-in.ts';
import type { OutgoingMessage } from './provider.ts';
import { webhookProvider } from './webhook.provider.ts';

const secret = 'whsec_9f8e7d6c5b4a';

/** What a receiver does first: recompute hex HMAC-SHA256(secret, timestamp + "." + raw body) and compare. */
function verified(headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const timestamp = String(headers['x-pharma-timestamp'] ?? '');
  const signature = Buffer.from(String(headers['x-pharma-signature'] ?? ''), 'hex');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const fresh = Math.abs(Date.now() - Number(timestamp)) < 5 * 60_000;
  return fresh && signature.length === expected.length && timingSafeEqual(signature, expected);
}

let flaky: HttpStandIn;
let strict: HttpStandIn;
let silent: HttpStandIn;
let calls = 0;
beforeAll(async () => {
  // Fails twice with 503, then takes the message; a bad signature is 401 whatever the turn.
  flaky = await httpStandIn(({ headers, body }) => {
    if (!verified(headers, body)) return { status: 401, body: { error: 'bad signature' } };
    calls++;
    return calls <= 2 ? { status: 503, body: 'Service Unavailable' } : { status: 200, body: { received: true } };
  });
  strict = await httpStandIn(() => ({ status: 400, body: { error: 'unknown receiver' } }));
  silent = await httpStandIn(() => undefined);
});
afterAll(async () => {
  await Promise.all([flaky?.close(), strict?.close(), silent?.close()]);
});

const message: OutgoingMessage = {
  msgId: '3f1c0e9a2b7d4c5e8f6a1b2c3d4e5f60',
  receiver: '13800001001',
  title: '订单已发货',
  content: '您的采购订单 CGDD202611260001 已发货',
  contentFormat: 'TEXT',
};

describe('generic webhook', () => {
  it('a receiver failing twice with 503, then taking it: retryable, retryable, ok; each signed', async () => {
    const config = { url: `${flaky.url}/hooks/pharma?token=abc`, secret };
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(await webhookProvider.send(config, message, { timeoutMs: 3000, reach: platformReach }));
    expect(results.map((r) => [r.ok, r.retryable, r.result, r.responseCode])).toEqual([
      [false, true, 'FAILED', 'HTTP 503'],
      [false, true, 'FAILED', 'HTTP 503'],
      [true, false, 'SUCCESS', 'HTTP 200'],
    ]);
    expect(flaky.requests).toHaveLength(3);
    const sent = JSON.parse(flaky.requests[2]!.body) as Record<string, unknown>;
    expect(sent).toEqual({ ...message, timestamp: Number(flaky.requests[2]!.headers['x-pharma-timestamp']) });
    for (const r of results) {
      expect(r.requestSummary).toContain('138****1001');
      expect(r.requestSummary).not.toContain('13800001001');
      expect(r.requestSummary).not.toContain(secret);
      expect(r.requestSummary).not.toContain('token=abc');
      expect(r.requestSummary).not.toContain(String(flaky.requests[0]!.headers['x-pharma-signature']));
    }
  });

  it('a wrong secret is refused by the receiver (401), not retryable', async () => {
    const result = await webhookProvider.send({ url: flaky.url, secret: 'other' }, message, {
      timeoutMs: 3000,
      reach: platformReach,
    });
    expect(result).toMatchObject({ ok: false, retryable: false, responseCode: 'HTTP 401' });
  });

  it('a receiver that always answers 400 is not retryable', async () => {
    const result = await webhookProvider.send({ url: strict.url, secret }, message, {
      timeoutMs: 3000,
      reach: platformReach,
    });
    expect(result).toMatchObject({ ok: false, retryable: false, result: 'FAILED', responseCode: 'HTTP 400' });
    expect(result.responseMsg).toContain('unknown receiver');
  });

  it('a receiver that never answers is a TIMEOUT, retryable, within the timeout', async () => {
    const started = Date.now();
    const result = await webhookProvider.send({ url: silent.url, secret }, message, {
      timeoutMs: 300,
      reach: platformReach,
    });
    const took = Date.now() - started;
    expect(result).toMatchObject({ ok: false, retryable: true, result: 'TIMEOUT' });
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(2000);
    expect(result.costMs).toBeLessThan(2000);
    expect(result.reason?.en).toContain('300 ms');
  });

  it('a receiver that is not there (connection refused) is retryable', async () => {
    const port = await closedPort();
    const result = await webhookProvider.send({ url: `http://127.0.0.1:${port}/`, secret }, message, {
      timeoutMs: 2000,
      reach: platformReach,
    });
    expect(result).toMatchObject({ ok: false, retryable: true, result: 'FAILED', responseCode: 'ECONNREFUSED' });
  });

  it('check: url and secret needed; loopback only for the platform', async () => {
    const empty = await webhookProvider.check({ url: '', secret: '' }, tenantReach);
    expect(empty.map((p) => p.en)).toEqual(['Please fill in Signing secret', 'Please fill in Callback URL']);
    expect((await webhookProvider.check({ url: flaky.url, secret }, tenantReach))[0]?.en).toMatch(
      /private|internal|network/i,
    );
    expect(await webhookProvider.check({ url: flaky.url, secret }, platformReach)).toEqual([]);
  });
});
