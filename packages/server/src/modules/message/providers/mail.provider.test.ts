import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, platformReach, tenantReach } from './http-stand-in.ts';
import { closeMailTransporters, type MailConfig, mailProvider } from './mail.provider.ts';
import type { OutgoingMessage } from './provider.ts';

const password = 'Sm7p#Pa55-word';

/** One delivered message: its envelope and its raw RFC 822 text. */
interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/** Thrown from a smtp-server hook: the server answers with this SMTP code. */
const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * A real SMTP server on loopback with AUTH (PLAIN/LOGIN, no TLS so the test needs no certificate): "busy@" is
 * answered 451 after DATA (a local error, try later), "nobody@" is refused 550 at RCPT (mailbox unavailable).
 */
let server: SMTPServer;
let port = 0;
const delivered: Delivered[] = [];
beforeAll(async () => {
  server = new SMTPServer({
    logger: false,
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer@pharma.test' && auth.password === password)
        return callback(null, { user: 'mailer' });
      callback(smtpError(535, 'Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) return callback(smtpError(550, 'Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (to.some((a) => a.startsWith('busy@')))
          return callback(smtpError(451, 'Requested action aborted: local error'));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        delivered.push({ from, to, raw: Buffer.concat(chunks).toString('utf8') });
        callback(null, 'Ok: queued as 4F2A1');
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  closeMailTransporters();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
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

/** RFC 2047 encoded words (B and Q), as a mail reader decodes a header; adjacent words join without their space. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_w, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
    );
}

/** Quoted-printable: soft line breaks removed, =XY bytes restored, then read as UTF-8. */
function qp(text: string): string {
  const bytes: number[] = [];
  const flat = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '=' && /^[0-9A-F]{2}$/i.test(flat.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The minimum of a mail reader: unfolded headers by lower-cased name, and the single part's decoded body. */
function parse(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoded = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qp(encoded)
        : encoded;
  return { headers, body: body.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

describe('SMTP mail', () => {
  it('delivers a Chinese subject and body to the receiver, authenticated, with its Message-ID', async () => {
    const result = await mailProvider.send(config(), message, { timeoutMs: 5000 });
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
      { timeoutMs: 5000 },
    );
    expect(result.ok).toBe(true);
    const { headers, body } = parse(delivered.at(-1)!.raw);
    expect(headers['content-type']).toMatch(/^text\/html; charset=utf-8/i);
    expect(body).toBe(html);
  });

  it('451 (local error, try later) is retryable; 550 (mailbox unavailable) is not', async () => {
    const busy = await mailProvider.send(config(), { ...message, receiver: 'busy@hospital.test' }, { timeoutMs: 5000 });
    expect(busy).toMatchObject({ ok: false, retryable: true, result: 'FAILED', responseCode: '451' });
    expect(busy.responseMsg).toContain('local error');
    const gone = await mailProvider.send(
      config(),
      { ...message, receiver: 'nobody@hospital.test' },
      { timeoutMs: 5000 },
    );
    expect(gone).toMatchObject({ ok: false, retryable: false, result: 'FAILED', responseCode: '550' });
    expect(gone.responseMsg).toContain('Mailbox unavailable');
  });

  it('a wrong password is not retryable, and a changed config gets its own transporter', async () => {
    const wrong = await mailProvider.send({ ...config(), password: 'wrong-Pa55' }, message, { timeoutMs: 5000 });
    expect(wrong).toMatchObject({ ok: false, retryable: false, result: 'FAILED', responseCode: '535' });
    expect(wrong.responseMsg).not.toContain('wrong-Pa55');
    expect(wrong.requestSummary).not.toContain('wrong-Pa55');
    // The right config still works: the wrong one did not replace its transporter.
    expect((await mailProvider.send(config(), message, { timeoutMs: 5000 })).ok).toBe(true);
  });

  it('a receiver that is not an address is refused before connecting', async () => {
    const result = await mailProvider.send(config(), { ...message, receiver: '13800001001' }, { timeoutMs: 5000 });
    expect(result).toMatchObject({ ok: false, retryable: false, responseCode: 'BAD_RECEIVER' });
    expect(result.reason?.zh).toContain('接收人');
  });

  it('connection refused is retryable', async () => {
    const result = await mailProvider.send({ ...config(), port: await closedPort() }, message, { timeoutMs: 2000 });
    expect(result).toMatchObject({ ok: false, retryable: true, result: 'FAILED', responseCode: 'ECONNREFUSED' });
  });

  it('a server that never greets is a TIMEOUT, retryable, within the timeout', async () => {
    const mute: TcpServer = createTcpServer(() => undefined);
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    const result = await mailProvider.send({ ...config(), port: (mute.address() as AddressInfo).port }, message, {
      timeoutMs: 400,
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
