import { describe, expect, it, vi } from 'vitest';
import { internalBehindRedirect, silentServer } from '../../../../test/helpers/outbound-stand-ins.ts';
import { aliyunSms } from './aliyun.ts';
import { SmsSendError } from './sms-gateway.ts';
import { tencentSms } from './tencent.ts';

/**
 * SMS providers are called within the account's tenant's reach: a base URL on the server's own network, or one that
 * redirects there, is refused when connected to; a provider that accepts and never answers times out and lets go.
 */
const servers = internalBehindRedirect('/');

const message = { phones: ['13800138000'], templateId: 'SMS_1', signName: '签名', params: { code: '1234' } };
const account = (baseUrl: string, privateHosts: string[] = [], timeoutMs = 3000) => ({
  accessKey: 'key',
  secretKey: 'Sms-Secret-3',
  appId: '1400000000',
  baseUrl,
  timeoutMs,
  reach: { tenantId: '200098', privateHosts },
});

async function sendFailure(run: Promise<unknown>): Promise<SmsSendError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('an SMS provider pointing the server at its own network', () => {
  it('refuses a base URL on 127.0.0.1 and a redirect to it, for Aliyun and Tencent; the internal service hears nothing', async () => {
    for (const make of [aliyunSms, tencentSms]) {
      const direct = await sendFailure(make(account(`${servers.internal.url}/`)).send(message));
      expect(direct.values).toEqual({ reason: 'EOUTBOUNDREFUSED' });
      const redirected = await sendFailure(
        make(account(`http://localhost:${servers.hop.port}/`, ['localhost'])).send(message),
      );
      expect(redirected.reason.zh).not.toContain('INTERNAL');
    }
    expect(servers.hop.received).toHaveLength(2);
    expect(servers.internal.received).toEqual([]);
  });

  it('a provider that accepts and never answers: a timeout, and the connection let go', async () => {
    const silent = await silentServer();
    try {
      const failed = await sendFailure(
        aliyunSms(account(`http://localhost:${silent.port}/`, ['localhost'], 400)).send(message),
      );
      expect(failed.reason.zh).toBe('短信服务商在 {seconds} 秒内无响应');
      expect(silent.requests).toBe(1);
      await vi.waitFor(() => expect(silent.held).toBe(0), { timeout: 5000, interval: 20 });
    } finally {
      await silent.close();
    }
  });
});
