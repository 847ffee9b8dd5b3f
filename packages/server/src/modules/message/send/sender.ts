import { attemptResult, defaultTenantId, messageMessages, recordStatus } from '@pharma/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../platform/db/database.ts';
import { t } from '../../../platform/i18n.ts';
import type { MessageSender, SendingCtx } from '../../../platform/messages.ts';
import type { Registry } from '../../../platform/registry.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { smsSecretPurpose } from '../../resource/public.ts';
import { recordLogTable as logTable, recordTable as record } from '../record/record.table.ts';
import { type Accepted, acceptTemplateSend, type Sender } from './accept.ts';
import { ChannelBook, type ChannelBoxes } from './channels.ts';
import { type DeliveryEnv, deliver, deliverInApp } from './deliver.ts';
import { type Plan, planKey, templatePlan } from './plan.ts';
import { forgetOldNonces } from './sign.ts';

export const deliverQueue = 'message.deliver';
export const sweepQueue = 'message.sweep';
/** Records one delivery job takes. */
const slice = 500;
/** The platform as the sender of the queue's own jobs. */
const system = { tenantId: defaultTenantId, userId: '0', account: 'system' };

export const channelSettingsPurpose = 'msg_send_channel_detail.param_value';
export const appSecretPurpose = 'msg_app_channel.app_secret';

/** The boxes the message centre's secrets are sealed in, from this server's secret. */
export function messageBoxes(tokenSecret: string): ChannelBoxes & { app: ReturnType<typeof secretBox> } {
  return {
    settings: secretBox(tokenSecret, channelSettingsPurpose),
    sms: secretBox(tokenSecret, smsSecretPurpose),
    app: secretBox(tokenSecret, appSecretPurpose),
  };
}

/**
 * The message centre's sender: accepting writes the records, delivers a small template send's in-app ones before its
 * commit, then queues the rest's delivery in slices (a slice's job names its records; a job lost with its process is
 * made good by the sweep). Queued delivery and the sweep run in whichever process takes the job.
 */
export function messageSender(
  database: Database,
  registry: Registry,
  config: { tokenSecret: string; timeZone: string; privateHosts: readonly string[] },
) {
  const { tokenSecret, timeZone, privateHosts } = config;
  const boxes = messageBoxes(tokenSecret);
  const jobs = () => {
    if (!registry.jobs) throw new Error('the job queue is not started');
    return registry.jobs;
  };
  /** Delivery jobs for these records, a slice each, now or not before `at`. */
  const later = async (ids: string[], at?: Date) => {
    const options = at ? { startAfter: Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000)) } : {};
    for (let i = 0; i < ids.length; i += slice)
      await jobs().send(system, deliverQueue, { ids: ids.slice(i, i + slice) }, options);
  };
  const queue = async (accepted: Pick<Accepted, 'due' | 'later'>) => {
    await later(accepted.due);
    const byTime = new Map<number, string[]>();
    for (const { id, at } of accepted.later) byTime.set(at.getTime(), [...(byTime.get(at.getTime()) ?? []), id]);
    for (const [at, ids] of byTime) await later(ids, new Date(at));
  };
  const deliveryEnv = (db: Db): DeliveryEnv => ({
    db,
    book: new ChannelBook(db, boxes, privateHosts),
    timeZone,
    lang: 'zh',
    later,
  });
  const senderOf = (ctx: SendingCtx, db: Db): Sender => ({
    db,
    tenantId: ctx.tenantId,
    userId: ctx.userId || null,
    lang: ctx.lang,
    timeZone: ctx.timeZone,
    appChannelId: null,
  });
  const sender: MessageSender & {
    queue: typeof queue;
    boxes: typeof boxes;
    senderOf: typeof senderOf;
  } = {
    boxes,
    queue,
    senderOf,
    async sendTemplate(ctx, input) {
      const delayed: Accepted['later'] = [];
      const accepted = await ctx.db.transaction(async (tx) => {
        const written = await acceptTemplateSend(senderOf(ctx, tx), input);
        // A small send's in-app records are delivered before the commit: no job to queue, fetch and complete for
        // them (it was most of a workflow step's database time). A large one stays on the queue, in parallel slices,
        // so the call is not held by thousands of deliveries.
        if (written.due.length > slice) return written;
        const env = {
          ...deliveryEnv(tx),
          later: async (ids: string[], at: Date) => void delayed.push(...ids.map((id) => ({ id, at }))),
        };
        const known = new Map<string, Promise<Plan>>();
        if (written.template) {
          const { id, strategyId, contents } = written.template;
          const plan = templatePlan(tx, id, strategyId, contents);
          // Awaited by the delivery when a record needs it; a failure not awaited must not go unhandled.
          plan.catch(() => undefined);
          known.set(planKey({ templateId: id, strategyId }), plan);
        }
        return { ...written, due: await deliverInApp(env, written.due, known) };
      });
      await queue({ due: accepted.due, later: [...accepted.later, ...delayed] });
      return accepted.reply;
    },
    deliver: (ids) => deliver(deliveryEnv(database.db), ids),
    sweep: () => sweep(database.db, queue),
  };
  return sender;
}

/**
 * Every half minute, in one process: a record still SENDING past its claim was in flight when its process died.
 * Whether the provider took it is unknown, so it fails as IN_DOUBT rather than risk a second delivery (an operator
 * resends it after checking). Records due but with no job (their process died between writing and queueing) are
 * queued again; a duplicate job is harmless, since each record is claimed once.
 */
async function sweep(db: Db, queue: (accepted: Pick<Accepted, 'due' | 'later'>) => Promise<void>) {
  const stuck = await db
    .update(record)
    .set({
      status: recordStatus.failed,
      finishTime: new Date(),
      lockUntil: null,
      errorCode: 'IN_DOUBT',
      errorMsg: t('zh', messageMessages.inDoubt),
      version: sql`${record.version} + 1`,
    })
    .where(and(eq(record.status, recordStatus.sending), lt(record.lockUntil, new Date())))
    .returning();
  if (stuck.length > 0)
    await db.insert(logTable).values(
      stuck.map((r) => ({
        tenantId: r.tenantId,
        recordId: r.id,
        msgId: r.msgId,
        attemptNo: r.attemptCount + 1,
        channelType: r.currentChannelType,
        sendChannelId: r.currentSendChannelId,
        result: attemptResult.timeout,
        responseCode: 'IN_DOUBT',
        responseMsg: t('zh', messageMessages.inDoubt),
        costMs: 0,
      })),
    );
  const due = await db
    .select({ id: record.id })
    .from(record)
    .where(
      or(
        and(eq(record.status, recordStatus.pending), lt(record.createTime, sql`now() - interval '30 seconds'`)),
        and(eq(record.status, recordStatus.delayed), lt(record.scheduledTime, sql`now() - interval '30 seconds'`)),
        and(eq(record.status, recordStatus.retryWait), lt(record.nextRetryTime, sql`now() - interval '30 seconds'`)),
      ),
    )
    .limit(5000);
  await queue({ due: due.map((r) => String(r.id)), later: [] });
  await forgetOldNonces(db);
}
