import type { FastifyServerOptions } from 'fastify';

/** Query parameters that must never reach a log line. */
const secretParams = /([?&](?:password|refresh_token|refreshToken|blade-auth|client_secret|code)=)[^&]*/gi;

export const redactUrl = (url: string) => url.replace(secretParams, '$1***');

/**
 * Request logs without secrets: tokens, passwords and captcha codes are cut from URLs and headers are not logged.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["blade-auth"]', 'req.headers["captcha-code"]'],
      censor: '***',
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}
