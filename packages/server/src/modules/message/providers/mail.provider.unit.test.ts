import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, platformReach, tenantReach } from './http-stand-in.ts';
import { closeMailTransporters, type MailConfig, mailProvider } from './mail.provider.ts';
import type { OutgoingMessage } from './provider.ts';
import { type Delivered, decodeWords, parseMail as parse, type SmtpStandIn, smtpStandIn } from './smtp-stand-in.ts';

const password = 'Sm7p#Pa55-word';

let smtp: SmtpStandIn;
let port = 0;
let delivered: Delivered[] = [];
beforeAll(async () => {
  smtp = await smtpStandIn('mailer@pharma.test', password);
  port = smtp.port;
  delivered = smtp.delivered;
});
afterAll(async () => {
  closeMailTransporters();
  await smtp?.close();
});

const config = (): MailConfig => ({
  host: '127.0.0.1',
  port: String(port),
  secure: 'false',
  username: 'mailer@pharma.test',
  password,
  fromAddress: 'mailer@pharma.test',
  fromName: '医药云消息中心',
});
const message: OutgoingMessage = {
  receiver: 'zhang.san@hospital.test',
  title: '采购计划 CGJH202611260001 已审核通过',
  content: '您好，张三：\n采购计划已审核通过，请及时下单。\n—— 医药云',
  contentFormat: 'TEXT',
};

describe('SMTP mail', () => {
  it('delivers a Chinese subject and body to the receiver, authenticated, with its Message-ID', async () => {
    const result = await mailProvider.send(config(), message, { timeoutMs: 5000, reach: platformReach });
    expect(result).toMatchObject({ ok: true, retryable: false, result: 'SUCCESS', responseCode: '250' });
    const mail = delivered.at(-1)!;
    expect(mail.to).toEqual(['zhang.san@hospital.test']);
    expect(mail.from).toBe('mailer@pharma.test');
    const { headers, body } = parse(mail.raw);
    expect(headers.subject).toMatch(/=\?UTF-8\?/i); // encoded on the wire, as RFC 2047 wants
    expect(decodeWords(headers.subject!)).toBe(message.title);
    expect(decodeWords(headers.from!)).toBe('医药云消息中心 <mailer@pharma.test>');
    expect(headers.to).toBe('zhang.san@hospital.test');
    expect(headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    expect(body).toBe(message.content);
    expect(result.providerMsgId).toBe(headers['message-id']);
    expect(result.requestSummary).toContain('z***@hospital.test');
    expect(result.requestSummary).not.toContain('zhang.san@');
    expect(result.requestSummary).not.toContain(password);
  });

  it('sends HTML as an HTML body', async () => {
    const html = '<p>采购订单 <b>CGDD202611260001</b> 已发货</p>';
    const result = await mailProvider.send(
      config(),
      { ...message, contentFormat: 'HTML', content: html },
      { timeoutMs: 5000, reach: platformReach },
    );
    expect(result.ok).toBe(true);
    const { headers, body } = parse(delivered.at(-1)!.raw);
    expect(headers['content-type']).toMatch(/^text\/html; charset=utf-8/i);
    expect(body).toBe(html);
  });

  it('451 (local error, try later) is retryable; 550 (mailbox unavailable) is not', async () => {
    const busy = await mailProvider.send(
      config(),
      { ...message, receiver: 'busy@hospital.test' },
      { timeoutMs: 5000, reach: platformReach },
    );
    expect(busy).toMatchObject({ ok: false, retryable: true, result: 'FAILED', responseCode: '451' });
    expect(busy.responseMsg).toContain('local error');
    const gone = await mailProvider.send(
      config(),
      { ...message, receiver: 'nobody@hospital.test' },
      { timeoutMs: 5000, reach: platformReach },
    );
    expect(gone).toMatchObject({ ok: false, retryable: false, result: 'FAILED', responseCode: '550' });
    expect(gone.responseMsg).toContain('Mailbox unavailable');
  });

  it('a wrong password is not retryable, and a changed config gets its own transporter', async () => {
    const wrong = await mailProvider.send({ ...config(), password: 'wrong-Pa55' }, message, {
      timeoutMs: 5000,
      reach: platformReach,
    });
    expect(wrong).toMatchObject({ ok: false, retryable: false, result: 'FAILED', responseCode: '535' });
    expect(wrong.responseMsg).not.toContain('wrong-Pa55');
    expect(wrong.requestSummary).not.toContain('wrong-Pa55');
    // The right config still works: the wrong one did not replace its transporter.
    expect((await mailProvider.send(config(), message, { timeoutMs: 5000, reach: platformReach })).ok).toBe(true);
  });

  it('a receiver that is not an address is refused before connecting', async () => {
    const result = await mailProvider.send(
      config(),
      { ...message, receiver: '13800001001' },
      { timeoutMs: 5000, reach: platformReach },
    );
    expect(result).toMatchObject({ ok: false, retryable: false, responseCode: 'BAD_RECEIVER' });
    expect(result.reason?.zh).toContain('接收人');
  });

  it('connection refused is retryable', async () => {
    const result = await mailProvider.send({ ...config(), port: await closedPort() }, message, {
      timeoutMs: 2000,
      reach: platformReach,
    });
    expect(result).toMatchObject({ ok: false, retryable: true, result: 'FAILED', responseCode: 'ECONNREFUSED' });
  });

  it('a server that never greets is a TIMEOUT, retryable, within the timeout', async () => {
    const mute: TcpServer = createTcpServer(() => undefined);
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    const result = await mailProvider.send({ ...config(), port: (mute.address() as AddressInfo).port }, message, {
      timeoutMs: 400,
      reach: platformReach,
    });
    const took = Date.now() - started;
    await new Promise<void>((resolve) => mute.close(() => resolve()));
    expect(result).toMatchObject({ ok: false, retryable: true, result: 'TIMEOUT' });
    expect(took).toBeLessThan(3000);
  });

  it('check: required settings, port, sender address; a loopback host only for the platform', async () => {
    const empty = await mailProvider.check(
      { host: '', port: '0', username: '', password: '', fromAddress: 'not-an-address' },
      tenantReach,
    );
    expect(empty.map((p) => p.en)).toEqual([
      'Please fill in SMTP host',
      'Please fill in Username',
      'Please fill in Password',
      'The port must be a whole number from 1 to 65535',
      'Sender address is not an email address',
    ]);
    expect(empty.every((p) => p.zh && p.zh !== p.en)).toBe(true);
    expect(await mailProvider.check({ ...config(), secure: 'maybe' }, platformReach)).toHaveLength(1);
    expect(await mailProvider.check(config(), tenantReach)).toHaveLength(1);
    expect(await mailProvider.check(config(), platformReach)).toEqual([]);
  });
});
