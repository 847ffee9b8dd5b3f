import { type AuditEvent, type Lang, pick, type Text } from '@pharma/contract';
import type { Ctx, RequestInfo } from './context.ts';
import type { Db } from './db/database.ts';

/** One line of 通用日志 (the audit trail), as the log module stores it. */
export interface AuditLine {
  event: AuditEvent;
  level: 'info' | 'warn';
  /** What happened: who, to whom, what, in the caller's language. */
  data: string;
  tenantId: string;
  account: string | null;
  request?: RequestInfo | undefined;
}

/** Stores a line (the log module provides it); given the caller's database, which may be their transaction. */
export type AuditSink = (db: Db, line: AuditLine) => Promise<void>;

/** Who an audit line is about: a signed-in caller's context, or what sign-in knows before there is one. */
export type AuditCaller = Pick<Ctx, 'db' | 'registry' | 'tenantId' | 'lang'> & {
  account: string | null;
  request?: RequestInfo | undefined;
};

/** Refusals and lockouts stand out in the list. */
const warnings = new Set<AuditEvent>(['auth.signInFailed', 'auth.lockout']);

/**
 * The one call a service makes to leave a line in the audit trail. It writes through `ctx.db`, so inside a
 * transaction the change and its line stand or fall together. Without a log module (a test app of one module) it
 * does nothing.
 */
export async function audit(ctx: AuditCaller, event: AuditEvent, detail: Text): Promise<void> {
  const sink = ctx.registry.auditSink;
  const taps = ctx.registry.auditTaps ?? [];
  if (!sink && taps.length === 0) return;
  const line: AuditLine = {
    event,
    level: warnings.has(event) ? 'warn' : 'info',
    data: pick(detail, ctx.lang),
    tenantId: ctx.tenantId,
    account: ctx.account,
    request: ctx.request,
  };
  if (sink) await sink(ctx.db, line);
  for (const tap of taps) await tap(ctx.db, line);
}

const shownNames = 20;

/**
 * What a line says of several rows: the first 20 names and how many more (无 / none when there are none). `name` gives
 * one row's name in a language; `named` writes the usual "name(key)".
 */
export function namesOf<T>(rows: readonly T[], name: (row: T, lang: Lang) => string): Text {
  const rest = rows.length - shownNames;
  const first = rows.slice(0, shownNames);
  return {
    zh: first.map((r) => name(r, 'zh')).join('、') + (rest > 0 ? ` 等 ${rows.length} 项` : '') || '无',
    en: first.map((r) => name(r, 'en')).join(', ') + (rest > 0 ? ` and ${rest} more` : '') || 'none',
  };
}

/** "张三(zhangsan)" in Chinese, "张三 (zhangsan)" in English; the name alone without a key. */
export const named = (name: string, key: string | null | undefined, lang: Lang): string =>
  key ? (lang === 'zh' ? `${name}(${key})` : `${name} (${key})`) : name;
