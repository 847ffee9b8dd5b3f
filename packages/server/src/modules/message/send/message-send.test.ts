import { createHmac, randomUUID } from 'node:crypto';
import { type CallDef, messageCalls, messageRecordCalls, signedText } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { apiTest, rowsOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { type HttpStandIn, httpStandIn } from '../providers/http-stand-in.ts';
import { webhookSignature } from '../providers/index.ts';
import { decodeWords, parseMail, type SmtpStandIn, smtpStandIn } from '../providers/smtp-stand-in.ts';
import { addRow, messageScreens, settledBatch } from './message.fixture.ts';

/**
 * Sending, end to end over HTTP: templates with declared variables, a signed app call (unsigned, stale and replayed
 * ones refused), delivery by the job queue through a real SMTP server, a webhook that fails twice then succeeds,
 * one that always fails (falling back to the inbox), the inbox as the receiver reads it, cancel and resend.
 */
let s: TestServer;
let admin: Session;
let nobody: Session;
let smtp: SmtpStandIn;
let flaky: HttpStandIn;
let broken: HttpStandIn;
let appKey = '';
let appSecret = '';
const hookSecret = 'hook-secret-2026';
const users = { a: 'msg-zhang', b: 'msg-li' };

const post = async <C extends CallDef>(call: C, body: unknown, who = admin, query?: Record<string, string>) =>
  who.send(call, { body: body as Record<string, unknown> | undefined, ...(query && { query }) });
const add = (screen: keyof typeof messageScreens, body: Record<string, unknown>) => addRow(admin, screen, body);

/** A webhook channel to `url`, signed with the suites' secret. */
async function webhookChannel(channelCode: string, url: string, extra: Record<string, unknown> = {}) {
  const hook = await add('sendChannel', { channelCode, channelName: channelCode, channelType: 'WEBHOOK', ...extra });
  await add('sendChannelDetail', { sendChannelId: hook.id, paramKey: 'url', paramValue: `${url}/hook` });
  await add('sendChannelDetail', { sendChannelId: hook.id, paramKey: 'secret', paramValue: hookSecret });
  return hook;
}

/** A template of one `drug` variable on a strategy, with its webhook content. */
async function drugTemplate(templateCode: string, templateName: string, strategyId: string, content: string) {
  const template = await add('templateInfo', {
    templateCode,
    templateName,
    msgType: 10,
    params: JSON.stringify([{ name: 'drug' }]),
    defaultStrategyId: strategyId,
  });
  await add('templateInfoDetail', { templateId: template.id, channelType: 'WEBHOOK', contentFormat: 'TEXT', content });
  return template;
}

/** A body signed as an app signs it. */
function signed(body: Record<string, unknown>, secret = appSecret, at = Date.now()) {
  const full = { ...body, appKey, timestamp: String(at), nonce: randomUUID().replaceAll('-', '') };
  return { ...full, sign: createHmac('sha256', secret).update(signedText(full)).digest('hex') };
}

/** Records of a batch, once none is on its way any more (the queue delivers them). */
function settled(batchId: string, timeoutMs = 20_000) {
  return settledBatch(s.db, batchId, [30, 40, 50, 60, 70], { timeoutMs, pollMs: 200 });
}

async function attemptsOf(recordId: string) {
  const rows = await rowsOf<Record<string, any>>(
    s.db,
    sql`select * from msg_record_log where record_id = ${recordId} order by attempt_no`,
  );
  return rows;
}

const test = apiTest({ captchaEnabled: false });

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  smtp = await smtpStandIn('mailer@pharma.test', 'Sm7p#pw');
  let calls = 0;
  flaky = await httpStandIn((request) => {
    const signature = webhookSignature(hookSecret, String(request.headers['x-pharma-timestamp']), request.body);
    if (request.headers['x-pharma-signature'] !== signature) return { status: 401, body: { error: 'bad signature' } };
    calls += 1;
    return calls <= 2 ? { status: 503, body: 'busy' } : { status: 200, body: { ok: true } };
  });
  broken = await httpStandIn(() => ({ status: 400, body: { error: 'refused' } }));
  s = server;
  admin = platformAdmin;
  nobody = signedOut;
  for (const [i, account] of Object.values(users).entries()) {
    const { userId } = await createUser(s.db, { tenantId: '000000', account, password: 'pw-m', codes: ['desk'] });
    await s.db.execute(sql`update blade_user set email = ${`${account}@hospital.test`}, real_name = ${`收件人${i}`}
      where id = ${userId}`);
  }
  // The channels: the mailbox on the stand-in, the webhooks, the inbox.
  const mail = await add('sendChannel', {
    channelCode: 'T_MAIL',
    channelName: '测试邮箱',
    channelType: 'EMAIL',
    isDefault: 2,
  });
  for (const [paramKey, paramValue] of Object.entries({
    host: '127.0.0.1',
    port: String(smtp.port),
    secure: 'false',
    username: 'mailer@pharma.test',
    password: 'Sm7p#pw',
    fromAddress: 'mailer@pharma.test',
    fromName: '医药云消息中心',
  }))
    await add('sendChannelDetail', { sendChannelId: mail.id, paramKey, paramValue });
  await webhookChannel('T_FLAKY', flaky.url);
  await webhookChannel('T_BROKEN', broken.url);
  await add('sendChannel', { channelCode: 'INBOX', channelName: '站内信', channelType: 'INBOX', isDefault: 2 });
  const app = await add('appchannel', { appCode: 'T_APP', appName: '测试应用' });
  appKey = app.appKey!;
  appSecret = app.appSecret!;
  const rows = await rowsOf<{ id: string; channel_code: string }>(
    s.db,
    sql`select id, channel_code from msg_send_channel where tenant_id = '000000' and is_deleted = 0`,
  );
  for (const code of ['T_MAIL', 'INBOX', 'T_FLAKY', 'T_BROKEN'])
    await add('channelAuth', { appChannelId: app.id, sendChannelId: rows.find((r) => r.channel_code === code)!.id });
});
afterAll(async () => {
  await smtp?.close();
  await flaky?.close();
  await broken?.close();
});

describe(`sending on ${databaseKind}`, () => {
  test('checks variables at save, sends only approved templates, and delivers mail and in-app messages', async () => {
    const template = await add('templateInfo', {
      templateCode: 'PLAN_APPROVED',
      templateName: '采购计划审核通过',
      msgType: 10,
      params: JSON.stringify([
        { name: 'planNo', label: '计划单号' },
        { name: 'name', label: '姓名' },
      ]),
    });
    expect(Number(template.auditStatus)).toBe(0);
    const undeclared = await post(messageScreens.templateInfoDetail.submit, {
      templateId: template.id,
      channelType: 'EMAIL',
      contentFormat: 'TEXT',
      title: '计划 ${planNo}',
      content: '${name} 您好, ${amount}',
    });
    expect(undeclared.body.msg).toBe('内容中的变量 amount 未在模板变量中声明');
    await add('templateInfoDetail', {
      templateId: template.id,
      channelType: 'EMAIL',
      contentFormat: 'TEXT',
      title: '采购计划 ${planNo} 已审核通过',
      content: '${name} 您好：\n采购计划 ${planNo} 已审核通过，请及时下单。',
    });
    await add('templateInfoDetail', {
      templateId: template.id,
      channelType: 'INBOX',
      contentFormat: 'HTML',
      title: '计划 ${planNo} 已通过',
      content: '<p>${name}，计划 <b>${planNo}</b> 已通过</p>',
    });
    const early = await post(
      messageCalls.sendTemplateMessage,
      signed({ templateCode: 'PLAN_APPROVED', params: {}, receivers: [users.a] }),
      nobody,
    );
    expect(early.body.msg).toBe('模板 PLAN_APPROVED 未审核通过或已停用, 不能发送');
    const reject = await post(messageCalls.audit, { id: template.id, pass: false });
    expect(reject.body.msg).toBe('驳回时请填写审核意见');
    expect((await post(messageCalls.audit, { id: template.id, pass: true, opinion: '同意' })).body.code).toBe(200);

    const missing = await post(
      messageCalls.sendTemplateMessage,
      signed({ templateCode: 'PLAN_APPROVED', params: { planNo: 'CGJH202611260001' }, receivers: [users.a] }),
      nobody,
    );
    expect(missing.body.msg).toBe('缺少模板变量: name');
    const sent = await post(
      messageCalls.sendTemplateMessage,
      signed({
        templateCode: 'PLAN_APPROVED',
        params: { planNo: 'CGJH202611260001', name: '张<三>' },
        receivers: [users.a, users.b, 'no-such-user'],
      }),
      nobody,
    );
    expect(sent.body.code, sent.text).toBe(200);
    expect(sent.body.data).toMatchObject({
      accepted: 2,
      rejected: [{ receiver: 'no-such-user', reason: '没有这个用户' }],
    });
    const records = await settled(sent.body.data.batchId);
    expect(records.map((r) => [r.status, r.delivered_types])).toEqual([
      [30, expect.stringMatching(/EMAIL/)],
      [30, expect.stringMatching(/EMAIL/)],
    ]);
    expect(records.every((r) => String(r.delivered_types).includes('INBOX'))).toBe(true);
    // The mail as the SMTP server received it: UTF-8 subject and body, one per receiver.
    const mails = smtp.delivered.filter((d) => parseMail(d.raw).body.includes('CGJH202611260001'));
    expect(mails.map((d) => d.to[0]).sort()).toEqual([`${users.b}@hospital.test`, `${users.a}@hospital.test`]);
    const mail = parseMail(mails[0]!.raw);
    expect(decodeWords(mail.headers.subject!)).toBe('采购计划 CGJH202611260001 已审核通过');
    expect(mail.body).toContain('张<三> 您好：\n采购计划 CGJH202611260001 已审核通过');
    // The inbox: HTML-escaped values in the HTML content, unread until read.
    const zhang = await signedIn(s, users.a, 'pw-m');
    const unread = await zhang.send(messageCalls.unread);
    expect(unread.body.data).toEqual({ message: 1, mail: 1 });
    const inbox = await zhang.send(messageCalls.inbox, { query: { kind: 'message' } });
    expect(inbox.body.data.records[0]).toMatchObject({
      title: '计划 CGJH202611260001 已通过',
      content: '<p>张&lt;三&gt;，计划 <b>CGJH202611260001</b> 已通过</p>',
      read: false,
    });
    // Another user's message cannot be marked read by this one.
    const others = records.find((r) => r.receiver === users.b)!;
    expect((await post(messageCalls.read, undefined, zhang, { ids: String(others.id) })).body.data).toBe(0);
    expect((await post(messageCalls.read, undefined, zhang, { ids: inbox.body.data.records[0]!.id })).body.data).toBe(
      1,
    );
    // One message reached both the inbox and the mailbox: read in one tab, it is read in both.
    expect((await zhang.send(messageCalls.unread)).body.data).toEqual({
      message: 0,
      mail: 0,
    });
    expect((await post(messageCalls.readAll, undefined, zhang, { kind: 'mail' })).body.data).toBe(0);
    const li = await signedIn(s, users.b, 'pw-m');
    expect((await post(messageCalls.readAll, undefined, li, { kind: 'mail' })).body.data).toBe(1);
    expect((await li.send(messageCalls.unread)).body.data).toEqual({
      message: 0,
      mail: 0,
    });
  });

  test('refuses unsigned, forged, stale and replayed calls with a clear message', async () => {
    const body = { templateCode: 'PLAN_APPROVED', params: { planNo: 'X', name: 'Y' }, receivers: [users.a] };
    const unsigned = await post(messageCalls.sendTemplateMessage, body, nobody);
    expect(unsigned.body.msg).toBe('请提供 appKey');
    const forged = await post(messageCalls.sendTemplateMessage, signed(body, 'not-the-secret'), nobody);
    expect([forged.status, forged.body.msg]).toEqual([401, expect.stringContaining('签名不正确')]);
    const stale = await post(
      messageCalls.sendTemplateMessage,
      signed(body, appSecret, Date.now() - 6 * 60_000),
      nobody,
    );
    expect(stale.body.msg).toContain('时间戳与服务器时间相差超过 5 分钟');
    const once = signed(body);
    expect((await post(messageCalls.sendTemplateMessage, once, nobody)).body.code).toBe(200);
    const replayed = await post(messageCalls.sendTemplateMessage, once, nobody);
    expect(replayed.body.msg).toBe('该 nonce 已使用过, 疑似重放请求, 已拒绝');
    // A changed body under the old signature is a forgery.
    const tampered = await post(messageCalls.sendTemplateMessage, { ...signed(body), receivers: [users.b] }, nobody);
    expect(tampered.body.msg).toContain('签名不正确');
  });

  test('retries a failing receiver with backoff, falls back from one that always fails, and resends a failed one', async () => {
    const strategy = await add('strategy', {
      strategyCode: 'T_RETRY',
      strategyName: '重试后降级',
      mode: 2,
      maxRetry: 2,
      retryBackoffSec: '1,1',
      dedupWindowSec: 0,
    });
    const channels = await rowsOf<{ id: string; channel_code: string }>(
      s.db,
      sql`select id, channel_code from msg_send_channel where tenant_id = '000000' and is_deleted = 0`,
    );
    const id = (code: string) => channels.find((r) => r.channel_code === code)!.id;
    await add('strategydetail', {
      strategyId: strategy.id,
      seq: 1,
      channelType: 'WEBHOOK',
      sendChannelId: id('T_FLAKY'),
      fallbackOnFail: 2,
    });
    const template = await drugTemplate('ALERT_STOCK', '库存告警', strategy.id!, '${drug} 库存不足');
    await add('templateInfoDetail', {
      templateId: template.id,
      channelType: 'INBOX',
      contentFormat: 'TEXT',
      title: '库存告警',
      content: '${drug} 库存不足',
    });
    await post(messageCalls.audit, { id: template.id, pass: true });
    const retried = await post(messageCalls.send, {
      templateCode: 'ALERT_STOCK',
      params: { drug: '阿莫西林胶囊' },
      receivers: [users.a],
    });
    expect(retried.body.code, retried.text).toBe(200);
    const [record] = await settled(retried.body.data.batchId);
    expect([record!.status, record!.current_channel_type, record!.attempt_count]).toEqual([30, 'WEBHOOK', 3]);
    expect((await attemptsOf(record!.id)).map((a) => [a.result, a.response_code])).toEqual([
      [2, 'HTTP 503'],
      [2, 'HTTP 503'],
      [1, 'HTTP 200'],
    ]);

    // Falls back: the broken webhook refuses for good, the inbox takes it.
    await add('strategydetail', { strategyId: strategy.id, seq: 2, channelType: 'INBOX', fallbackOnFail: 1 });
    const step1 = await rowsOf<{ id: string }>(
      s.db,
      sql`select id from msg_strategy_detail where strategy_id = ${strategy.id} and seq = 1`,
    );
    await add('strategydetail', { id: step1[0]!.id, sendChannelId: id('T_BROKEN') });
    const fell = await post(messageCalls.send, {
      templateCode: 'ALERT_STOCK',
      params: { drug: '布洛芬' },
      receivers: [users.b],
    });
    const [fallen] = await settled(fell.body.data.batchId);
    expect([fallen!.status, fallen!.delivered_types]).toEqual([30, 'INBOX']);
    expect((await attemptsOf(fallen!.id)).map((a) => [a.channel_type, a.result])).toEqual([
      ['WEBHOOK', 2],
      ['INBOX', 1],
    ]);

    // Without a fallback it fails; resending it starts over with fresh attempts.
    await add('strategydetail', { id: step1[0]!.id, fallbackOnFail: 1 });
    const failed = await post(messageCalls.send, {
      templateCode: 'ALERT_STOCK',
      params: { drug: '维生素C' },
      receivers: ['13800001111'],
    });
    const [lost] = await settled(failed.body.data.batchId);
    expect([lost!.status, lost!.error_code]).toEqual([40, 'HTTP 400']);
    const list = await admin.send(messageRecordCalls.list, { query: { batchId: failed.body.data.batchId } });
    expect(list.body.data.records[0]!.receiver).toBe('138****1111');
    expect((await post(messageCalls.cancel, undefined, admin, { ids: lost!.id })).body.msg).toBe(
      '只能取消待发送、延迟发送或等待重试的消息',
    );
    await add('strategydetail', { id: step1[0]!.id, sendChannelId: id('T_FLAKY') });
    expect((await post(messageCalls.resend, undefined, admin, { ids: lost!.id })).body.data).toBe(1);
    const [again] = await settled(failed.body.data.batchId);
    expect(again!.status).toBe(30);
    expect((await attemptsOf(lost!.id)).length).toBe(2);
    // A channel a strategy pins is disabled, not removed.
    const pinnedAway = await post(messageScreens.sendChannel.remove, undefined, admin, { ids: id('T_FLAKY') });
    expect(pinnedAway.body.msg).toContain('仍被发送策略或模板内容指定');
    // Records are written by the system only.
    expect((await post(messageRecordCalls.remove, undefined, admin, { ids: lost!.id })).body.msg).toBe(
      '消息记录和发送日志由系统写入, 不能修改或删除',
    );
  });

  test("holds a channel's per-minute cap for the cluster: the minute another process filled waits", async () => {
    let calls = 0;
    const capped = await httpStandIn(() => {
      calls += 1;
      return { status: 200, body: { ok: true } };
    });
    try {
      const hook = await webhookChannel('T_CAPPED', capped.url, { rateLimitPerMin: 2 });
      const strategy = await add('strategy', {
        strategyCode: 'T_CAP',
        strategyName: '限流',
        mode: 2,
        maxRetry: 0,
        dedupWindowSec: 0,
      });
      await add('strategydetail', { strategyId: strategy.id, seq: 1, channelType: 'WEBHOOK', sendChannelId: hook.id });
      const template = await drugTemplate('CAP_TEST', '限流测试', strategy.id!, '${drug} 到货');
      await post(messageCalls.audit, { id: template.id, pass: true });
      const send = async (drug: string) => {
        const sent = await post(messageCalls.send, {
          templateCode: 'CAP_TEST',
          params: { drug },
          receivers: [users.a],
        });
        expect(sent.body.code, sent.text).toBe(200);
        return sent.body.data.batchId as string;
      };
      const bucket = `message-send:${hook.id}`;
      const minute = 60_000;

      // Room in the minute: it goes out, and the minute's count is in the database for every process.
      const [first] = await settled(await send('阿莫西林'));
      expect([first!.status, calls]).toEqual([30, 1]);
      const counted = await rowsOf<{ hits: number }>(
        s.db,
        sql`select sum(hits)::int as hits from blade_rate_counter where bucket = ${bucket}`,
      );
      expect(counted[0]!.hits).toBe(1);

      // Another process has used this minute's cap, and the next ones' (so the clock cannot roll past it here).
      const now = Math.floor(Date.now() / minute) * minute;
      for (const start of [0, 1, 2, 3].map((i) => new Date(now + i * minute)))
        await s.db.execute(sql`insert into blade_rate_counter (bucket, window_start, hits)
          values (${bucket}, ${start}, 2) on conflict (bucket, window_start) do update set hits = 2`);
      const batch = await send('布洛芬');
      const until = Date.now() + 20_000;
      let waiting: Record<string, any> | undefined;
      while (!waiting) {
        const rows = await rowsOf<Record<string, any>>(
          s.db,
          sql`select status, next_retry_time, attempt_count from msg_record where batch_id = ${batch}`,
        );
        if (Number(rows[0]?.status) === 25) waiting = rows[0];
        else if (Date.now() > until) throw new Error(`not waiting: ${JSON.stringify(rows)}`);
        else await new Promise((r) => setTimeout(r, 100));
      }
      // Not sent, no attempt counted, and it waits for the next minute.
      expect(calls).toBe(1);
      expect(Number(waiting.attempt_count)).toBe(0);
      expect(new Date(waiting.next_retry_time).getTime()).toBeGreaterThan(Date.now());
      const records = await rowsOf<{ id: string }>(s.db, sql`select id from msg_record where batch_id = ${batch}`);
      expect((await post(messageCalls.cancel, undefined, admin, { ids: records[0]!.id })).body.code).toBe(200);
    } finally {
      await capped.close();
    }
  });
});
