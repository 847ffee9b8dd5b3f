import {
  cancellableStatuses,
  messageMessages,
  messageRecordLogResource,
  messageRecordResource,
  recordStatus,
} from '@pharma/contract';
import { and, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { maskedReceiver } from '../send/receivers.ts';
import { recordTable as record } from './record.table.ts';

const readOnly = () => {
  throw badRequest(messageMessages.readOnly);
};

/**
 * 消息记录: read-only (the pipeline writes it); a list masks the receiver (138****1001), a detail shows it whole to
 * whoever may open it.
 */
export const recordService: CrudService = (() => {
  const base = crudService(messageRecordResource, { beforeWrite: readOnly, beforeRemove: readOnly });
  return {
    ...base,
    async list(ctx, query) {
      const page = await base.list(ctx, query);
      return {
        ...page,
        records: page.records.map((r) => ({
          ...r,
          receiver: maskedReceiver(Number(r.receiverType), String(r.receiver ?? '')),
        })),
      };
    },
  };
})();

/** 发送日志: read-only, newest first. */
export const recordLogService: CrudService = crudService(messageRecordLogResource, {
  beforeWrite: readOnly,
  beforeRemove: readOnly,
});

/** 取消: records still pending, delayed or waiting to retry stop here; the others are refused with why. */
export async function cancelRecords(ctx: Ctx, ids: string[]): Promise<number> {
  const done = await ctx.db
    .update(record)
    .set({ status: recordStatus.cancelled, finishTime: new Date(), updateUser: ctx.userId, updateTime: new Date() })
    .where(and(inArray(record.id, ids), inArray(record.status, [...cancellableStatuses]), scoped(ctx, record)))
    .returning({ id: record.id });
  if (done.length === 0) throw badRequest(messageMessages.notCancellable);
  return done.length;
}

/**
 * 重发: failed records start again from their first step with fresh attempts (the old attempts stay in the log);
 * the ids answered are the ones to queue.
 */
export async function resendRecords(ctx: Ctx, ids: string[]): Promise<string[]> {
  const again = await ctx.db
    .update(record)
    .set({
      status: recordStatus.pending,
      currentStep: 0,
      stepAttempt: 0,
      deliveredTypes: null,
      nextRetryTime: null,
      finishTime: null,
      errorCode: null,
      errorMsg: null,
      updateUser: ctx.userId,
      updateTime: new Date(),
    })
    .where(and(inArray(record.id, ids), inArray(record.status, [recordStatus.failed]), scoped(ctx, record)))
    .returning({ id: record.id });
  if (again.length === 0) throw badRequest(messageMessages.notFailed);
  return again.map((r) => String(r.id));
}
