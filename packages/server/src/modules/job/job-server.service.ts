import { hostname } from 'node:os';
import {
  type BodyOf,
  type JobServerRecord,
  type jobServerCalls,
  jobServerMessages as m,
  type QueryOf,
} from '@pharma/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { containing, pagingOf } from '../../platform/crud/filters.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf } from '../../platform/envelope.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { scoped } from '../../platform/scope.ts';
import { formatTime } from '../../platform/time.ts';
import { jobServer as t } from './job.table.ts';

type Row = typeof t.$inferSelect;

/** Seconds between a process's heartbeats; one silent for three of them counts as offline. */
export const heartbeatEvery = 30;
const offlineAfterMs = 3 * heartbeatEvery * 1000;

export const isOnline = (row: Pick<Row, 'lastHeartbeat'>, now = Date.now()) =>
  now - row.lastHeartbeat.getTime() < offlineAfterMs;

function recordOf(ctx: Ctx, row: Row): JobServerRecord {
  return {
    id: row.id,
    jobServerName: row.jobServerName,
    jobServerUrl: row.jobServerUrl ?? '',
    jobAppName: row.jobAppName,
    jobAppPassword: '',
    jobRemark: row.jobRemark ?? '',
    host: row.host,
    pid: row.pid,
    startTime: formatTime(row.startTime, ctx.timeZone),
    lastHeartbeat: formatTime(row.lastHeartbeat, ctx.timeZone),
    online: isOnline(row) ? 1 : 0,
    createTime: formatTime(row.createTime, ctx.timeZone),
  };
}

/** This process as a job server: who it is and where it answers. */
export interface ThisProcess {
  processKey: string;
  host: string;
  pid: number;
  url: string;
  startTime: Date;
}

export function thisProcess(url: string): ThisProcess {
  const startTime = new Date();
  const host = hostname();
  return { processKey: `${host}:${process.pid}:${startTime.getTime()}`, host, pid: process.pid, url, startTime };
}

/** Registers this process (the first beat) or beats again: its row's `last_heartbeat` is now. */
export async function heartbeat(db: Db, me: ThisProcess): Promise<void> {
  await db
    .insert(t)
    .values({
      tenantId: '000000',
      processKey: me.processKey,
      jobServerName: `${me.host}:${me.pid}`,
      jobServerUrl: me.url,
      jobAppName: 'pharma-console',
      host: me.host,
      pid: me.pid,
      startTime: me.startTime,
    })
    .onConflictDoUpdate({
      target: [t.tenantId, t.processKey],
      set: { lastHeartbeat: sql`now()`, isDeleted: 0 },
    });
}

const visible = (ctx: Ctx) => scoped(ctx, t, { dataScope: false });

export async function listJobServers(ctx: Ctx, query: QueryOf<typeof jobServerCalls.list>) {
  const { current, size } = pagingOf(query);
  const name = query.jobServerName || query.jobServerName_like;
  const app = query.jobAppName || query.jobAppName_like;
  const where = and(
    visible(ctx),
    name ? containing(t.jobServerName, name) : undefined,
    app ? containing(t.jobAppName, app) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.lastHeartbeat), desc(t.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(t).where(where),
  ]);
  return pageOf(
    rows.map((r) => recordOf(ctx, r)),
    total?.n ?? 0,
    current,
    size,
  );
}

export async function selectJobServers(ctx: Ctx) {
  const rows = await ctx.db.select().from(t).where(visible(ctx)).orderBy(desc(t.lastHeartbeat)).limit(200);
  return rows.map((r) => recordOf(ctx, r));
}

async function find(ctx: Ctx, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.id, id), visible(ctx)))
    .limit(1);
  if (!row) throw notFound(m.badId);
  return row;
}

export const jobServerDetail = async (ctx: Ctx, id: string) => recordOf(ctx, await find(ctx, id));

/** 修改: a server's name and remark; a process registers itself, so nothing is added by hand. */
export async function submitJobServer(ctx: Ctx, b: BodyOf<typeof jobServerCalls.submit>) {
  if (b.id === undefined || b.id === '') throw badRequest(m.notAdded);
  const row = await find(ctx, String(b.id));
  const [updated] = await ctx.db
    .update(t)
    .set({
      ...(b.jobServerName !== undefined && { jobServerName: b.jobServerName }),
      ...(b.jobRemark !== undefined && { jobRemark: b.jobRemark }),
    })
    .where(eq(t.id, row.id))
    .returning();
  return recordOf(ctx, updated!);
}

/** 删除: only servers gone offline (an online one would register again at its next beat). */
export async function removeJobServers(ctx: Ctx, ids: string[]): Promise<true> {
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(inArray(t.id, ids), visible(ctx)));
  if (rows.length !== ids.length) throw notFound(m.badId);
  if (rows.some((r) => isOnline(r))) throw badRequest(m.stillOnline);
  await ctx.db.update(t).set({ isDeleted: 1 }).where(inArray(t.id, ids));
  return true;
}

/** 数据同步: this process beats now; answers how many are online. */
export async function syncJobServers(ctx: Ctx, me: ThisProcess | undefined) {
  if (me) await heartbeat(ctx.db, me);
  const rows = await ctx.db.select({ lastHeartbeat: t.lastHeartbeat }).from(t).where(visible(ctx));
  return { online: rows.filter((r) => isOnline(r)).length };
}
