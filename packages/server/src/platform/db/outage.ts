/**
 * A database that is away (restarting, failing over, unreachable) is a condition the server lives through, not a
 * bug: requests are answered 503 meanwhile, the job queue and the API log wait and try again, and nothing of it may
 * end the process.
 */

/** SQLSTATEs of a server that is shutting down or starting up (class 57P) and of a broken connection (class 08). */
const unavailableCodes = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a server that is not (or no longer) there. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * node-postgres' own wording when the socket closes under a query ("Connection terminated unexpectedly", "… due to
 * connection timeout") or a broken client is asked again.
 */
const unavailableMessages = /^Connection terminated|not queryable|Connection ended unexpectedly/;

/** Whether `error` (or what it wraps: Drizzle and pg-boss add layers) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const e = cause as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (unavailableCodes.has(code) || code.startsWith('08') || socketCodes.has(code)) return true;
    if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
    // A refused connection to "localhost" is an AggregateError of one refusal per address tried.
    if (Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every((inner) => isDatabaseUnavailable(inner)))
      return true;
    cause = e.cause;
  }
  return false;
}

/**
 * pg-boss 10 completes (or fails) a finished job without awaiting it, so a database that goes away at that moment
 * would reject with no one listening, and Node ends the process on an unhandled rejection. Such a rejection is
 * logged instead (the job stays active and is run again once it expires); any other keeps Node's behaviour.
 */
export function surviveDatabaseOutages(log: (message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log(`database unavailable: ${(reason as Error).message}`);
  });
}
