import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Text } from '@pharma/contract';
import { createTransport, type SMTPSentMessageInfo, type Transporter } from 'nodemailer';
import { checkedAddress, refusalIn } from '../../../platform/outbound/reach.ts';
import { clip, type Failure, failed, maskReceiver, startAttempt, succeeded, textOf } from './attempt.ts';
import { filled, reachProblems, requiredProblem } from './outbound-check.ts';
import { providerMessages, settingLabels } from './provider.texts.ts';
import type { ChannelProvider } from './provider.ts';

/**
 * An SMTP mailbox. Settings are stored as strings (发送渠道配置), so port and secure may come as text. secure true is
 * TLS from the first byte (465); false upgrades with STARTTLS (587, where it is then required); unset follows the port.
 */
export interface MailConfig {
  host: string;
  port: number | string;
  secure?: boolean | string;
  username: string;
  password: string;
  fromAddress: string;
  fromName?: string;
}

const emailPattern = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;
export const isEmail = (value: string) => value.length <= 254 && emailPattern.test(value);

const portOf = (config: MailConfig) => Number(String(config.port ?? '').trim());

/** true, false, or undefined when the setting says neither (a problem when it is said at all). */
function secureOf(config: MailConfig): boolean | undefined {
  const value = config.secure;
  if (typeof value === 'boolean') return value;
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (['true', '1', 'ssl', 'tls'].includes(text)) return true;
  if (['false', '0', 'starttls'].includes(text)) return false;
  return undefined;
}

/**
 * Transporters are reused (nodemailer builds its TLS options and resolver once per transporter), one per distinct
 * config and timeout: the key is a hash of them, so a saved change gets a new transporter and the password is not
 * kept as a key. The map is bounded; the oldest is closed when it is full.
 */
const transporters = new Map<string, Transporter<SMTPSentMessageInfo>>();
const maxTransporters = 64;

/**
 * `address`: the mail server's address as checked for the channel's tenant (platform/outbound), which nodemailer
 * connects to as it is, presenting and verifying the configured name for TLS; undefined connects by name (a tenant
 * that may reach any address).
 */
function transporterFor(
  config: MailConfig,
  timeoutMs: number,
  address: string | undefined,
): Transporter<SMTPSentMessageInfo> {
  const port = portOf(config);
  const secure = secureOf(config) ?? port === 465;
  const name = config.host.trim();
  const settings = [name, address, port, secure, config.username, config.password, timeoutMs];
  const key = createHash('sha256').update(JSON.stringify(settings)).digest('hex');
  const known = transporters.get(key);
  if (known) return known;
  const transporter = createTransport({
    host: address ?? name,
    ...(address && !isIP(name) ? { servername: name } : {}),
    port,
    secure,
    // On 587 the password never goes in clear: STARTTLS is required, not merely tried.
    requireTLS: !secure && port === 587,
    auth: { user: config.username, pass: config.password },
    // A mailbox's connections are kept and reused: a batch of mail does not greet and sign in once a message.
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  if (transporters.size >= maxTransporters) {
    const [oldestKey, oldest] = transporters.entries().next().value ?? [];
    if (oldestKey) transporters.delete(oldestKey);
    oldest?.close();
  }
  transporters.set(key, transporter);
  return transporter;
}

/** Closes every kept transporter (tests, shutdown). */
export function closeMailTransporters(): void {
  for (const transporter of transporters.values()) transporter.close();
  transporters.clear();
}

/** Network trouble: the server may be back later. */
const networkCodes = new Set(['ECONNECTION', 'ESOCKET', 'EDNS', 'EPROXY']);

/**
 * An SMTP failure as the pipeline reads it: a 4xx reply is the server's "not now" (greylisting, 451 local error,
 * 452 full), retryable; a 5xx is final (550 mailbox unavailable, 535 authentication failed). Without a reply: a
 * timeout or a network failure is retryable, anything else (TLS refused, a bad envelope) is not.
 */
export function smtpFailure(error: unknown, timeoutMs: number): Failure {
  const e = error as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
    originalCode?: string;
  };
  if (typeof e.responseCode === 'number') {
    const message = e.response || e.message || '';
    return { retryable: e.responseCode >= 400 && e.responseCode < 500, code: String(e.responseCode), message };
  }
  if (e.code === 'ETIMEDOUT') {
    return {
      retryable: true,
      result: 'TIMEOUT',
      code: 'ETIMEDOUT',
      reason: textOf(providerMessages.timeout, { ms: timeoutMs }),
    };
  }
  if (e.code && networkCodes.has(e.code)) {
    const reason = textOf(providerMessages.unreachable, { reason: e.originalCode ?? e.code });
    return { retryable: true, code: e.originalCode ?? e.code, reason };
  }
  return { retryable: false, code: e.code ?? 'ERROR', message: e.message ?? String(error) };
}

export const mailProvider: ChannelProvider<MailConfig> = {
  type: 'EMAIL',
  async check(config, reach) {
    const problems: Text[] = [];
    for (const key of ['host', 'username', 'password', 'fromAddress'] as const) {
      if (!filled(config[key])) problems.push(requiredProblem(settingLabels[key]));
    }
    const port = portOf(config);
    if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(textOf(providerMessages.badPort));
    if (typeof config.secure === 'string' && filled(config.secure) && secureOf(config) === undefined)
      problems.push(textOf(providerMessages.badSecure));
    if (filled(config.fromAddress) && !isEmail(config.fromAddress.trim()))
      problems.push(textOf(providerMessages.badEmail, { field: settingLabels.fromAddress }));
    if (filled(config.host)) {
      const host = config.host.trim();
      const authority = host.includes(':') ? `[${host}]` : host;
      problems.push(...(await reachProblems(reach, settingLabels.host, `smtp://${authority}:${port || 25}`)));
    }
    return problems;
  },
  async send(config, message, { timeoutMs, reach }) {
    const html = message.contentFormat === 'HTML';
    const attempt = startAttempt(
      `SMTP ${String(config.host ?? '').trim()}:${portOf(config)} from=${config.fromAddress} ` +
        `to=${maskReceiver(message.receiver)} subject=${clip(message.title, 200)} ${html ? 'html' : 'text'}=${message.content}`,
    );
    const missing = (['host', 'username', 'password', 'fromAddress'] as const).filter((k) => !filled(config[k]));
    if (missing.length > 0 || !portOf(config))
      return failed(attempt, {
        retryable: false,
        code: 'BAD_CONFIG',
        message: `missing: ${missing.join(', ') || 'port'}`,
      });
    const receiver = message.receiver.trim();
    if (!isEmail(receiver)) {
      const reason = textOf(providerMessages.badReceiver, { receiver: maskReceiver(receiver) });
      return failed(attempt, { retryable: false, code: 'BAD_RECEIVER', reason });
    }
    let address: string | undefined;
    try {
      address = (await checkedAddress(reach, config.host.trim()))?.address;
    } catch (error) {
      // An address on the server's own network: the setting is wrong, another try will not help. A name that does
      // not resolve: the DNS may answer later.
      if (refusalIn(error)) {
        const reason = textOf(providerMessages.unreachable, { reason: 'EOUTBOUNDREFUSED' });
        return failed(attempt, { retryable: false, code: 'EOUTBOUNDREFUSED', reason });
      }
      const reason = textOf(providerMessages.unreachable, { reason: 'EDNS' });
      return failed(attempt, { retryable: true, code: 'EDNS', reason });
    }
    try {
      const info = await transporterFor(config, timeoutMs, address).sendMail({
        from: { name: config.fromName?.trim() || config.fromAddress, address: config.fromAddress.trim() },
        to: receiver,
        subject: message.title,
        ...(html ? { html: message.content } : { text: message.content }),
      });
      // One receiver: nodemailer fails when it is refused, so a resolved send was accepted for delivery.
      const code = /^\d{3}/.exec(info.response ?? '')?.[0] ?? '250';
      return succeeded(attempt, { code, message: info.response ?? '', providerMsgId: info.messageId });
    } catch (error) {
      return failed(attempt, smtpFailure(error, timeoutMs));
    }
  },
};
