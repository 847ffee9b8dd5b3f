import type { FastifyServerOptions } from 'fastify';
import { type DestinationStream, stdSerializers } from 'pino';
import { redactUrl } from './secrets.ts';

/**
 * A failed statement's error (Drizzle's) lists the statement's values after `params:`: a password hash, a refresh
 * token's hash, whatever the row held. Logs keep the statement and the database's reason, not the values.
 */
const statementValues = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
export const withoutStatementValues = (text: string) => text.replace(statementValues, '\nparams: ***');

/** pino's error serializer, minus the statement's values. */
export function serializeError(error: Error) {
  const { params: _values, ...out } = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & {
    params?: unknown;
  };
  return { ...out, message: withoutStatementValues(out.message), stack: withoutStatementValues(out.stack) };
}

/**
 * Request logs without secrets: the values named secret (platform/secrets.ts) are cut from URLs, headers are not
 * logged, and errors lose the values of the statement that failed.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: ['req.headers.authorization', 'req.headers["blade-auth"]', 'req.headers["captcha-code"]'],
      censor: '***',
    },
    serializers: {
      err: serializeError,
      req(req) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}
