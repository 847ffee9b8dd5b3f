import { expiryRemind, supplierPaperNames } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { t } from '../../../platform/i18n.ts';
import { defineJob, type JobCtx } from '../../../platform/jobs/jobs.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { dayIn } from '../shared/days.ts';
import { type Expiry, expiriesOn } from './expiry.ts';
import { distinct, holdersOf, noticeCodes } from './notice-receivers.ts';
import { type NoticeCtx, sendNotice } from './notice-send.ts';
import { remindSentTable as sent } from './remind-sent.table.ts';
import { purchaseTemplates } from './remind-templates.ts';

export const remindQueue = 'purchase.expiry-remind';

/** What a run needs of its job: the database, the message centre, the server's zone. */
export type RemindRunner = Pick<JobCtx, 'db' | 'registry' | 'timeZone'>;

const keyOf = (e: Expiry) => ({
  tenantId: e.tenantId,
  kind: e.kind,
  objectId: e.objectId,
  expireDate: e.expireDate,
  threshold: e.threshold,
});

/** Takes the reminder for this process; false when another run already sent (or is sending) it. */
async function claim(db: Db, e: Expiry): Promise<boolean> {
  const rows = await db.insert(sent).values(keyOf(e)).onConflictDoNothing().returning({ kind: sent.kind });
  return rows.length > 0;
}

/** Gives a reminder back after its send failed, so the next run tries again. */
async function release(db: Db, e: Expiry): Promise<void> {
  const k = keyOf(e);
  await db
    .delete(sent)
    .where(
      and(
        ofTenant(sent, k.tenantId),
        eq(sent.kind, k.kind),
        eq(sent.objectId, k.objectId),
        eq(sent.expireDate, k.expireDate),
        eq(sent.threshold, k.threshold),
      ),
    );
}

/**
 * Rule 13, one run over every live tenant: each contract in force and each supplier paper expiring within 30 days
 * (today included, expired ones not) is reminded once on entering the window and once more at 7 days; a renewed date
 * starts afresh. A reminder is claimed in sc_remind_sent before it is sent, so reruns and other processes skip it; a
 * send the message centre refuses gives its claim back and fails the run (listed on the jobs screen, retried), the
 * others going out regardless. `today` (yyyy-MM-dd) is the server zone's unless a test names one.
 */
export async function remindExpiries(run: RemindRunner, today = dayIn(run.timeZone)) {
  const found = await expiriesOn(run.db, today, expiryRemind.windowDays);
  const tenantIds = [...new Set(found.map((e) => e.tenantId))];
  const directory = run.registry.tenantDirectory;
  const live = directory ? new Set((await directory.names(run.db, tenantIds)).keys()) : new Set(tenantIds);
  const holders = new Map<string, Promise<string[]>>();
  const holdersIn = (tenantId: string, code: string) => {
    const key = `${tenantId}:${code}`;
    if (!holders.has(key)) holders.set(key, holdersOf(run.db, tenantId, code));
    return holders.get(key)!;
  };
  let sentCount = 0;
  const failures: string[] = [];
  for (const e of found) {
    if (!live.has(e.tenantId) || !(await claim(run.db, e))) continue;
    const ctx: NoticeCtx = {
      db: run.db,
      registry: run.registry,
      tenantId: e.tenantId,
      userId: '',
      lang: 'zh',
      timeZone: run.timeZone,
    };
    try {
      if (e.kind === 'contract')
        await sendNotice(
          ctx,
          purchaseTemplates.contractExpiring,
          {
            contractNo: e.contractNo ?? '',
            supplierName: e.supplierName,
            validTo: e.expireDate,
            days: String(e.daysLeft),
          },
          distinct([e.creatorId], await holdersIn(e.tenantId, noticeCodes.contract)),
        );
      else
        await sendNotice(
          ctx,
          purchaseTemplates.licenseExpiring,
          { supplierName: e.supplierName, licenseName: t('zh', supplierPaperNames[e.kind]), expireDate: e.expireDate },
          await holdersIn(e.tenantId, noticeCodes.supplier),
        );
      sentCount += 1;
    } catch (error) {
      await release(run.db, e);
      failures.push(`${e.tenantId} ${e.kind} ${e.objectId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`expiry reminders not sent (${failures.length}): ${failures.join('; ')}`);
  return { today, sent: sentCount };
}

/** Hourly: a reminder goes out within the hour its day comes, whichever process runs the job. */
export const remindJob = defineJob(remindQueue, (job: JobCtx) => remindExpiries(job), { every: 3600 });
