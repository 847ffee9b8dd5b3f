import {
  appChannelResource,
  channelAuthResource,
  crudCalls,
  secretMask,
  sendChannelDetailResource,
  sendChannelResource,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith, rowsOf, type Session } from '../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../test/helpers/database.ts';
import type { TestServer } from '../../../test/helpers/server.ts';
import { sendChannelDetailTable } from './channel/send-channel.table.ts';

/**
 * 消息中心's channel side over HTTP: an app's secret answered once and never again, a send channel's settings checked
 * against its type with the secret ones sealed and masked, one authorisation per app and channel, and nothing removed
 * while something still names it.
 */
const test = apiTest({ captchaEnabled: false, apiLogFlushMs: 50 });
const appChannel = crudCalls(appChannelResource);
const sendChannel = crudCalls(sendChannelResource);
const sendChannelDetail = crudCalls(sendChannelDetailResource);
const channelAuth = crudCalls(channelAuthResource);
const resources = { appchannel: appChannel, sendChannel, sendChannelDetail, channelAuth };
let s: TestServer;
let admin: Session;
let stranger: Session;

const submit = (resource: keyof typeof resources, body: Record<string, unknown>, who = admin) =>
  who.send(resources[resource].submit, { body });

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  stranger = await personWith(
    server,
    ['appchannel', 'appchannel_add', 'send_channel', 'channel_auth', 'channel_auth_add'],
    { tenantId: '300461' },
  );
});

describe(`消息中心 channels on ${databaseKind}`, () => {
  test('answers a new app its secret once; the key and code never change and the secret is never read again', async () => {
    const added = await submit('appchannel', {
      appCode: 'QA_APP',
      appName: '质量系统',
      appKey: 'mine',
      appSecret: 'x',
    });
    expect(added.body.code, added.text).toBe(200);
    const { id, appKey, appSecret } = added.body.data;
    expect(appKey).toMatch(/^[0-9a-f]{32}$/);
    expect(appSecret).toMatch(/^[\w-]{43}$/);
    const detail = await admin.send(appChannel.detail, { query: { id } });
    expect(detail.body.data).toMatchObject({ appCode: 'QA_APP', appKey });
    expect(detail.text).not.toContain(appSecret);
    expect(detail.body.data.appSecret).toBeUndefined();
    const changed = await submit('appchannel', { id, appCode: 'OTHER', appName: '质量管理系统', appKey: 'x' });
    expect(changed.body.code).toBe(200);
    const after = await admin.send(appChannel.detail, { query: { id } });
    expect(after.body.data).toMatchObject({ appCode: 'QA_APP', appName: '质量管理系统', appKey });
    const listed = await admin.send(appChannel.list, { query: { appCode: 'QA_APP' } });
    expect(listed.text).not.toContain(appSecret);
    // Another tenant sees none of it.
    const theirs = await stranger.send(appChannel.list, { query: { appCode: 'QA_APP' } });
    expect(theirs.body.data.total).toBe(0);
  });

  test("keeps a channel's settings to its type, seals the secret ones and masks them in replies and logs", async () => {
    const mail = await submit('sendChannel', {
      channelCode: 'MAIL_QA',
      channelName: '质量部邮箱',
      channelType: 'EMAIL',
    });
    expect(mail.body.code, mail.text).toBe(200);
    const channelId = mail.body.data.id;
    const password = 'Smtp-Pass#2026-q';
    const host = await submit('sendChannelDetail', {
      sendChannelId: channelId,
      paramKey: 'host',
      paramValue: 'smtp.qa.cn',
    });
    expect(host.body.data.paramValue).toBe('smtp.qa.cn');
    const secret = await submit('sendChannelDetail', {
      sendChannelId: channelId,
      paramKey: 'password',
      paramValue: password,
    });
    expect(secret.body.data.paramValue).toBe(secretMask);
    const [stored] = await s.db
      .select({ value: sendChannelDetailTable.paramValue })
      .from(sendChannelDetailTable)
      .where(sql`id = ${secret.body.data.id}`);
    expect(stored!.value).toMatch(/^v1:/);
    expect(stored!.value).not.toContain(password);
    // Sending the mask back keeps it.
    await submit('sendChannelDetail', { id: secret.body.data.id, paramValue: secretMask, remark: '每季度更换' });
    const [kept] = await s.db
      .select({ value: sendChannelDetailTable.paramValue })
      .from(sendChannelDetailTable)
      .where(sql`id = ${secret.body.data.id}`);
    expect(kept!.value).toBe(stored!.value);

    const unknown = await submit('sendChannelDetail', {
      sendChannelId: channelId,
      paramKey: 'webhook',
      paramValue: 'x',
    });
    expect(unknown.body.msg).toBe('EMAIL 渠道没有配置项 webhook');
    const twice = await submit('sendChannelDetail', { sendChannelId: channelId, paramKey: 'host', paramValue: 'y' });
    expect(twice.body.msg).toBe('该渠道已有配置项 host');
    const elsewhere = await submit(
      'sendChannelDetail',
      { sendChannelId: channelId, paramKey: 'host', paramValue: 'z' },
      stranger,
    );
    expect(elsewhere.body.code).not.toBe(200);

    // The API log keeps the call but never the password.
    await new Promise((r) => setTimeout(r, 300));
    const rows = await rowsOf<{ n: number }>(
      s.db,
      sql`select count(*)::int as n from blade_log_api where params like ${`%${password}%`}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  test('authorises an app for a channel once, and removes nothing an authorisation still names', async () => {
    const app = (await submit('appchannel', { appCode: 'ALERTS', appName: '告警中心' })).body.data.id;
    const robot = (
      await submit('sendChannel', { channelCode: 'DING_OPS', channelName: '运维群', channelType: 'DINGTALK_BOT' })
    ).body.data.id;
    await submit('sendChannelDetail', {
      sendChannelId: robot,
      paramKey: 'webhook',
      paramValue: 'https://oapi.dingtalk.com/robot/send',
    });
    const granted = await submit('channelAuth', { appChannelId: app, sendChannelId: robot, allowedMsgTypes: '40' });
    expect(granted.body.code, granted.text).toBe(200);
    const again = await submit('channelAuth', { appChannelId: app, sendChannelId: robot });
    expect(again.body.msg).toBe('该应用已获授权使用此发送渠道');
    const foreign = await submit('channelAuth', { appChannelId: app, sendChannelId: robot }, stranger);
    expect(foreign.body.msg).toBe('所选应用渠道不存在或已被删除');

    const removeChannel = await admin.send(sendChannel.remove, { query: { ids: robot } });
    expect(removeChannel.body.msg).toContain('运维群');
    const removeApp = await admin.send(appChannel.remove, { query: { ids: app } });
    expect(removeApp.body.msg).toContain('告警中心');

    await admin.send(channelAuth.remove, { query: { ids: granted.body.data.id } });
    expect((await admin.send(sendChannel.remove, { query: { ids: robot } })).body.code).toBe(200);
    const settings = await admin.send(sendChannelDetail.list, { query: { sendChannelId: robot } });
    expect(settings.body.data.total).toBe(0);
  });
});
