import {
  type OssFileKind,
  type OssFileRecord,
  type OssFileStatus,
  ossFileDefaults,
  ossFileMessages,
  ossFileParams,
} from '@pharma/contract';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { settingOf } from '../../system/public.ts';
import type { UploadTarget } from '../oss/oss.service.ts';
import { ossFileTable as file } from './oss-file.table.ts';

export type OssFileRow = typeof file.$inferSelect;

/** Where the download centre's files are: the caller's tenant's stores (see oss.service.ts). */
export interface FileTargets {
  uploadTarget(ctx: Ctx, code?: string | null): Promise<UploadTarget>;
  holderOf(ctx: Ctx, code: string | null | undefined): Promise<UploadTarget | undefined>;
}

/** The caller's own downloads: their tenant (scoped), their user id; nobody else's, whatever their grants. */
export const own = (ctx: Ctx) => and(scoped(ctx, file, { dataScope: false }), eq(file.userId, ctx.userId));

/** A finished file past its expiry reads as expired even before the expiry job has removed it. */
export function statusOf(row: Pick<OssFileRow, 'state' | 'expireTime'>, now = new Date()): OssFileStatus {
  if (row.state === 'done' && row.expireTime && row.expireTime <= now) return 'expired';
  return row.state as OssFileStatus;
}

export function recordOf(row: OssFileRow, timeZone: string): OssFileRecord {
  return {
    id: row.id,
    kind: row.kind as OssFileKind,
    source: row.source,
    name: row.name,
    status: statusOf(row),
    total: Number(row.total),
    done: Number(row.done),
    failed: row.failed,
    fileSize: Number(row.fileSize),
    createTime: formatTime(row.createTime, timeZone),
    finishTime: formatTime(row.finishTime, timeZone),
    expireTime: formatTime(row.expireTime, timeZone),
    downloadTime: formatTime(row.downloadTime, timeZone),
    error: row.error ?? '',
  };
}

export const expireDaysOf = (ctx: Pick<Ctx, 'db' | 'tenantId'>) =>
  settingOf(ctx, ossFileParams.expireDays, ossFileDefaults.expireDays);
export const backgroundRowsOf = (ctx: Pick<Ctx, 'db' | 'tenantId'>) =>
  settingOf(ctx, ossFileParams.backgroundRows, ossFileDefaults.backgroundRows);

/** The statuses a list filter means (expired: marked so, or done and past its expiry). */
function statusCondition(status: OssFileStatus): SQL | undefined {
  if (status === 'expired')
    return sql`(${file.state} = 'expired' or (${file.state} = 'done' and ${file.expireTime} <= now()))`;
  if (status === 'done')
    return sql`(${file.state} = 'done' and (${file.expireTime} is null or ${file.expireTime} > now()))`;
  return eq(file.state, status);
}

export async function listFiles(
  ctx: Ctx,
  query: { current?: string; size?: string; name?: string; status?: string; kind?: string; fresh?: string },
) {
  const { current, size } = pagingOf(query);
  const where = and(
    own(ctx),
    query.name ? containing(file.name, query.name) : undefined,
    query.status ? statusCondition(query.status as OssFileStatus) : undefined,
    query.kind ? eq(file.kind, query.kind) : undefined,
    query.fresh ? and(statusCondition('done'), isNull(file.downloadTime)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(file)
      .where(where)
      .orderBy(desc(file.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: sql<number>`count(*)` }).from(file).where(where),
  ]);
  return pageOf(
    rows.map((row) => recordOf(row, ctx.timeZone)),
    Number(counted?.n ?? 0),
    current,
    size,
  );
}

export async function ownFile(ctx: Ctx, id: string): Promise<OssFileRow> {
  const [row] = await ctx.db
    .select()
    .from(file)
    .where(and(own(ctx), eq(file.id, id)));
  if (!row) throw notFound(ossFileMessages.notFound);
  return row;
}

/** A new record, queued, for a job to fill. */
export async function createFile(
  ctx: Ctx,
  values: { kind: OssFileKind; source: string; name: string; request: unknown; total?: number },
): Promise<string> {
  const [row] = await ctx.db
    .insert(file)
    .values({ tenantId: ctx.tenantId, userId: ctx.userId, state: 'queued', ...values })
    .returning({ id: file.id });
  return row!.id;
}

/** 取消: a queued or running one stops (its job sees it at the next batch and drops what it wrote). */
export async function cancelFile(ctx: Ctx, id: string): Promise<void> {
  await ownFile(ctx, id);
  const stopped = await ctx.db
    .update(file)
    .set({ state: 'cancelled', error: null, finishTime: new Date(), updateTime: new Date() })
    .where(and(own(ctx), eq(file.id, id), inArray(file.state, ['queued', 'running'])))
    .returning({ id: file.id });
  if (stopped.length === 0) throw badRequest(ossFileMessages.notRunning);
}

/** Removes a stored file; a store that fails leaves the object behind (logged) rather than the record. */
async function removeObject(ctx: Ctx, targets: FileTargets, row: OssFileRow): Promise<void> {
  if (!row.objectKey) return;
  const holder = await targets.holderOf(ctx, row.ossCode);
  if (!holder) return;
  try {
    await holder.store.remove(row.objectKey);
  } finally {
    holder.release();
  }
}

/** 删除: the records and their files; a running export is cancelled first, so it stops writing. */
export async function removeFiles(ctx: Ctx, targets: FileTargets, ids: string[]): Promise<void> {
  const rows = await ctx.db
    .select()
    .from(file)
    .where(and(own(ctx), inArray(file.id, ids)));
  if (rows.length === 0) throw notFound(ossFileMessages.notFound);
  await ctx.db
    .update(file)
    .set({
      isDeleted: 1,
      state: sql`case when ${file.state} in ('queued', 'running') then 'cancelled' else ${file.state} end`,
      updateTime: new Date(),
    })
    .where(
      and(
        own(ctx),
        inArray(
          file.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  for (const row of rows) await removeObject(ctx, targets, row);
}

/** 下载: the finished file as a stream, with its name; refused while it runs, once it expired, when it is gone. */
export async function openFile(ctx: Ctx, targets: FileTargets, id: string) {
  const row = await ownFile(ctx, id);
  const status = statusOf(row);
  if (status === 'expired') throw badRequest(ossFileMessages.expired);
  if (status !== 'done' || !row.objectKey) throw badRequest(ossFileMessages.notReady);
  const holder = await targets.holderOf(ctx, row.ossCode);
  if (!holder) throw badRequest(ossFileMessages.fileGone);
  try {
    const found = await holder.store.open(row.objectKey);
    if (!found) throw badRequest(ossFileMessages.fileGone);
    if (!row.downloadTime) {
      await ctx.db
        .update(file)
        .set({ downloadTime: new Date() })
        .where(and(own(ctx), eq(file.id, id)));
    }
    found.stream.once('close', () => holder.release());
    return { name: row.name, size: found.size, stream: found.stream };
  } catch (error) {
    holder.release();
    throw error;
  }
}
