import { hostname } from 'node:os';
import {
  type BodyOf,
  type JobServerRecord,
  type jobServerCalls,
  jobServerMessages,
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
import { jobServer } from './job.table.ts';

type Row = typeof jobServer.$inferSelect;

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
    .insert(jobServer)
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
      target: [jobServer.tenantId, jobServer.processKey],
      set: { lastHeartbeat: sql`now()`, isDeleted: 0 },
    });
}

const visible = (ctx: Ctx) => scoped(ctx, jobServer, { dataScope: false });

export async function listJobServers(ctx: Ctx, query: QueryOf<typeof jobServerCalls.list>) {
  const { current, size } = pagingOf(query);
  const name = query.jobServerName || query.jobServerName_like;
  const app = query.jobAppName || query.jobAppName_like;
  const where = and(
    visible(ctx),
    name ? containing(jobServer.jobServerName, name) : undefined,
    app ? containing(jobServer.jobAppName, app) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(jobServer)
      .where(where)
      .orderBy(desc(jobServer.lastHeartbeat), desc(jobServer.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(jobServer).where(where),
  ]);
  return pageOf(
    rows.map((r) => recordOf(ctx, r)),
    total?.n ?? 0,
    current,
    size,
  );
}

export async function selectJobServers(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(jobServer)
    .where(visible(ctx))
    .orderBy(desc(jobServer.lastHeartbeat))
    .limit(200);
  return rows.map((r) => recordOf(ctx, r));
}

async function find(ctx: Ctx, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(jobServer)
    .where(and(eq(jobServer.id, id), visible(ctx)))
    .limit(1);
  if (!row) throw notFound(jobServerMessages.badId);
  return row;
}

export const jobServerDetail = async (ctx: Ctx, id: string) => recordOf(ctx, await find(ctx, id));

/** 修改: a server's name and remark; a process registers itself, so nothing is added by hand. */
export async function submitJobServer(ctx: Ctx, b: BodyOf<typeof jobServerCalls.submit>) {
  if (b.id === undefined || b.id === '') throw badRequest(jobServerMessages.notAdded);
  const row = await find(ctx, String(b.id));
  const [updated] = await ctx.db
    .update(jobServer)
    .set({
      ...(b.jobServerName !== undefined && { jobServerName: b.jobServerName }),
      ...(b.jobRemark !== undefined && { jobRemark: b.jobRemark }),
    })
    .where(eq(jobServer.id, row.id))
    .returning();
  return recordOf(ctx, updated!);
}

/** 删除: only servers gone offline (an online one would register again at its next beat). */
export async function removeJobServers(ctx: Ctx, ids: string[]): Promise<true> {
  const rows = await ctx.db
    .select()
    .from(jobServer)
    .where(and(inArray(jobServer.id, ids), visible(ctx)));
  if (rows.length !== ids.length) throw notFound(jobServerMessages.badId);
  if (rows.some((r) => isOnline(r))) throw badRequest(jobServerMessages.stillOnline);
  await ctx.db.update(jobServer).set({ isDeleted: 1 }).where(inArray(jobServer.id, ids));
  return true;
}

/** 数据同步: this process beats now; answers how many are online. */
export async function syncJobServers(ctx: Ctx, me: ThisProcess | undefined) {
  if (me) await heartbeat(ctx.db, me);
  const rows = await ctx.db.select({ lastHeartbeat: jobServer.lastHeartbeat }).from(jobServer).where(visible(ctx));
  return { online: rows.filter((r) => isOnline(r)).length };
}
