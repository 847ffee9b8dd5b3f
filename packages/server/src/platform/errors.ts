import type { MessageKey, Text } from '@pharma/contract';
import type { Values } from './i18n.ts';

/**
 * A refusal the caller should read: it carries the HTTP status, the message in every language and,
 * for the token call, the OAuth-style `error_description`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly text: Text | MessageKey,
    readonly values?: Values,
    /** What went wrong behind the message, for the server's log only (a provider's reply, never a secret). */
    readonly detail?: string,
  ) {
    super(typeof text === 'string' ? text : text.en);
    this.name = 'AppError';
  }
}

export const badRequest = (text: Text | MessageKey, values?: Values) => new AppError(400, text, values);
export const unauthorized = (text: Text | MessageKey = 'unauthorized') => new AppError(401, text);
export const forbidden = (text: Text | MessageKey = 'forbidden') => new AppError(403, text);
export const notFound = (text: Text | MessageKey = 'recordNotFound') => new AppError(404, text);

/** PostgreSQL's error for a unique index, found through the wrappers the drivers and Drizzle add. */
export function uniqueViolation(error: unknown): { constraint?: string } | undefined {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth++) {
    const e = cause as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === '23505') {
      const fromMessage = /unique constraint "([^"]+)"/.exec(e.message ?? '')?.[1];
      return { constraint: e.constraint ?? fromMessage };
    }
    cause = e.cause;
  }
  return undefined;
}
