import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { recordTable as record } from '../record/record.table.ts';
import { maskedReceiver } from './receivers.ts';
import type { SigningApp } from './sign.ts';

/** queryStatus: the states of an app's own messages, by batch or by msgIds (nothing when it names neither). */
export async function statusOf(
  db: Db,
  caller: SigningApp,
  which: { batchId?: string | undefined; msgIds?: string[] | undefined },
  timeZone: string,
) {
  const named: SQL[] = [];
  if (which.batchId) named.push(eq(record.batchId, which.batchId));
  if (which.msgIds?.length) named.push(inArray(record.msgId, which.msgIds));
  if (named.length === 0) return [];
  const rows = await db
    .select()
    .from(record)
    .where(and(eq(record.appChannelId, caller.id), ofTenant(record, caller.tenantId), ...named))
    .limit(1000);
  return rows.map((r) => ({
    msgId: String(r.msgId),
    batchId: String(r.batchId),
    receiver: maskedReceiver(Number(r.receiverType), String(r.receiver)),
    status: Number(r.status),
    channelType: String(r.currentChannelType ?? ''),
    attemptCount: Number(r.attemptCount ?? 0),
    errorCode: String(r.errorCode ?? ''),
    errorMsg: String(r.errorMsg ?? ''),
    sentTime: formatTime(r.sentTime, timeZone),
  }));
}
