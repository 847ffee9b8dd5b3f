import type { Text } from '@pharma/contract';
import type { Reach } from '../../../platform/outbound/reach.ts';

/**
 * What the message centre's sender hands a channel and what it keeps of the answer (a record log, docs/domain.md §4.6).
 * A provider never throws for a provider's refusal, a timeout or a network failure: every attempt ends in a
 * ProviderResult, and `retryable` tells the pipeline (§4.8) whether to wait and try again or to fail over.
 */

/** The channel types that send through a provider (INBOX is a row in our own database, no provider). */
export type ProviderType = 'EMAIL' | 'SMS' | 'WECOM_BOT' | 'DINGTALK_BOT' | 'WEBHOOK';

/** What one attempt sends through one channel. */
export interface OutgoingMessage {
  /** An email address, a mobile number, a user id (inbox), or '' for a group robot. */
  receiver: string;
  /** Subject (mail), title (markdown card). */
  title: string;
  /** Rendered text. */
  content: string;
  contentFormat: 'TEXT' | 'MARKDOWN' | 'HTML';
  /** SMS: the provider's template code. */
  providerTemplateId?: string;
  /** SMS: the variables by name. */
  params?: Record<string, string>;
  /** The record's public id: a webhook receiver gets it to recognise a retried attempt. */
  msgId?: string;
}

/** How an attempt ended, as msg_record_log.result names it. */
export type AttemptResult = 'SUCCESS' | 'FAILED' | 'TIMEOUT' | 'RATE_LIMITED';

/** The outcome of one attempt, as the record log keeps it. */
export interface ProviderResult {
  ok: boolean;
  /** Timeouts, network errors, HTTP 5xx, rate limits, SMTP 4xx: try again; otherwise not. */
  retryable: boolean;
  result: AttemptResult;
  /** SMTP Message-ID, SMS request id, … */
  providerMsgId?: string;
  /** The provider's code (HTTP status, errcode, SMTP code); ours (e.g. TOO_LONG) when we refused before sending. */
  responseCode: string;
  /** The provider's message, at most 500 chars, never a secret. */
  responseMsg: string;
  /** Our own explanation, in every language, when the console itself refused or could not reach the provider. */
  reason?: Text;
  /** What was sent, masked (receiver masked, no secret, no signature), at most 1000 chars. */
  requestSummary: string;
  costMs: number;
}

/**
 * Who is saving a channel: a tenant other than the platform's may not point a channel at the server's own network
 * (platform/outbound.ts); `privateHosts` are the hosts the deployment allows anyway (OUTBOUND_PRIVATE_HOSTS).
 */
export type OutboundReach = Reach;

export interface ChannelProvider<C> {
  type: ProviderType;
  /**
   * Checks a channel's config when it is saved; throws nothing, returns the problems (empty: fine). Asynchronous
   * because the outbound check resolves the host's name.
   */
  check(config: C, reach: OutboundReach): Promise<Text[]>;
  /** `reach`: the channel's tenant's, for the address checked at connect time (platform/outbound). */
  send(
    config: C,
    message: OutgoingMessage,
    options: { timeoutMs: number; reach: OutboundReach },
  ): Promise<ProviderResult>;
}
