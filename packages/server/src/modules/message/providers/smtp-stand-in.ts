import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * For the tests: a real SMTP server on loopback with AUTH (PLAIN/LOGIN, no TLS so a test needs no certificate)
 * that keeps every message delivered. "busy@" is answered 451 after DATA (a local error, try later), "nobody@" is
 * refused 550 at RCPT (mailbox unavailable).
 */

/** One delivered message: its envelope and its raw RFC 822 text. */
export interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/** Thrown from a smtp-server hook: the server answers with this SMTP code. */
const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export interface SmtpStandIn {
  port: number;
  delivered: Delivered[];
  close(): Promise<void>;
}

/** The server, accepting `username` with `password`. */
export async function smtpStandIn(username: string, password: string): Promise<SmtpStandIn> {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    logger: false,
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === username && auth.password === password) return callback(null, { user: 'mailer' });
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
  // A client killed mid-session (the kill tests' SIGKILL) resets its connection; like a real mail server, the stand-in
  // lets that session go instead of throwing the reset at the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded words (B and Q), as a mail reader decodes a header; adjacent words join without their space. */
export function decodeWords(value: string): string {
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
export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
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
