import { smsCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiTest, pathOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { aliyunStandIn, type StandIn, silentStandIn, tencentStandIn } from '../../../../test/helpers/sms-stand-ins.ts';
import { aliyunSms } from './aliyun.ts';
import { SmsSendError } from './sms-gateway.ts';
import { tencentSms } from './tencent.ts';

const test = apiTest({ captchaEnabled: false, logLevel: 'info' });
const allCodes = ['sms', 'sms_add', 'sms_edit', 'sms_delete', 'sms_view', 'sms_enable'];
/** Every secret this file hands the server: none may come back in a reply or reach the log. */
const secrets = {
  aliyun: 'AliSecret+/=Kx9#first',
  aliyun2: 'AliSecret-second~2',
  tencent: 'TcSecret/Kz+3=first',
  other: 'OtherTenant#Secret',
};

let s: TestServer;
let admin: Session;
let anonymous: Session;
let aliyun: StandIn;
let tencent: StandIn;
const replies: string[] = [];

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  [aliyun, tencent] = await Promise.all([
    aliyunStandIn({ LTAIaliyunKey: secrets.aliyun, LTAIaliyunKey2: secrets.aliyun2 }),
    tencentStandIn({ AKIDtencentId: secrets.tencent }),
  ]);
});
afterAll(async () => {
  await Promise.all([aliyun?.close(), tencent?.close()]);
});

async function kept<T extends { text: string }>(reply: Promise<T>): Promise<T> {
  const r = await reply;
  replies.push(r.text);
  return r;
}
const submit = (body: unknown, token = admin, lang: 'zh' | 'en' = 'zh') =>
  kept(token.send(smsCalls.submit, { body: body as Record<string, unknown>, lang }));
const detail = (id: string, token = admin) => kept(token.send(smsCalls.detail, { query: { id } }));
const list = (query: Record<string, string | number> = {}, token = admin) => kept(token.send(smsCalls.list, { query }));
const enable = (id: string, token = admin) => kept(token.send(smsCalls.enable, { query: { id } }));
const remove = (ids: string, token = admin) => kept(token.send(smsCalls.remove, { query: { ids } }));
const send = (query: Record<string, string>, token = admin, lang: 'zh' | 'en' = 'zh') =>
  kept(token.send(smsCalls.sendMessage, { query, lang }));

const aliyunConfig = (smsCode: string, extra: Record<string, unknown> = {}) => ({
  category: 3,
  smsCode,
  templateId: 'SMS_154950909',
  accessKey: 'LTAIaliyunKey',
  secretKey: secrets.aliyun,
  signName: '阿里云短信测试',
  baseUrl: aliyun.url,
  ...extra,
});
const tencentConfig = (smsCode: string, extra: Record<string, unknown> = {}) => ({
  category: 4,
  smsCode,
  templateId: '1110000',
  accessKey: 'AKIDtencentId',
  secretKey: secrets.tencent,
  appId: '1400006666',
  signName: '腾讯云短信测试',
  baseUrl: tencent.url,
  ...extra,
});

async function added(body: unknown, token = admin): Promise<string> {
  const reply = await submit(body, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.data.id as string;
}

/** The statuses of the caller's tenant's live configs, by smsCode. */
async function statuses(tenantId = '000000'): Promise<Record<string, number>> {
  const rows = await s.db.execute(
    sql`select sms_code, status from blade_sms where tenant_id = ${tenantId} and is_deleted = 0`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{
    sms_code: string;
    status: number;
  }>;
  return Object.fromEntries(list.map((r) => [r.sms_code, Number(r.status)]));
}

describe(`SMS configs on ${databaseKind}`, () => {
  test('stores the secret sealed, masks it in every reply, and keeps it when an update sends the mask or nothing', async () => {
    const reply = await submit(aliyunConfig('ali-main', { remark: '验证码' }));
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.msg).toBe('新增成功');
    expect(reply.body.data).toMatchObject({
      smsCode: 'ali-main',
      secretKey: '******',
      categoryName: '阿里云',
      status: 1,
      statusName: '否',
    });
    const id = reply.body.data.id as string;
    expect((await detail(id)).body.data.secretKey).toBe('******');
    const listed = await list({ smsCode: 'ali-main' });
    expect(listed.body.data.records[0]).toMatchObject({ id, secretKey: '******' });

    const stored = await s.db.execute(sql`select secret_key from blade_sms where id = ${id}`);
    const sealed = String(
      ((Array.isArray(stored) ? stored : (stored as { rows: unknown[] }).rows)[0] as Record<string, unknown>)
        .secret_key,
    );
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secrets.aliyun);

    // An update sending the mask, or leaving the secret out, keeps it: the message still goes.
    expect((await submit({ id, secretKey: '******', remark: '改' })).status).toBe(200);
    expect((await submit({ id, signName: '阿里云短信测试' })).status).toBe(200);
    expect((await send({ code: 'ali-main', phones: '13800138000', params: '{"code":"1234"}' })).body.msg).toBe(
      '发送成功',
    );
    // A new secret replaces it (with the account it belongs to).
    expect((await submit({ id, accessKey: 'LTAIaliyunKey2', secretKey: secrets.aliyun2 })).status).toBe(200);
    expect((await send({ code: 'ali-main', phones: '13800138000' })).status).toBe(200);
    expect(aliyun.received.at(-1)).toMatchObject({ AccessKeyId: 'LTAIaliyunKey2' });
    // Blanking it is refused, as blanking any required field is.
    expect((await submit({ id, secretKey: '' })).body.msg).toBe('请输入secretKey');
  });

  test('refuses a repeated smsCode in the tenant, in zh and en, and frees it once removed', async () => {
    const first = await added(tencentConfig('dup-code'));
    const again = await submit(tencentConfig('dup-code'));
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('当前资源编号已存在!');
    expect((await submit(tencentConfig('dup-code'), admin, 'en')).body.msg).toBe('This config code already exists');
    const other = await added(tencentConfig('dup-other'));
    expect((await submit({ id: other, smsCode: 'dup-code' })).body.msg).toBe('当前资源编号已存在!');
    expect((await remove(first)).status).toBe(200);
    expect((await submit({ id: other, smsCode: 'dup-code' })).status).toBe(200);
  });

  test('checks the category against the sms dictionary and the base URL', async () => {
    expect((await submit(aliyunConfig('bad-cat', { category: 9 }))).status).toBe(400);
    const url = await submit(aliyunConfig('bad-url', { baseUrl: 'ftp://example.com' }));
    expect(url.body.msg).toBe('接口地址须为 http(s) 地址');
    expect((await submit(aliyunConfig('bad-url2', { baseUrl: 'not a url' }), admin, 'en')).body.msg).toBe(
      'The API base URL must be an http(s) address',
    );
  });

  test('enables exactly one config of the tenant, even when two enables race', async () => {
    const a = await added(aliyunConfig('en-a'));
    const b = await added(tencentConfig('en-b'));
    const c = await added(aliyunConfig('en-c'));
    const enabled = await enable(a);
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.body.data).toBe(true);
    let now = await statuses();
    expect(
      Object.entries(now)
        .filter(([, st]) => st === 2)
        .map(([code]) => code),
    ).toEqual(['en-a']);
    expect((await detail(a)).body.data).toMatchObject({ status: 2, statusName: '是' });
    await enable(b);
    now = await statuses();
    expect(
      Object.entries(now)
        .filter(([, st]) => st === 2)
        .map(([code]) => code),
    ).toEqual(['en-b']);
    const raced = await Promise.all([enable(a), enable(c), enable(b), enable(c)]);
    for (const r of raced) expect(r.status).toBe(200);
    now = await statuses();
    expect(Object.values(now).filter((st) => st === 2)).toHaveLength(1);
    expect((await enable('987654321')).status).toBe(404);
  });
});

describe(`sending through Aliyun (SendSms 2017-05-25) on ${databaseKind}`, () => {
  beforeAll(async () => {
    await added(aliyunConfig('ali-send'));
    await added(aliyunConfig('ali-bad-template', { templateId: 'SMS_BAD' }));
    await added(aliyunConfig('ali-bad-sign', { signName: 'BAD_SIGN' }));
    await added(aliyunConfig('ali-odd', { templateId: 'SMS_ODD' }));
    await added(aliyunConfig('ali-wrong-secret', { secretKey: 'not-the-secret' }));
  });

  test('sends a signed request the stand-in accepts, with the phones, sign, template and variables', async () => {
    const before = aliyun.received.length;
    const reply = await send({
      code: 'ali-send',
      phones: '13800138000, 13800138001，13800138000',
      params: '{"code":"1234","n":5}',
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ success: true, msg: '发送成功', data: true });
    expect(aliyun.received.length).toBe(before + 1);
    expect(aliyun.received.at(-1)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      RegionId: 'cn-hangzhou',
      PhoneNumbers: '13800138000,13800138001',
      SignName: '阿里云短信测试',
      TemplateCode: 'SMS_154950909',
      TemplateParam: '{"code":"1234","n":"5"}',
    });
    expect((await send({ code: 'ali-send', phones: '13800138000' }, admin, 'en')).body.msg).toBe('Sent successfully');
  });

  test("maps the provider's refusals to clear messages in zh and en", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { code: 'ali-bad-template', phones: '13800138000' },
        '发送失败: 短信模板不存在或未审核通过 (isv.SMS_TEMPLATE_ILLEGAL)',
        'Sending failed: The SMS template does not exist or is not approved (isv.SMS_TEMPLATE_ILLEGAL)',
      ],
      [
        { code: 'ali-bad-sign', phones: '13800138000' },
        '发送失败: 短信签名不存在或未审核通过 (isv.SMS_SIGNATURE_ILLEGAL)',
        'Sending failed: The SMS signature does not exist or is not approved (isv.SMS_SIGNATURE_ILLEGAL)',
      ],
      [
        { code: 'ali-send', phones: '13900000000' },
        '发送失败: 发送过于频繁或已达当日发送上限 (isv.BUSINESS_LIMIT_CONTROL)',
        'Sending failed: Too many messages: the sending limit has been reached (isv.BUSINESS_LIMIT_CONTROL)',
      ],
      [
        { code: 'ali-odd', phones: '13800138000' },
        '发送失败: 服务商返回 isv.AMOUNT_NOT_ENOUGH: 账户余额不足',
        'Sending failed: The provider answered isv.AMOUNT_NOT_ENOUGH: 账户余额不足',
      ],
    ];
    for (const [query, zh, en] of cases) {
      const reply = await send(query);
      expect(reply.status, query.code).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.msg).toBe(zh);
      expect((await send(query, admin, 'en')).body.msg).toBe(en);
    }
  });

  test('is refused by the stand-in when the signature is wrong', async () => {
    const refused = aliyun.refused;
    const reply = await send({ code: 'ali-wrong-secret', phones: '13800138000' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(
      '发送失败: 服务商拒绝了密钥或签名,请检查 accessKey / secretKey (SignatureDoesNotMatch)',
    );
    expect(aliyun.refused).toBe(refused + 1);
    // The stand-in's own check: an accepted request with one value changed after signing is refused.
    const accepted = aliyun.received.at(-1) as Record<string, string>;
    const tampered = new URLSearchParams({ ...accepted, PhoneNumbers: '13700000000' });
    const direct = await fetch(`${aliyun.url}/?${tampered}`);
    expect(((await direct.json()) as { Code: string }).Code).toBe('SignatureDoesNotMatch');
  });
});

describe(`sending through Tencent Cloud (SendSms 2021-01-11) on ${databaseKind}`, () => {
  beforeAll(async () => {
    await added(tencentConfig('tc-send', { regionId: 'ap-beijing' }));
    await added(tencentConfig('tc-bad-template', { templateId: '999' }));
    await added(tencentConfig('tc-bad-sign', { signName: 'BAD_SIGN' }));
    await added(tencentConfig('tc-odd', { templateId: '888' }));
    await added(tencentConfig('tc-wrong-secret', { secretKey: 'not-the-secret' }));
    await added(tencentConfig('tc-no-app', { appId: '' }));
  });

  test('sends a TC3-signed request the stand-in accepts, numbers in E.164 and parameters in order', async () => {
    const reply = await send({
      code: 'tc-send',
      phones: '13800138000,+85291234567',
      params: '{"2":"5","1":"阿司匹林"}',
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.msg).toBe('发送成功');
    expect(tencent.received.at(-1)).toMatchObject({
      PhoneNumberSet: ['+8613800138000', '+85291234567'],
      SmsSdkAppId: '1400006666',
      SignName: '腾讯云短信测试',
      TemplateId: '1110000',
      TemplateParamSet: ['阿司匹林', '5'],
      region: 'ap-beijing',
    });
  });

  test("maps the provider's refusals, whole-request and per number, in zh and en", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { code: 'tc-bad-template', phones: '13800138000' },
        '发送失败: 短信模板不存在或未审核通过 (FailedOperation.TemplateIncorrectOrUnapproved)',
        'Sending failed: The SMS template does not exist or is not approved (FailedOperation.TemplateIncorrectOrUnapproved)',
      ],
      [
        { code: 'tc-bad-sign', phones: '13800138000' },
        '发送失败: 短信签名不存在或未审核通过 (FailedOperation.SignatureIncorrectOrUnapproved)',
        'Sending failed: The SMS signature does not exist or is not approved (FailedOperation.SignatureIncorrectOrUnapproved)',
      ],
      [
        { code: 'tc-send', phones: '13800138000,13900000000' },
        '发送失败: 发送过于频繁或已达当日发送上限 (LimitExceeded.PhoneNumberDailyLimit)',
        'Sending failed: Too many messages: the sending limit has been reached (LimitExceeded.PhoneNumberDailyLimit)',
      ],
      [
        { code: 'tc-odd', phones: '13800138000' },
        '发送失败: 服务商返回 FailedOperation.InsufficientBalanceInSmsPackage: no balance',
        'Sending failed: The provider answered FailedOperation.InsufficientBalanceInSmsPackage: no balance',
      ],
      [
        { code: 'tc-no-app', phones: '13800138000' },
        '发送失败: 腾讯云短信需填写应用ID (SdkAppId)',
        'Sending failed: Tencent Cloud SMS needs the App ID (SdkAppId)',
      ],
    ];
    for (const [query, zh, en] of cases) {
      const reply = await send(query);
      expect(reply.status, query.code).toBe(400);
      expect(reply.body.msg).toBe(zh);
      expect((await send(query, admin, 'en')).body.msg).toBe(en);
    }
  });

  test('is refused by the stand-in when the signature is wrong', async () => {
    const refused = tencent.refused;
    const reply = await send({ code: 'tc-wrong-secret', phones: '13800138000' });
    expect(reply.body.msg).toBe(
      '发送失败: 服务商拒绝了密钥或签名,请检查 accessKey / secretKey (AuthFailure.SignatureFailure)',
    );
    expect(tencent.refused).toBe(refused + 1);
  });
});

describe('send-message input and the outgoing calls’ timeout', () => {
  test('refuses bad phones, parameters, codes and providers not sent through yet', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ code: 'ali-send', phones: '138-0013' }, '手机号格式不正确: 138-0013'],
      [{ code: 'ali-send', phones: ' , ' }, '请输入手机号'],
      [
        { code: 'ali-send', phones: '13800138000', params: 'code=1' },
        '短信参数须为 JSON 对象字符串,例如 {"code":"1234"}',
      ],
      [{ code: 'ali-send', phones: '13800138000', params: '[1]' }, '短信参数须为 JSON 对象字符串,例如 {"code":"1234"}'],
      [{ code: 'no-such', phones: '13800138000' }, '短信配置不存在: no-such'],
      [{ phones: '13800138000' } as Record<string, string>, '请输入资源编号'],
      [{ code: 'ali-send' } as Record<string, string>, '请输入手机号'],
    ];
    for (const [query, msg] of cases) {
      const reply = await send(query);
      expect(reply.status, JSON.stringify(query)).toBe(400);
      expect(reply.body.msg).toBe(msg);
    }
    await added({ ...aliyunConfig('yunpian'), category: 1 });
    expect((await send({ code: 'yunpian', phones: '13800138000' })).body.msg).toBe('暂不支持通过该服务商发送: 云片');
  });

  test('gives up on a provider that does not answer, with a clear message', async () => {
    const silent = await silentStandIn();
    try {
      const account = {
        accessKey: 'k',
        secretKey: 'x',
        appId: '1',
        baseUrl: silent.url,
        timeoutMs: 300,
        reach: { tenantId: '000000', privateHosts: [] },
      };
      const message = { phones: ['13800138000'], templateId: 't', signName: 's', params: {} };
      for (const provider of [aliyunSms(account), tencentSms(account)]) {
        const started = Date.now();
        const failed = await provider.send(message).catch((e: unknown) => e);
        expect(failed).toBeInstanceOf(SmsSendError);
        expect((failed as SmsSendError).reason.zh).toBe('短信服务商在 {seconds} 秒内无响应');
        expect(Date.now() - started).toBeLessThan(5000);
      }
    } finally {
      await silent.close();
    }
  });
});

describe(`SMS configs across tenants and permissions on ${databaseKind}`, () => {
  let boss: Session;
  let nobody: Session;
  let platformId: string;
  beforeAll(async () => {
    platformId = await added(aliyunConfig('plat-only'));
    await enable(platformId);
    await createUser(s.db, { tenantId: '200021', account: 'smsboss', password: 'pw-boss', codes: allCodes });
    boss = await signedIn(s, 'smsboss', 'pw-boss', '200021');
    await createUser(s.db, { tenantId: '000000', account: 'smsnobody', password: 'pw-nobody', codes: ['sms'] });
    nobody = await signedIn(s, 'smsnobody', 'pw-nobody');
  });

  test("keeps another tenant's configs out of sight and out of reach", async () => {
    expect((await list({ size: 100 }, boss)).body.data.total).toBe(0);
    expect((await detail(platformId, boss)).status).toBe(404);
    expect((await enable(platformId, boss)).status).toBe(404);
    expect((await submit({ id: platformId, signName: 'x' }, boss)).status).toBe(404);
    expect((await remove(platformId, boss)).status).toBe(404);
    expect((await send({ code: 'plat-only', phones: '13800138000' }, boss)).body.msg).toBe('短信配置不存在: plat-only');
    // Its own config may reuse the code; enabling it leaves tenant 000000's enabled one alone.
    const own = await added(aliyunConfig('plat-only', { secretKey: secrets.other }), boss);
    expect((await enable(own, boss)).status).toBe(200);
    expect((await statuses())['plat-only']).toBe(2);
    expect((await statuses('200021'))['plat-only']).toBe(2);
  });

  test('needs the codes: 403 without them', async () => {
    for (const reply of [
      await submit(aliyunConfig('nope'), nobody),
      await submit({ id: platformId, signName: 'x' }, nobody),
      await kept(nobody.send(smsCalls.save, { body: aliyunConfig('nope') })),
      await kept(nobody.send(smsCalls.update, { body: { id: platformId, signName: 'x' } })),
      await enable(platformId, nobody),
      await remove(platformId, nobody),
    ]) {
      expect(reply.status).toBe(403);
    }
    expect((await list({}, nobody)).status).toBe(200);
    expect((await anonymous.send(smsCalls.sendMessage, { query: { code: 'x', phones: '1' } })).status).toBe(401);
  });

  test('save adds and update changes, as submit does', async () => {
    const saved = await kept(admin.send(smsCalls.save, { body: aliyunConfig('saved') }));
    expect(saved.body).toMatchObject({ msg: '新增成功', data: { smsCode: 'saved', secretKey: '******' } });
    const id = saved.body.data.id as string;
    const updated = await kept(admin.send(smsCalls.update, { body: { id, remark: '更新' } }));
    expect(updated.body).toMatchObject({ msg: '更新成功', data: { id, remark: '更新', secretKey: '******' } });
    // update is for a row that exists: without an id nothing is added.
    const noId = await kept(admin.send(smsCalls.update, { body: aliyunConfig('no-id') }));
    expect(noId.status).toBe(404);
    expect((await list({ smsCode: 'no-id' })).body.data.total).toBe(0);
  });

  test('refuses a new config that lacks what it needs, in a message, adding nothing', async () => {
    // save drops the id, so a body of an id alone once reached the NOT NULL columns (500).
    const idOnly = await kept(admin.send(smsCalls.save, { body: { id: '1' } }));
    expect(idOnly.status).toBe(400);
    expect(idOnly.body).toMatchObject({ code: 400, success: false, msg: '请选择分类' });
    // The mask stands for a stored secret; a new config has none, so it is a secret not entered.
    const masked = { ...aliyunConfig('masked-new'), secretKey: '******' };
    const refused = await submit(masked);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, msg: '请输入secretKey' });
    expect((await submit(masked, admin, 'en')).body.msg).toBe('Please enter Secret key');
    expect((await kept(admin.send(smsCalls.save, { body: masked }))).status).toBe(400);
    expect((await list({ smsCode: 'masked-new' })).body.data.total).toBe(0);
  });
});

describe('the secrets', () => {
  test('never come back in a reply, and never reach the server log', async () => {
    expect(replies.length).toBeGreaterThan(50);
    const log = s.logs.join('');
    expect(log).toContain(pathOf(smsCalls.sendMessage));
    for (const secret of Object.values(secrets)) {
      for (const form of [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]) {
        expect(log).not.toContain(form);
        for (const text of replies) expect(text).not.toContain(form);
      }
    }
  });
});
