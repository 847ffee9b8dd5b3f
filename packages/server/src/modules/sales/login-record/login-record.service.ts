import {
  extensionMessages,
  type LoginRecordQuery,
  loginRecordQuery,
  loginRecordResource,
  type Text,
  textOfZodMessage,
} from '@pharma/contract';
import { and, count, desc, eq, getTableColumns, gte, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing } from '../../../platform/crud/filters.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { type KeysetPage, keysetPage } from '../../../platform/keyset.ts';
import { ofTenant, scoped } from '../../../platform/scope.ts';
import { withTenantNames } from '../../../platform/tenant-reach.ts';
import { parseTime } from '../../../platform/time.ts';
import { loginRecordTable } from './login-record.table.ts';

/**
 * 登录记录 (docs/domain.md §3.3): written by the token call of the sales app (one row per attempt, success or refusal with
 * its reason), read newest first. Append-only: nothing here updates or removes a row.
 */

/** One sign-in attempt as the token call's hook reports it. */
export interface AppLoginRow {
  tenantId: string;
  phone?: string | null | undefined;
  account?: string | null | undefined;
  userId?: string | null | undefined;
  realName?: string | null | undefined;
  /** 1 密码 · 2 短信验证码 · 3 企业微信/钉钉免登 (default 1). */
  loginType?: number | undefined;
  /** 1 Android · 2 iOS · 3 H5 · 4 PC, or as the app names itself (`android`, `ios`, `h5`, `pc`). */
  clientType?: number | string | null | undefined;
  deviceId?: string | null | undefined;
  deviceModel?: string | null | undefined;
  osVersion?: string | null | undefined;
  appVersion?: string | null | undefined;
  ip?: string | null | undefined;
  location?: string | null | undefined;
  /** 1 成功 · 0 失败. */
  result: 0 | 1;
  /** Why it was refused (不在白名单, 设备不一致, 验证码错误, 账号锁定 …): a text, or the reason in both languages. */
  failReason?: string | Text | null | undefined;
  /** The session a success made (logging out or revoking ends it). */
  tokenId?: string | null | undefined;
  loginTime?: Date | undefined;
}

const clientNames: Record<string, number> = { android: 1, ios: 2, h5: 3, web: 3, pc: 4 };

/** The client type as the dictionary keeps it (sm_client_type), or null for one it does not know. */
export function clientTypeOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n =
    typeof value === 'number'
      ? value
      : /^\d+$/.test(value.trim())
        ? Number(value)
        : clientNames[value.trim().toLowerCase()];
  return n !== undefined && n >= 1 && n <= 4 ? n : null;
}

/** Text cut to its column's length: a long device model never makes a sign-in fail. */
const cut = (value: string | null | undefined, length: number) => (value ? value.slice(0, length) : null);

/** Records one attempt of the sales app's sign-in; the record's id. */
export async function recordAppLogin(db: Db, row: AppLoginRow): Promise<string> {
  const reason = typeof row.failReason === 'object' && row.failReason ? row.failReason.zh : row.failReason;
  const [made] = await db
    .insert(loginRecordTable)
    .values({
      tenantId: row.tenantId,
      phone: cut(row.phone, 11),
      account: cut(row.account, 50),
      userId: row.userId || null,
      realName: cut(row.realName, 30),
      loginType: row.loginType ?? 1,
      clientType: clientTypeOf(row.clientType),
      deviceId: cut(row.deviceId, 100),
      deviceModel: cut(row.deviceModel, 50),
      osVersion: cut(row.osVersion, 30),
      appVersion: cut(row.appVersion, 20),
      ip: cut(row.ip, 50),
      location: cut(row.location, 100),
      result: row.result,
      failReason: row.result === 1 ? null : cut(reason, 200),
      tokenId: cut(row.tokenId, 64),
      loginTime: row.loginTime ?? new Date(),
      createUser: row.userId || null,
    })
    .returning({ id: loginRecordTable.id });
  return String(made!.id);
}

/**
 * How many sign-ins of `phone` failed in a row since `since` (failures after its last success in that time): the
 * count the 5-failures-in-10-minutes lock reads (docs/domain.md §3.3). Served by (tenant, phone, login time).
 */
export async function recentFailures(db: Db, tenantId: string, phone: string, since: Date): Promise<number> {
  const ofPhone = and(
    ofTenant(loginRecordTable, tenantId),
    eq(loginRecordTable.phone, phone),
    gte(loginRecordTable.loginTime, since),
  );
  const lastSuccess = db
    .select({ at: max(loginRecordTable.loginTime) })
    .from(loginRecordTable)
    .where(and(ofPhone, eq(loginRecordTable.result, 1)));
  const [row] = await db
    .select({ n: count() })
    .from(loginRecordTable)
    .where(
      and(
        ofPhone,
        eq(loginRecordTable.result, 0),
        sql`${loginRecordTable.loginTime} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The filters as the list's call declares them; bad ones refused with their own message (the export's too). */
export function loginRecordFilters(raw: Record<string, unknown>): LoginRecordQuery {
  const parsed = loginRecordQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  const text = textOfZodMessage(parsed.error.issues[0]?.message);
  throw badRequest(text ?? 'badRequest');
}

/** The rows the caller may read, narrowed by the filters: their tenant's (the administrator: every tenant's, or one). */
export function loginRecordWhere(ctx: Ctx, query: LoginRecordQuery): SQL | undefined {
  const time = (text: string | undefined) => {
    if (!text) return undefined;
    const at = parseTime(text, ctx.timeZone);
    if (!at) throw badRequest(extensionMessages.badDay, { field: loginRecordResource.fields.loginTime.label });
    return at;
  };
  const from = time(query.loginTime_datege);
  const until = time(query.loginTime_datelt);
  return and(
    // Records are written by the token call, with no department: a tenant's records are its administrators'.
    scoped(ctx, loginRecordTable, { acrossTenants: true, tenantId: query.tenantId || undefined, dataScope: false }),
    query.phone ? containing(loginRecordTable.phone, query.phone) : undefined,
    query.realName ? containing(loginRecordTable.realName, query.realName) : undefined,
    query.result ? eq(loginRecordTable.result, Number(query.result)) : undefined,
    query.loginType ? eq(loginRecordTable.loginType, Number(query.loginType)) : undefined,
    query.clientType ? eq(loginRecordTable.clientType, Number(query.clientType)) : undefined,
    from ? gte(loginRecordTable.loginTime, from) : undefined,
    until ? lt(loginRecordTable.loginTime, until) : undefined,
  );
}

/** A stored row as the list sends it (times in the configured zone, ids as text). */
const shape = (ctx: Ctx, row: Record<string, unknown>) => toRecord(row, ctx.timeZone);

/**
 * loginRecord/list: newest first by (login time, id), a page by number within the first 10,000 rows or by cursor
 * (`after`) beyond, the count capped there: a table that only grows costs the same on its first page as on its last.
 */
export async function loginRecordList(ctx: Ctx, query: LoginRecordQuery): Promise<KeysetPage<Record<string, unknown>>> {
  const where = loginRecordWhere(ctx, query);
  const page = await keysetPage(
    ctx.db,
    {
      table: loginRecordTable,
      time: loginRecordTable.loginTime,
      id: loginRecordTable.id,
      fields: getTableColumns(loginRecordTable),
      where,
    },
    query,
  );
  const records = page.records.map((row) => shape(ctx, row as Record<string, unknown>));
  return { ...page, records: ctx.isAdministrator ? await withTenantNames(ctx, records) : records };
}

/** The export's rows: the list's, a batch at a time by keyset on (login time, id), whatever their number. */
export async function* loginRecordBatches(ctx: Ctx, query: LoginRecordQuery, size = 1000) {
  const where = loginRecordWhere(ctx, query);
  // The cursor in microseconds, as the database keeps the time (a JavaScript Date would round it to milliseconds).
  const micros = sql<string>`(extract(epoch from ${loginRecordTable.loginTime}) * 1000000)::bigint::text`;
  let after: { micros: string; id: string } | undefined;
  for (;;) {
    const rows = await ctx.db
      .select({ ...getTableColumns(loginRecordTable), cursor: micros })
      .from(loginRecordTable)
      .where(
        and(
          where,
          after
            ? sql`(${loginRecordTable.loginTime}, ${loginRecordTable.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::bigint)`
            : undefined,
        ),
      )
      .orderBy(desc(loginRecordTable.loginTime), desc(loginRecordTable.id))
      .limit(size);
    if (rows.length > 0) yield rows.map(({ cursor: _cursor, ...row }) => shape(ctx, row as Record<string, unknown>));
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { micros: String(last.cursor), id: String(last.id) };
  }
}
