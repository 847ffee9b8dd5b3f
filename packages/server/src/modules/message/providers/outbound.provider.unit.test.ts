import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalBehindRedirect, silentServer } from '../../../../test/helpers/outbound-stand-ins.ts';
import type { Resolve } from '../../../platform/outbound/reach.ts';
import { dingTalkProvider } from './dingtalk.provider.ts';
import { tenantReach } from './http-stand-in.ts';
import { closeMailTransporters, mailProvider } from './mail.provider.ts';
import type { OutgoingMessage } from './provider.ts';
import { webhookProvider } from './webhook.provider.ts';
import { weComProvider } from './wecom.provider.ts';

/**
 * A tenant's channels send within its reach, checked when the server connects (not only when the channel was
 * saved): a webhook, a DingTalk or WeCom robot, or a mailbox on the server's own network, written as an address,
 * reached by a redirect or by a name resolving there, is refused; the internal service hears nothing and the
 * attempt is not retried (the setting is wrong).
 */
const servers = internalBehindRedirect('/hook');
let smtp: Awaited<ReturnType<typeof silentServer>>;
beforeAll(async () => {
  smtp = await silentServer();
});
afterAll(async () => {
  closeMailTransporters();
  await smtp?.close();
});

const message: OutgoingMessage = {
  receiver: 'zhang.san@hospital.test',
  title: '标题',
  content: '内容',
  contentFormat: 'TEXT',
};
const toLoopback: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
const options = { timeoutMs: 3000, reach: tenantReach };

describe('channels pointing the server at its own network', () => {
  it('webhook, DingTalk and WeCom robots: refused at connect time, not retried, nothing heard', async () => {
    const results = [
      await webhookProvider.send({ url: `${servers.internal.url}/hook`, secret: 's' }, message, options),
      await webhookProvider.send(
        { url: `http://[::ffff:7f00:1]:${servers.internal.port}/`, secret: 's' },
        message,
        options,
      ),
      await webhookProvider.send({ url: `http://localhost:${servers.hop.port}/`, secret: 's' }, message, {
        ...options,
        reach: { ...tenantReach, privateHosts: ['localhost'] },
      }),
      await webhookProvider.send({ url: `http://hooks.example:${servers.internal.port}/`, secret: 's' }, message, {
        ...options,
        reach: { ...tenantReach, resolve: toLoopback },
      }),
      await dingTalkProvider.send(
        { webhook: `${servers.internal.url}/robot/send`, accessToken: 't' },
        message,
        options,
      ),
      await weComProvider.send({ webhook: `${servers.internal.url}/cgi-bin/webhook/send`, key: 'k' }, message, options),
    ];
    for (const result of results) {
      expect(result.ok).toBe(false);
      expect(result.responseMsg + JSON.stringify(result.reason)).not.toContain('INTERNAL');
    }
    expect(results.map((r) => r.responseCode)).toEqual([
      'EOUTBOUNDREFUSED',
      'EOUTBOUNDREFUSED',
      // The redirect itself is refused (redirects are never followed).
      expect.any(String),
      'EOUTBOUNDREFUSED',
      'EOUTBOUNDREFUSED',
      'EOUTBOUNDREFUSED',
    ]);
    expect(results.filter((r) => r.responseCode === 'EOUTBOUNDREFUSED').every((r) => !r.retryable)).toBe(true);
    expect(servers.internal.received).toEqual([]);
  });

  it('a mailbox on 127.0.0.1, or on a name resolving there: refused before any connection', async () => {
    const mailbox = {
      host: '127.0.0.1',
      port: String(smtp.port),
      secure: 'false',
      username: 'u@pharma.test',
      password: 'Mail-Secret-1',
      fromAddress: 'u@pharma.test',
    };
    const direct = await mailProvider.send(mailbox, message, options);
    const named = await mailProvider.send({ ...mailbox, host: 'mail.example' }, message, {
      ...options,
      reach: { ...tenantReach, resolve: toLoopback },
    });
    for (const result of [direct, named]) {
      expect(result).toMatchObject({ ok: false, retryable: false, responseCode: 'EOUTBOUNDREFUSED' });
      expect(result.requestSummary).not.toContain('Mail-Secret-1');
    }
    expect(smtp.accepted).toBe(0);
  });
});
