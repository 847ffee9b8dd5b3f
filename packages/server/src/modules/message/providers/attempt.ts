import type { MessageKey, Text } from '@pharma/contract';
import { t, type Values } from '../../../platform/i18n.ts';
import type { AttemptResult, ProviderResult } from './provider.ts';

/** The record log's column sizes (msg_record_log.responseMsg S500, requestSummary S1000). */
export const maxResponseMsg = 500;
export const maxRequestSummary = 1000;

export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A message with its placeholders filled, in every language. */
export const textOf = (text: Text | MessageKey, values?: Values): Text => ({
  zh: t('zh', text, values),
  en: t('en', text, values),
});

/** A receiver as lists show it: 138****1001, a***@x.com; other ids keep their ends only. */
export function maskReceiver(receiver: string): string {
  const at = receiver.lastIndexOf('@');
  if (at > 0) return `${receiver[0]}***${receiver.slice(at)}`;
  const digits = /^(\+?\d+)(\d{4})(\d{4})$/.exec(receiver);
  if (digits) return `${digits[1]}****${digits[3]}`;
  if (receiver.length <= 4) return receiver;
  return `${receiver.slice(0, 2)}***${receiver.slice(-2)}`;
}

/** An address as a summary may show it: scheme, host and path; no user info, no query (tokens live there). */
export function bareUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

/** One attempt in progress: what it sends (already masked) and when it started. */
export interface Attempt {
  summary: string;
  started: number;
}

export const startAttempt = (summary: string): Attempt => ({
  summary: clip(summary, maxRequestSummary),
  started: performance.now(),
});

const costOf = (attempt: Attempt) => Math.max(0, Math.round(performance.now() - attempt.started));

export function succeeded(
  attempt: Attempt,
  answer: { code: string; message: string; providerMsgId?: string | undefined },
): ProviderResult {
  return {
    ok: true,
    retryable: false,
    result: 'SUCCESS',
    ...(answer.providerMsgId ? { providerMsgId: clip(answer.providerMsgId, 100) } : {}),
    responseCode: clip(answer.code, 50),
    responseMsg: clip(answer.message, maxResponseMsg),
    requestSummary: attempt.summary,
    costMs: costOf(attempt),
  };
}

export interface Failure {
  retryable: boolean;
  result?: Exclude<AttemptResult, 'SUCCESS'>;
  code: string;
  /** The provider's message; without one, the reason in both languages. */
  message?: string;
  reason?: Text;
}

export function failed(attempt: Attempt, failure: Failure): ProviderResult {
  const message = failure.message || (failure.reason ? `${failure.reason.zh} / ${failure.reason.en}` : '');
  return {
    ok: false,
    retryable: failure.retryable,
    result: failure.result ?? 'FAILED',
    responseCode: clip(failure.code, 50),
    responseMsg: clip(message, maxResponseMsg),
    ...(failure.reason ? { reason: failure.reason } : {}),
    requestSummary: attempt.summary,
    costMs: costOf(attempt),
  };
}
