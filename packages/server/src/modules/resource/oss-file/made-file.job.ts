import { ossFileMessages } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { FileMaker } from '../../../platform/excel/background.ts';
import { defineJob, type JobCtx, sendJob } from '../../../platform/jobs/jobs.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { newKey } from '../oss/storage.ts';
import { createFile, type OssFileRow } from './oss-file.service.ts';
import { ossFileTable as file } from './oss-file.table.ts';
import { type OwnerRequest, ownerCtx, ownerRequest, targetsOf } from './owner.ts';
import { finishFile, reasonOf } from './stored-file.ts';

export const madeFileQueue = 'resource.made-file';

/** What a made file's job needs: who asked, which maker, what it was asked. */
interface MadeRequest extends OwnerRequest {
  maker: string;
  request: unknown;
}

class Cancelled extends Error {}

/** Queues the making of a file by `maker` for the caller: a download centre record and its job. */
export async function queueMade(ctx: Ctx, maker: FileMaker, request: unknown, name: string): Promise<string> {
  const made: MadeRequest = { ...ownerRequest(ctx), maker: maker.name, request };
  const id = await createFile(ctx, { kind: 'generate', source: maker.name, name, request: made });
  await sendJob(ctx, madeFileQueue, { fileId: id }, { singletonKey: id });
  return id;
}

const mine = (job: JobCtx, id: string) => and(ofTenant(file, job.tenantId), eq(file.id, id));

/**
 * Runs the record's maker as its owner, writing its progress as it goes (a record cancelled or removed meanwhile
 * stops it at the next step), then keeps the file in the owner's storage, done with its expiry. A maker's refusal
 * fails the record with its text; a second run of the job starts over.
 */
export const madeFileJob = defineJob<{ fileId: string }>(
  madeFileQueue,
  async (job, { fileId }) => {
    const targets = targetsOf(job.registry);
    const started = await job.db
      .update(file)
      .set({ state: 'running', done: 0, error: null, updateTime: new Date() })
      .where(and(mine(job, fileId), inArray(file.state, ['queued', 'running', 'failed'])))
      .returning();
    const row = started[0] as OssFileRow | undefined;
    if (!row) return { skipped: true };
    const made = row.request as MadeRequest;
    const ctx = ownerCtx(job, made);
    try {
      const maker = job.registry.fileMaker(made.maker);
      if (!maker) throw new Error(`no file maker ${made.maker}`);
      const result = await maker.make(ctx, made.request, async (done, total) => {
        const still = await job.db
          .update(file)
          .set({ done, total, updateTime: new Date() })
          .where(and(mine(job, fileId), eq(file.state, 'running')))
          .returning({ id: file.id });
        if (still.length === 0) throw new Cancelled();
      });
      const target = await targets.uploadTarget(ctx);
      const extension = /\.([a-z0-9]{1,8})$/i.exec(result.name)?.[1] ?? 'bin';
      const key = newKey(ctx, extension.toLowerCase());
      try {
        await target.store.put(key, Buffer.from(result.bytes));
      } finally {
        target.release();
      }
      const stored = { ossCode: target.code, objectKey: key, fileSize: result.bytes.byteLength };
      await job.db.update(file).set({ name: result.name }).where(mine(job, fileId));
      if (!(await finishFile(ctx, fileId, stored, { total: row.total, done: row.total }, ['running']))) {
        const holder = await targets.holderOf(ctx, stored.ossCode);
        await holder?.store.remove(key).catch(() => {});
        holder?.release();
        return { cancelled: true };
      }
      return { bytes: stored.fileSize };
    } catch (error) {
      if (error instanceof Cancelled) return { cancelled: true };
      await job.db
        .update(file)
        .set({ state: 'failed', error: reasonOf(error, ctx.lang, ossFileMessages.madeFailed), finishTime: new Date() })
        .where(and(mine(job, fileId), eq(file.state, 'running')));
      return { failed: true };
    }
  },
  // One at a time per process: a maker may run tools for tens of seconds. A failure is final (its owner reads why).
  { concurrency: 1, retryLimit: 0, expireIn: 1800 },
);
