import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Lang, messages, pick, textOfZodMessage } from '@pharma/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/outage.ts';
import { AppError } from './errors.ts';
import { langOfRequest, t } from './i18n.ts';
import type { App, ErrorSink } from './types.ts';

function send(req: FastifyRequest, reply: FastifyReply, status: number, msg: string, data: unknown = null) {
  const body: Record<string, unknown> = { code: status, success: false, data, msg };
  // 401s and the token call carry OAuth's fields too; the browser shows error_description on 401.
  if (status === 401 || req.routeOptions?.config?.oauth) {
    body.error_code = status;
    body.error_description = msg;
  }
  // OAuth clients (another application exchanging a code) read RFC 6749's error code.
  if (req.routeOptions?.config?.oauth)
    body.error = status === 401 ? 'invalid_client' : status >= 500 ? 'server_error' : 'invalid_grant';
  return reply.status(status).send(body);
}

/** The first validation issue, in the caller's language, naming the field. */
function validationMessage(error: FastifyError, lang: Lang): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0]!;
    const known = textOfZodMessage(issue.message);
    if (known) return pick(known, lang);
    const field =
      (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || (lang === 'zh' ? '请求' : 'request');
    return t(lang, 'invalidField', { field });
  }
  return t(lang, 'badBody');
}

/**
 * A multipart body the parser could not read (no boundary, cut short, a broken part header): busboy throws a plain
 * Error while a route reads the parts, which is the client's doing, not the server's.
 */
function isBrokenMultipart(error: FastifyError, req: FastifyRequest): boolean {
  if (error.statusCode !== undefined || error.code !== undefined) return false;
  if (!/^multipart\//i.test(req.headers['content-type'] ?? '')) return false;
  return /multipart|Malformed part header|Unexpected end of form/i.test(error.message);
}

/**
 * Maps every failure to the envelope: AppError → its status and message; validation → 400 naming the field;
 * malformed bodies → 400; anything unexpected → 500 with an error id, the stack only in the server's logs.
 */
export function installErrorHandling(app: App, sink: () => ErrorSink | undefined) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = langOfRequest(req);
    if (error instanceof AppError) {
      if (error.detail) req.log.warn({ detail: error.detail }, 'refused: %s', error.message);
      return send(req, reply, error.status, t(lang, error.text, error.values));
    }
    if (error.validation) return send(req, reply, 400, validationMessage(error, lang));
    if (isBrokenMultipart(error, req)) return send(req, reply, 400, t(lang, 'badBody'));
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return send(req, reply, 400, t(lang, 'badJson'));
    if (status === 413) return send(req, reply, 413, t(lang, 'tooLarge'));
    if (status === 415) return send(req, reply, 415, pick(messages.badBody, lang));
    if (status === 429) return send(req, reply, 429, t(lang, 'rateLimited'));
    if (status >= 400 && status < 500) return send(req, reply, status, t(lang, 'badBody'));
    // A database restarting or out of reach is no bug of the server's: the caller is told to retry, the log gets one
    // line without a stack, and the error log (in that same database) is not written.
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return send(req, reply.header('retry-after', '5'), 503, t(lang, 'databaseUnavailable'));
    }
    const errorId = randomBytes(6).toString('hex');
    req.log.error({ err: error, errorId }, 'unexpected error');
    sink()?.({
      errorId,
      tenantId: req.ctx?.tenantId,
      account: req.ctx?.account,
      method: req.method,
      url: req.url.split('?')[0] ?? req.url,
      userAgent: req.headers['user-agent'],
      ip: req.ip,
      error,
    });
    return send(req, reply, 500, t(lang, 'serverError', { id: errorId }), { errorId });
  });
}

/**
 * What the router refuses before any route or the error handler sees it (an address that does not decode, a path
 * segment past the router's length limit): the envelope too, never Fastify's default reply, which echoes the address.
 */
export function frameworkErrorHandler(_error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  return send(req, reply, 400, t(langOfRequest(req), 'badRequest'));
}

/**
 * A request Node cannot even parse (an address or headers over its 16 kB limit, broken HTTP) never reaches a route
 * or the handler above, so it is answered here, still as the envelope. Its headers are unread, so the message is in
 * the default language.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (socket.destroyed || !socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const msg = pick(messages[status === 431 ? 'headersTooLarge' : 'badRequest'], 'zh');
  const body = JSON.stringify({ code: status, success: false, data: null, msg });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
