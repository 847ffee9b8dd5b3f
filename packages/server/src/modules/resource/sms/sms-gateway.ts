import { smsMessages, type Text } from '@pharma/contract';
import { outboundFetch, timedOut } from '../../../platform/outbound/fetch.ts';
import { type Reach, refusalIn } from '../../../platform/outbound/reach.ts';

/** One message to send: the template's variables by name (Tencent's positional parameters take their values). */
export interface SmsMessage {
  phones: string[];
  templateId: string;
  signName: string;
  params: Record<string, string>;
}

/** What a provider answers for a sent message. */
export interface SmsReceipt {
  requestId?: string;
}

/**
 * An SMS provider: sends one message or throws SmsSendError with the provider's reason. The message centre sends
 * through the same interface.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/** A provider's account, with the secret in clear (only ever in memory, never logged). */
export interface SmsAccount {
  accessKey: string;
  secretKey: string;
  /** Aliyun's RegionId / Tencent's X-TC-Region; empty for the provider's default. */
  regionId?: string;
  /** Tencent Cloud's SmsSdkAppId. */
  appId?: string;
  /** The provider's API base URL; empty for its public one. */
  baseUrl?: string;
  /** Milliseconds an outgoing call may take (default 10 s). */
  timeoutMs?: number;
  /** Whose account this is: the provider is called within that tenant's reach (platform/outbound). */
  reach: Reach;
}

export const defaultSmsTimeoutMs = 10_000;

/** A refusal or failure, with the provider's own code and message and ours in every language. */
export class SmsSendError extends Error {
  constructor(
    readonly reason: Text,
    readonly values: Record<string, string | number> = {},
    readonly providerCode?: string,
  ) {
    super(providerCode ? `${providerCode}: ${reason.en}` : reason.en);
    this.name = 'SmsSendError';
  }
}

/**
 * Runs an outgoing call within the account's reach, under a timeout (redirects refused); a timeout, a refused
 * address or a network failure becomes an SmsSendError naming only a code (never the address or the peer's text).
 */
export async function callProvider(reach: Reach, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await outboundFetch(reach, url, { ...init, timeoutMs });
  } catch (error) {
    if (timedOut(error)) {
      throw new SmsSendError(smsMessages.timeout, { seconds: Math.max(1, Math.round(timeoutMs / 1000)) });
    }
    if (refusalIn(error)) throw new SmsSendError(smsMessages.unreachable, { reason: 'EOUTBOUNDREFUSED' });
    const cause = (error as { cause?: { code?: string } })?.cause;
    throw new SmsSendError(smsMessages.unreachable, { reason: cause?.code ?? 'NETWORK' });
  }
}

/** Reads a provider's JSON reply, or fails with "the reply could not be read". */
export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new SmsSendError(smsMessages.badReply, {}, `HTTP ${response.status}`);
}
