import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CallDef, messageCalls } from '@pharma/contract';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { webhookSignature } from '../../src/modules/message/providers/index.ts';
import { type SmtpStandIn, smtpStandIn } from '../../src/modules/message/providers/smtp-stand-in.ts';
import { messageScreens } from '../../src/modules/message/send/message.fixture.ts';
import { signedInAt } from '../helpers/api-kit.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { type ServerProcess, startServerProcess } from '../helpers/processes.ts';

/**
 * Issue 17's fault requirement: a server process (`src/main.ts`, as `npm start` runs it) is killed with SIGKILL while
 * 1,000 messages are in flight on PostgreSQL, another process starts on the same database, and every accepted
 * message ends in a terminal state with none delivered twice, counted where it lands: at a real SMTP server and at a
 * webhook receiver, both in this test's process. Each message goes to both (a strategy in ALL mode: mail, then the
 * webhook), so a record can die between its two deliveries as well as during one. The webhook answers after 20-50 ms
 * so the kill lands mid-delivery. The embedded database belongs to a single process: PostgreSQL pass only.
 */
const total = 1000;
const secret = 'message-kill-test-token-secret-0123456789abcdef';
const hookSecret = 'kill-hook-secret';
// biome-ignore lint/suspicious/noTemplateCurlyInString: the message template's own variable syntax, filled by the server.
const placeholder = '${no}';
const terminal = [30, 40, 50, 60, 70];
const work = mkdtempSync(join(tmpdir(), 'pharma-msg-kill-'));
const children: ChildProcess[] = [];
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
let sql: pg.Client | undefined;
let smtp: SmtpStandIn | undefined;
let hookServer: Server | undefined;

/** A server process on the database (test/helpers/processes.ts), killed at the end whatever happened. */
async function startProcess(name: string, databaseUrl: string): Promise<ServerProcess> {
  const p = await startServerProcess(name, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, name),
    // Shared: the channels' settings are sealed with it by one process and opened by the other.
    TOKEN_SECRET: secret,
    CAPTCHA_ENABLED: 'false',
    DEMO_DATA: 'false',
  });
  children.push(p.child);
  return p;
}

/** The webhook receiver: keeps each call's msgId as it arrives, then answers 200 after 20-50 ms. */
async function slowReceiver() {
  const calls: Array<{ msgId: string; at: number }> = [];
  let badSignatures = 0;
  hookServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-pharma-timestamp']);
      if (req.headers['x-pharma-signature'] !== webhookSignature(hookSecret, timestamp, body)) {
        badSignatures += 1;
        res.writeHead(401).end();
        return;
      }
      calls.push({ msgId: String(JSON.parse(body).msgId), at: Date.now() });
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
        20 + 30 * Math.random(),
      );
    });
  });
  await new Promise<void>((resolve) => hookServer!.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`,
    calls,
    badSignatures: () => badSignatures,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => Math.round(ms / 1000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sql?.end();
  await fresh?.drop();
  await smtp?.close();
  hookServer?.closeAllConnections();
  await new Promise((r) => (hookServer ? hookServer.close(r) : r(undefined)));
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(databaseKind === 'postgres')('the message centre killed with 1,000 messages in flight', () => {
  it('ends every accepted message in a terminal state and delivers none twice', { timeout: 300_000 }, async () => {
    const started = Date.now();
    smtp = await smtpStandIn('mailer@kill.test', 'Sm7p#kill');
    const hook = await slowReceiver();
    fresh = await freshDatabaseUrl(inject('pgTemplate') || undefined);
    sql = new pg.Client({ connectionString: fresh.url });
    await sql.connect();
    const a = await startProcess('a', fresh.url!);

    const admin = await signedInAt(a.url);
    expect(admin.token).toBeTruthy();
    const post = async (call: CallDef, body: Record<string, unknown>) => {
      const reply = await admin.send(call, { body });
      const answer = reply.body as { code: number; data: any; msg: string };
      expect(answer.code, `${call.path}: ${reply.text}`).toBe(200);
      return answer.data;
    };

    // The channels: the mailbox on the SMTP stand-in, the webhook on the slow receiver.
    const mail = await post(messageScreens.sendChannel.submit, {
      channelCode: 'K_MAIL',
      channelName: 'kill mail',
      channelType: 'EMAIL',
    });
    for (const [paramKey, paramValue] of Object.entries({
      host: '127.0.0.1',
      port: String(smtp.port),
      secure: 'false',
      username: 'mailer@kill.test',
      password: 'Sm7p#kill',
      fromAddress: 'mailer@kill.test',
      fromName: 'kill test',
    }))
      await post(messageScreens.sendChannelDetail.submit, { sendChannelId: mail.id, paramKey, paramValue });
    const webhook = await post(messageScreens.sendChannel.submit, {
      channelCode: 'K_HOOK',
      channelName: 'kill hook',
      channelType: 'WEBHOOK',
    });
    await post(messageScreens.sendChannelDetail.submit, {
      sendChannelId: webhook.id,
      paramKey: 'url',
      paramValue: hook.url,
    });
    await post(messageScreens.sendChannelDetail.submit, {
      sendChannelId: webhook.id,
      paramKey: 'secret',
      paramValue: hookSecret,
    });
    // ALL mode: mail then webhook for every record. A 5 s timeout keeps the lock window (claim + timeout + 30 s) and
    // so the test short; no dedup (the texts are alike); one quick retry, which a local receiver should never need.
    const strategy = await post(messageScreens.strategy.submit, {
      strategyCode: 'K_ALL',
      strategyName: 'kill all',
      mode: 1,
      maxRetry: 1,
      retryBackoffSec: '1',
      dedupWindowSec: 0,
      sendTimeoutSec: 5,
    });
    await post(messageScreens.strategydetail.submit, {
      strategyId: strategy.id,
      seq: 1,
      channelType: 'EMAIL',
      sendChannelId: mail.id,
    });
    await post(messageScreens.strategydetail.submit, {
      strategyId: strategy.id,
      seq: 2,
      channelType: 'WEBHOOK',
      sendChannelId: webhook.id,
    });
    const template = await post(messageScreens.templateInfo.submit, {
      templateCode: 'K_NOTICE',
      templateName: 'kill notice',
      msgType: 10,
      params: JSON.stringify([{ name: 'no', label: 'no' }]),
      defaultStrategyId: strategy.id,
    });
    for (const channelType of ['EMAIL', 'WEBHOOK'])
      await post(messageScreens.templateInfoDetail.submit, {
        templateId: template.id,
        channelType,
        contentFormat: 'TEXT',
        title: `notice ${placeholder}`,
        content: `notice ${placeholder} for you`,
      });
    await post(messageCalls.audit, { id: template.id, pass: true });

    const receivers = Array.from({ length: total }, (_, i) => `m${String(i + 1).padStart(4, '0')}@kill.test`);
    const sent = await post(messageCalls.send, { templateCode: 'K_NOTICE', params: { no: 'K-1' }, receivers });
    expect(sent.accepted).toBe(total);
    const batchId = String(sent.batchId);
    const sentAt = Date.now();

    // Kill once a fifth have reached the webhook (~20 s at A's pace of ~10 a second: SMTP stand-in's 100 ms greeting
    // plus the webhook's answer, two jobs at once). Deliveries are then under way in both of A's jobs, and the 30 s
    // the sweep leaves a pending record before it queues it again are mostly behind us when B is up.
    const killBy = Date.now() + 90_000;
    while (hook.calls.length < total / 5) {
      if (Date.now() > killBy) throw new Error(`deliveries never got going: ${hook.calls.length} webhook calls`);
      await sleep(20);
    }
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    const killedAt = Date.now();
    const atKill = { mails: smtp.delivered.length, hooks: hook.calls.length };
    expect(atKill.hooks).toBeLessThan(total);

    const b = await startProcess('b', fresh.url!);
    // B finds A's in-flight records only through the sweep (every 30 s): those SENDING past their lock (claim + 5 s +
    // 30 s) fail in doubt; those still pending 30 s after their creation are queued again.
    const states = async () =>
      (
        await sql!.query<{ status: number; n: number }>(
          'select status, count(*)::int as n from msg_record where batch_id = $1 group by status order by status',
          [batchId],
        )
      ).rows;
    const settleBy = Date.now() + 200_000;
    for (;;) {
      const now = await states();
      if (now.every((s) => terminal.includes(s.status)) && now.reduce((n, s) => n + s.n, 0) === total) break;
      if (Date.now() > settleBy) throw new Error(`not every record is terminal: ${JSON.stringify(now)}`);
      await sleep(1000);
    }
    const settledAt = Date.now();
    // Anything still on its way to a receiver would land within the webhook's answer time.
    await sleep(500);

    const records = (
      await sql.query<{
        id: string;
        msg_id: string;
        receiver: string;
        status: number;
        delivered_types: string | null;
        error_code: string | null;
      }>('select id, msg_id, receiver, status, delivered_types, error_code from msg_record where batch_id = $1', [
        batchId,
      ])
    ).rows;
    expect(records).toHaveLength(total);
    const mailsTo = new Map<string, number>();
    for (const d of smtp.delivered) for (const to of d.to) mailsTo.set(to, (mailsTo.get(to) ?? 0) + 1);
    const hooksOf = new Map<string, number>();
    for (const c of hook.calls) hooksOf.set(c.msgId, (hooksOf.get(c.msgId) ?? 0) + 1);

    // Never twice, at either receiver, for any message.
    expect([...mailsTo].filter(([, n]) => n > 1)).toEqual([]);
    expect([...hooksOf].filter(([, n]) => n > 1)).toEqual([]);
    expect(hook.badSignatures()).toBe(0);
    // Nothing reached a receiver that is not one of the batch's records.
    const byMsgId = new Set(records.map((r) => r.msg_id));
    expect([...hooksOf.keys()].filter((id) => !byMsgId.has(id))).toEqual([]);
    expect([...mailsTo.keys()].filter((to) => !receivers.includes(to))).toEqual([]);

    const success = records.filter((r) => r.status === 30);
    const inDoubt = records.filter((r) => r.status === 40 && r.error_code === 'IN_DOUBT');
    const other = records.filter((r) => r.status !== 30 && !(r.status === 40 && r.error_code === 'IN_DOUBT'));
    // Local receivers refuse nothing: every record either went out or was caught by the kill.
    expect(other.map((r) => [r.receiver, r.status, r.error_code])).toEqual([]);
    // A success was delivered exactly once through each channel it lists, and it lists both.
    for (const r of success) {
      expect(String(r.delivered_types).split(',').sort(), r.receiver).toEqual(['EMAIL', 'WEBHOOK']);
      expect([mailsTo.get(r.receiver), hooksOf.get(r.msg_id)], r.receiver).toEqual([1, 1]);
    }
    // In doubt are only the records A was working on when it died: its deliver queue runs two jobs at once
    // (message.jobs.ts concurrency 2), each taking its records one at a time, so at most two were claimed. Each of
    // them reached a receiver at most once (checked above) and, through the channels it lists, exactly once.
    expect(inDoubt.length).toBeLessThanOrEqual(2);
    for (const r of inDoubt) {
      const listed = String(r.delivered_types ?? '').split(',');
      if (listed.includes('EMAIL')) expect(mailsTo.get(r.receiver), r.receiver).toBe(1);
      if (listed.includes('WEBHOOK')) expect(hooksOf.get(r.msg_id), r.receiver).toBe(1);
    }
    // B did most of the work: the kill came mid-run, not after it.
    const afterKill = hook.calls.filter((c) => c.at > killedAt).map((c) => c.at);
    expect(afterKill.length).toBeGreaterThan(total / 2);

    console.log(
      `message-kill: ${total} accepted; at the kill ${atKill.mails} mails and ${atKill.hooks} webhook calls; ` +
        `success ${success.length}, in doubt ${inDoubt.length} ` +
        `(${inDoubt.map((r) => `${r.receiver} recorded ${r.delivered_types ?? 'none'}, got ${mailsTo.get(r.receiver) ?? 0} mail and ${hooksOf.get(r.msg_id) ?? 0} webhook call`).join('; ') || 'none'}); ` +
        `mails ${smtp.delivered.length}, webhook calls ${hook.calls.length}; killed ${seconds(killedAt - sentAt)} s ` +
        `after the send, B's first delivery ${seconds(afterKill[0]! - killedAt)} s after the kill, all settled ` +
        `${seconds(settledAt - killedAt)} s after it, ${seconds(Date.now() - started)} s in all`,
    );
    b.child.kill('SIGTERM');
    await new Promise((r) => b.child.once('exit', r));
  });
});
