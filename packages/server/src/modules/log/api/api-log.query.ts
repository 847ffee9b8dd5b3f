import { type ApiLogRecord, type apiLogCalls, apiLogRecord, type QueryOf } from '@pharma/contract';
import { eq, or } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing } from '../../../platform/crud/filters.ts';
import { logReader } from '../log.query.ts';
import { apiLog } from './api-log.table.ts';

/**
 * 接口日志's list and detail: the shared filters, and the status answered, the method and the call's name (found in
 * either language). The name comes in the reader's language (a row written before names had two shows its one).
 */
const reader = logReader(apiLog, apiLogRecord, (query: QueryOf<typeof apiLogCalls.list>) => [
  query.status ? eq(apiLog.status, Number(query.status)) : undefined,
  query.method ? eq(apiLog.method, query.method.toUpperCase()) : undefined,
  query.title ? or(containing(apiLog.title, query.title), containing(apiLog.titleEn, query.title)) : undefined,
]);

type Stored = ApiLogRecord & { titleEn?: string };

function inLanguage(ctx: Ctx, record: Stored): ApiLogRecord {
  const { titleEn, ...rest } = record;
  return ctx.lang === 'en' && titleEn ? { ...rest, title: titleEn } : rest;
}

export const apiLogs = {
  async list(ctx: Ctx, query: QueryOf<typeof apiLogCalls.list>) {
    const page = await reader.list(ctx, query);
    return { ...page, records: page.records.map((r) => inLanguage(ctx, r as Stored)) };
  },
  async detail(ctx: Ctx, id: string) {
    return inLanguage(ctx, (await reader.detail(ctx, id)) as Stored);
  },
};
