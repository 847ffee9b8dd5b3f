import type { z } from 'zod';
import type { Text } from './text.ts';

/**
 * Who may make a call:
 * - `public`: anyone (sign-in, captcha);
 * - `authenticated`: any signed-in user (their own profile, menus, pickers);
 * - `administrator`: the platform administrator only (platform-wide settings);
 * - a menu or button code (`param`, `param_delete`);
 * - `{ add, edit }`: a submit, which adds without an id in the body (`add`) and updates with one (`edit`).
 */
export type Permission = 'public' | 'authenticated' | 'administrator' | string | SubmitPermission;
export interface SubmitPermission {
  add: string;
  edit: string;
}

/**
 * One call of the API, declared once: the server registers its route from it (path, method, validation, permission,
 * OpenAPI), the browser's typed client and query keys come from it, and the security matrix and the bad-input sweep
 * walk the same declarations. Schemas are zod; the reply schema describes the envelope's `data`.
 */
export interface CallDef {
  method: 'GET' | 'POST';
  /** Under `/api`, without a leading slash: `blade-system/dept/list`. */
  path: string;
  /**
   * A second address of the same call (under `/api`, no leading slash), for a client that names it differently: the
   * commercial Saber 4.x console calls `blade-system/user/page` where the spec says `blade-user/page`. The server
   * answers both from this one declaration (same validation, permission, handler and reply); `path` stays the
   * primary one, and the API document lists the alias as such.
   */
  alsoAt?: string;
  /** One line for the API document. */
  summary: string;
  /**
   * A short name in each language (用户管理·新增 / Users · Add), for people: 接口日志 shows it. Derived where it can be
   * (the screen's name with its button's or the path's verb, server/modules/log/api/api-log-titles.ts); declared on
   * the calls that belong to no screen (sign-in, the caller's own menus and profile).
   */
  title?: Text;
  permission: Permission;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `:name` segments of `path` (a stored file's tenant, day and name). */
  params?: z.ZodType;
  /**
   * Headers the call reads, by their lower-case names (as Node hands them over): validated, typed and documented
   * like the query. Declare it loose, so that every other header passes through untouched.
   */
  headers?: z.ZodType;
  /**
   * The envelope's `data` (or, with `flat`, the whole reply). Checked against every reply while the tests run;
   * documents it in OpenAPI.
   */
  reply?: z.ZodType;
  /**
   * The reply is `reply` itself, not the envelope around it: the token and captcha calls answer flat, as BladeX's
   * do. A refusal is still the envelope (with OAuth's fields where `oauth`).
   */
  flat?: true;
  /** A multipart upload: the parts it reads (read by the handler as a stream, not validated up front). */
  multipart?: Readonly<Record<string, 'file' | 'text'>>;
  /** The reply is a file (a download or a picture), not the envelope. */
  file?: true;
  /** Failures also carry OAuth's `error_code` / `error_description` (the token call). */
  oauth?: true;
  /**
   * Only a session opened by this client's own sign-in may call it (its `sourceSystem`, the sales app's '3'): a
   * console sign-in of the same account is refused, so the client's checks at sign-in (a bound device) hold.
   */
  signedInBy?: string;
  /** Why the security matrix leaves the call out (a public call must say why). */
  matrixOptOut?: string;
  /** Bodies the security matrix sends when the code a call checks depends on its body (the export). */
  matrixBodies?: readonly unknown[];
}

export function defineCall<const C extends CallDef>(call: C): C {
  return call;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Every address a call answers at: its path, then its alias when it has one. */
export function pathsOf(call: Pick<CallDef, 'path' | 'alsoAt'>): string[] {
  return call.alsoAt ? [call.path, call.alsoAt] : [call.path];
}

/** What a handler reads (after validation) and what a client sends (before it). */
export type QueryOf<C extends CallDef> = Out<C['query']>;
export type BodyOf<C extends CallDef> = Out<C['body']>;
export type QueryIn<C extends CallDef> = In<C['query']>;
export type BodyIn<C extends CallDef> = In<C['body']>;
export type ParamsOf<C extends CallDef> = Out<C['params']>;
export type HeadersOf<C extends CallDef> = Out<C['headers']>;
export type HeadersIn<C extends CallDef> = In<C['headers']>;
/** The envelope's data the call answers with (a `flat` call's whole reply). */
export type ReplyOf<C extends CallDef> = C['reply'] extends z.ZodType ? z.output<C['reply']> : unknown;

export function isSubmitPermission(permission: Permission): permission is SubmitPermission {
  return typeof permission === 'object' && permission !== null && 'add' in permission;
}

/** A submit adds when its body carries no id (BladeX's rule), else it updates. */
export function isAddition(body: unknown): boolean {
  const id = (body as { id?: unknown } | null | undefined)?.id;
  return id === undefined || id === null || id === '';
}

/** The code a call checks for this body: a submit's add or edit code, or the declared one. */
export function codeFor(permission: Permission, body: unknown): string {
  if (!isSubmitPermission(permission)) return permission;
  return isAddition(body) ? permission.add : permission.edit;
}

/** Every code a call may check (both of a submit's), for the security matrix. */
export function codesOf(permission: Permission): string[] {
  return isSubmitPermission(permission) ? [permission.add, permission.edit] : [permission];
}
