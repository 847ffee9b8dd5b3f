import { createHmac, randomUUID } from 'node:crypto';
import { type CallDef, messageCalls, signedText, smsCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { apiTest, rowsOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { aliyunStandIn } from '../../../../test/helpers/sms-stand-ins.ts';
import type { Ctx } from '../../../platform/context.ts';
import { type HttpStandIn, httpStandIn } from '../providers/http-stand-in.ts';
import { recordRetentionJob } from '../record/record-retention.job.ts';
import { addRow, type messageScreens, settledBatch } from './message.fixture.ts';

/**
 * The rules of a send (docs/domain.md §4.5–4.9) as an operator sees them in 消息记录: quiet hours that drop or delay,
 * the dedup window, the daily limit per receiver, a channel the app holds no grant for, cancel while delayed, a
 * DingTalk robot's signature through the pipeline, one record sent once when two deliveries race, the test send.
 */
let s: TestServer;
let admin: Session;
let anonymous: Session;
let robot: HttpStandIn;
let appKey = '';
let appSecret = '';
const robotSecret = 'SECdemo0123456789abcdef';
const user = 'rule-wang';
const ids: Record<string, string> = {};

const post = <C extends CallDef>(call: C, body?: unknown, query?: Record<string, string>) =>
  admin.send(call, { body: body as Record<string, unknown> | undefined, ...(query && { query }) });
const add = (screen: keyof typeof messageScreens, body: Record<string, unknown>) => addRow(admin, screen, body);
const rows = async (query: ReturnType<typeof sql>) => await rowsOf<Record<string, any>>(s.db, query);

function settled(batchId: string, timeoutMs = 15_000) {
  return settledBatch(s.db, batchId, [15, 30, 40, 50, 60, 70], { timeoutMs, pollMs: 150 });
}

/** A template of one channel, approved, sent through a strategy of its own. */
async function templateWith(code: string, channelType: string, strategy: Record<string, unknown> = {}) {
  const made = await add('strategy', { strategyCode: `S_${code}`, strategyName: code, mode: 2, ...strategy });
  await add('strategydetail', { strategyId: made.id, seq: 1, channelType });
  const template = await add('templateInfo', {
    templateCode: code,
    templateName: code,
    msgType: 10,
    params: JSON.stringify([{ name: 'n' }]),
    defaultStrategyId: made.id,
  });
  await add('templateInfoDetail', {
    templateId: template.id,
    channelType,
    contentFormat: 'MARKDOWN',
    title: '通知',
    content: '第 ${n} 号',
  });
  await post(messageCalls.audit, { id: template.id, pass: true });
  return template;
}
const send = (templateCode: string, n: string, extra: Record<string, unknown> = {}) =>
  post(messageCalls.send, { templateCode, params: { n }, receivers: [user], ...extra });

/** HH:mm in Shanghai, `minutes` from now. */
function clock(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

const test = apiTest({ captchaEnabled: false });

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  robot = await httpStandIn((request) => {
    // DingTalk's check: sign = Base64(HMAC-SHA256(secret, timestamp + "\n" + secret)), timestamp within an hour.
    const timestamp = request.url.searchParams.get('timestamp') ?? '';
    const expected = createHmac('sha256', robotSecret).update(`${timestamp}\n${robotSecret}`).digest('base64');
    const fresh = Math.abs(Date.now() - Number(timestamp)) < 3_600_000;
    if (request.url.searchParams.get('sign') !== expected || !fresh)
      return { status: 200, body: { errcode: 310000, errmsg: 'sign not match' } };
    return { status: 200, body: { errcode: 0, errmsg: 'ok' } };
  });
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  await createUser(s.db, { tenantId: '000000', account: user, password: 'pw-r', codes: ['desk'] });
  ids.inbox = (
    await add('sendChannel', { channelCode: 'R_INBOX', channelName: '站内信', channelType: 'INBOX', isDefault: 2 })
  ).id!;
  ids.robot = (
    await add('sendChannel', {
      channelCode: 'R_DING',
      channelName: '钉钉群',
      channelType: 'DINGTALK_BOT',
      isDefault: 2,
    })
  ).id!;
  await add('sendChannelDetail', {
    sendChannelId: ids.robot,
    paramKey: 'webhook',
    paramValue: `${robot.url}/robot/send`,
  });
  await add('sendChannelDetail', { sendChannelId: ids.robot, paramKey: 'accessToken', paramValue: 'token-1' });
  await add('sendChannelDetail', { sendChannelId: ids.robot, paramKey: 'secret', paramValue: robotSecret });
  const app = await add('appchannel', { appCode: 'R_APP', appName: '规则应用' });
  appKey = app.appKey!;
  appSecret = app.appSecret!;
  // The app may use the inbox, not the robot.
  await add('channelAuth', { appChannelId: app.id, sendChannelId: ids.inbox });
});
afterAll(async () => {
  await robot?.close();
});

describe(`the rules of a send on ${databaseKind}`, () => {
  test('drops or delays during quiet hours, and a delayed message can be cancelled', async () => {
    const quiet = { quietStart: clock(-60), quietEnd: clock(60) };
    await templateWith('Q_DROP', 'INBOX', { ...quiet, quietAction: 2 });
    const [dropped] = await settled((await send('Q_DROP', '1')).body.data.batchId);
    expect([dropped!.status, dropped!.error_code, dropped!.attempt_count]).toEqual([60, 'QUIET_HOURS', 0]);
    await templateWith('Q_DELAY', 'INBOX', { ...quiet, quietAction: 1 });
    const [delayed] = await settled((await send('Q_DELAY', '2')).body.data.batchId);
    expect(delayed!.status).toBe(15);
    const wait = new Date(delayed!.scheduled_time).getTime() - Date.now();
    expect(wait).toBeGreaterThan(55 * 60_000);
    expect(wait).toBeLessThan(62 * 60_000);
    // Cancelled while it waits: it never goes.
    expect((await post(messageCalls.cancel, undefined, { ids: delayed!.id })).body.data).toBe(1);
    expect((await rows(sql`select status from msg_record where id = ${delayed!.id}`))[0]!.status).toBe(70);
  });

  test('dedups the same text within the window and stops at the daily limit', async () => {
    await templateWith('DEDUP', 'INBOX', { dedupWindowSec: 600 });
    const first = await settled((await send('DEDUP', '7')).body.data.batchId);
    const second = await settled((await send('DEDUP', '7')).body.data.batchId);
    const other = await settled((await send('DEDUP', '8')).body.data.batchId);
    expect([first[0]!.status, second[0]!.status, other[0]!.status]).toEqual([30, 50, 30]);
    await templateWith('LIMIT', 'INBOX', { dedupWindowSec: 0, freqLimitPerDay: 2 });
    const states = [];
    for (const n of ['1', '2', '3']) states.push((await settled((await send('LIMIT', n)).body.data.batchId))[0]!);
    expect(states.map((r) => r.status)).toEqual([30, 30, 60]);
    expect(states[2]!.error_msg).toBe('该接收者今日已收到此模板 2 条, 达到上限');
  });

  test('shows an in-app message in the inbox as the send answers, with no delivery job; a capped inbox waits its minute', async () => {
    await templateWith('AT_ONCE', 'INBOX', { dedupWindowSec: 0 });
    const sent = await send('AT_ONCE', '5');
    expect(sent.body.code, sent.text).toBe(200);
    // Read at once, without waiting: delivered in the accepting transaction, its attempt logged.
    const [now] = await rows(sql`select id, status, attempt_count, title, content, delivered_types from msg_record
      where batch_id = ${sent.body.data.batchId}`);
    expect([now!.status, now!.attempt_count, now!.delivered_types, now!.title]).toEqual([30, 1, 'INBOX', '通知']);
    const logged = await rows(sql`select channel_type, result from msg_record_log where record_id = ${now!.id}`);
    expect(logged).toEqual([{ channel_type: 'INBOX', result: 1 }]);
    const jobs = await rows(sql`select count(*)::int as n from pgboss.job
      where name = 'message.deliver' and data->'ids' ? ${String(now!.id)}`);
    expect(jobs[0]!.n).toBe(0);

    // An inbox channel with a per-minute cap another process has filled: the message waits for room, unsent.
    const capped = await add('sendChannel', {
      channelCode: 'R_INBOX_CAP',
      channelName: '限流站内信',
      channelType: 'INBOX',
      isDefault: 1,
      rateLimitPerMin: 1,
    });
    const strategy = await add('strategy', { strategyCode: 'S_CAP_INBOX', strategyName: '限流', mode: 2 });
    await add('strategydetail', { strategyId: strategy.id, seq: 1, channelType: 'INBOX', sendChannelId: capped.id });
    const minute = 60_000;
    const start = Math.floor(Date.now() / minute) * minute;
    for (const at of [0, 1, 2, 3].map((i) => new Date(start + i * minute)))
      await s.db.execute(sql`insert into blade_rate_counter (bucket, window_start, hits)
        values (${`message-send:${capped.id}`}, ${at}, 1) on conflict (bucket, window_start) do update set hits = 1`);
    const held = await send('AT_ONCE', '6', { strategyCode: 'S_CAP_INBOX' });
    expect(held.body.code, held.text).toBe(200);
    const until = Date.now() + 15_000;
    let waiting: Record<string, any> | undefined;
    while (!waiting) {
      const [r] = await rows(sql`select id, status, attempt_count from msg_record
        where batch_id = ${held.body.data.batchId}`);
      if (Number(r?.status) === 25) waiting = r;
      else if (Number(r?.status) === 30 || Date.now() > until) throw new Error(`not waiting: ${JSON.stringify(r)}`);
      else await new Promise((done) => setTimeout(done, 100));
    }
    expect(Number(waiting.attempt_count)).toBe(0);
    expect((await post(messageCalls.cancel, undefined, { ids: waiting.id })).body.data).toBe(1);
  });

  test('signs a DingTalk robot call through the pipeline, and fails fast a channel the app is not granted', async () => {
    await templateWith('ROBOT', 'DINGTALK_BOT');
    const before = robot.requests.length;
    const [sent] = await settled((await send('ROBOT', '3')).body.data.batchId);
    expect([sent!.status, sent!.current_channel_type]).toEqual([30, 'DINGTALK_BOT']);
    const call = robot.requests.at(-1)!;
    expect(call.url.searchParams.get('access_token')).toBe('token-1');
    expect(JSON.parse(call.body)).toMatchObject({
      msgtype: 'markdown',
      markdown: { text: expect.stringContaining('第 3 号') },
    });
    // The app holds a grant for the inbox only: the robot step fails with no call made.
    const body = {
      templateCode: 'ROBOT',
      params: { n: '4' },
      receivers: [user],
      appKey,
      timestamp: String(Date.now()),
      nonce: randomUUID(),
    };
    const sign = createHmac('sha256', appSecret).update(signedText(body)).digest('hex');
    const reply = await anonymous.send(messageCalls.sendTemplateMessage, { body: { ...body, sign } });
    const [refused] = await settled(reply.body.data.batchId);
    expect([refused!.status, refused!.error_code]).toEqual([40, 'CHANNEL_NOT_AUTHORIZED']);
    expect(robot.requests.length).toBe(before + 1);
  });

  test('sends an SMS through 短信配置 (the resources module’s provider, checked by the Aliyun stand-in)', async () => {
    const aliyun = await aliyunStandIn({ LTAIpipelineKey: 'pipeline-secret' });
    try {
      const config = await admin.send(smsCalls.submit, {
        body: {
          category: 3,
          smsCode: 'pipeline-sms',
          templateId: 'SMS_000000000',
          accessKey: 'LTAIpipelineKey',
          secretKey: 'pipeline-secret',
          signName: '医药中台',
          baseUrl: aliyun.url,
        },
      });
      expect(config.body.code, config.text).toBe(200);
      const sms = await add('sendChannel', {
        channelCode: 'R_SMS',
        channelName: '阿里云短信',
        channelType: 'SMS',
        isDefault: 2,
      });
      await add('sendChannelDetail', { sendChannelId: sms.id, paramKey: 'smsCode', paramValue: 'pipeline-sms' });
      const template = await templateWith('SMS_CODE', 'SMS');
      const [content] = await rows(sql`select id from msg_template_info_detail where template_id = ${template.id}`);
      await add('templateInfoDetail', { id: content!.id, providerTemplateId: 'SMS_460515001' });
      await post(messageCalls.audit, { id: template.id, pass: true });
      const reply = await post(messageCalls.send, {
        templateCode: 'SMS_CODE',
        params: { n: '482913' },
        receivers: ['13800001001'],
      });
      const [sent] = await settled(reply.body.data.batchId);
      expect([sent!.status, sent!.current_channel_type]).toEqual([30, 'SMS']);
      // The provider got the registered template, the signature and the variables by name, from a signed call.
      expect(aliyun.received.at(-1)).toMatchObject({
        PhoneNumbers: '13800001001',
        TemplateCode: 'SMS_460515001',
        SignName: '医药中台',
        TemplateParam: JSON.stringify({ n: '482913' }),
      });
      const [attempt] = await rows(sql`select * from msg_record_log where record_id = ${sent!.id}`);
      expect(attempt!.request_summary).toContain('138****1001');
      expect(attempt!.provider_msg_id).toBeTruthy();
    } finally {
      await aliyun.close();
    }
  });

  test('sends a record once when two deliveries race for it', async () => {
    await templateWith('RACE', 'DINGTALK_BOT', { sendTimeoutSec: 5 });
    // Delivered from the records directly (not through the queue), twice at once.
    const accepted = await s.registry.messages!.sendTemplate(
      { ...(await adminCtx()), db: s.db },
      {
        templateCode: 'RACE',
        params: { n: '9' },
        receivers: [user, `${user}`],
        strategyCode: undefined,
        scheduledTime: undefined,
        bizId: undefined,
      },
    );
    const [record] = await rows(sql`select id from msg_record where batch_id = ${accepted.batchId}`);
    const before = robot.requests.length;
    await Promise.all([s.registry.messages!.deliver([record!.id]), s.registry.messages!.deliver([record!.id])]);
    await settled(accepted.batchId);
    expect(robot.requests.length - before).toBeLessThanOrEqual(1);
    const attempts = await rows(sql`select count(*)::int as n from msg_record_log where record_id = ${record!.id}`);
    expect(attempts[0]!.n).toBe(1);
  });

  test('answers the inbox formatted and safe: markdown rendered, HTML without script, handlers or javascript: links', async () => {
    const template = await add('templateInfo', {
      templateCode: 'RICH',
      templateName: '富文本',
      msgType: 10,
      params: '',
    });
    const content = await add('templateInfoDetail', {
      templateId: template.id,
      channelType: 'INBOX',
      contentFormat: 'HTML',
      title: '富文本',
      content:
        '<p>合同 <b>HT-2099</b></p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">点此</a>',
    });
    await post(messageCalls.testSend, { id: template.id, receiver: user });
    await add('templateInfoDetail', {
      id: content.id,
      contentFormat: 'MARKDOWN',
      content: '**计划 JH-1**\n\n- 提交人: 王',
    });
    await post(messageCalls.testSend, { id: template.id, receiver: user });
    const token = await signedIn(s, user, 'pw-r');
    const inbox = await token.send(messageCalls.inbox, { query: { kind: 'message', size: 2 } });
    const [markdown, html] = inbox.body.data.records;
    expect(markdown).toMatchObject({
      contentFormat: 'HTML',
      content: expect.stringContaining('<strong>计划 JH-1</strong>'),
    });
    expect(markdown!.content).toContain('<li>提交人: 王</li>');
    expect(html!.content).toBe('<p>合同 <b>HT-2099</b></p><a>点此</a>');
  });

  test('forgets messages and their attempts past the retention days, and keeps the rest', async () => {
    const reply = await send('DEDUP', '90');
    const [recent] = await settled(reply.body.data.batchId);
    const old = await send('DEDUP', '91');
    const [aged] = await settled(old.body.data.batchId);
    const ago = new Date(Date.now() - 181 * 86_400_000);
    await s.db.execute(sql`update msg_record set create_time = ${ago} where id = ${aged!.id}`);
    await s.db.execute(sql`update msg_record_log set create_time = ${ago} where record_id = ${aged!.id}`);
    const ctx = { jobId: 'r', queue: 'message.retention', tenantId: '000000', userId: '0', account: 'system' };
    await recordRetentionJob.handler(
      { ...ctx, retryCount: 0, db: s.db, registry: s.registry, timeZone: 'Asia/Shanghai' },
      {},
    );
    const left = await rows(sql`select id from msg_record where id in (${recent!.id}, ${aged!.id})`);
    expect(left.map((r) => String(r.id))).toEqual([String(recent!.id)]);
    expect(await rows(sql`select id from msg_record_log where record_id = ${aged!.id}`)).toEqual([]);
  });

  test('test-sends a template not yet approved and answers each channel’s outcome', async () => {
    const template = await add('templateInfo', {
      templateCode: 'DRAFT',
      templateName: '草稿',
      msgType: 10,
      params: '',
    });
    await add('templateInfoDetail', {
      templateId: template.id,
      channelType: 'INBOX',
      contentFormat: 'TEXT',
      content: '试发',
    });
    const tried = await post(messageCalls.testSend, { id: template.id, receiver: user });
    expect(tried.body.data).toMatchObject({ status: 30, attempts: [{ channelType: 'INBOX', result: 1 }] });
    const raw = await post(messageCalls.testSend, { id: template.id, receiver: 'nobody-here' });
    expect(raw.body.msg).toBe('没有这个用户');
  });
});

/** The platform administrator as a service context (the internal send other modules make). */
async function adminCtx() {
  const [me] = await rows(sql`select id from blade_user where account = 'admin' and tenant_id = '000000'`);
  return {
    tenantId: '000000',
    userId: String(me!.id),
    account: 'admin',
    lang: 'zh' as const,
    timeZone: 'Asia/Shanghai',
    registry: s.registry,
    isAdministrator: true,
  } as unknown as Ctx;
}
