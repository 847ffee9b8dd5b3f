import { smsCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiTest, pathOf, type Session, sendRaw, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { aliyunStandIn, type StandIn, tencentStandIn } from '../../../../test/helpers/sms-stand-ins.ts';

const test = apiTest({ captchaEnabled: false, logLevel: 'info' });
const secrets = { aliyun: 'AliVerify+/=secret#1', tencent: 'TcVerify/secret=2', other: 'OtherTenant~Verify' };

let s: TestServer;
let admin: Session;
let anonymous: Session;
let aliyun: StandIn;
let tencent: StandIn;
/** Every reply of this file, and every code the stand-ins received: no code may come back or reach the log. */
const replies: string[] = [];
const codes: string[] = [];

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  [aliyun, tencent] = await Promise.all([
    aliyunStandIn({ LTAIverify: secrets.aliyun, LTAIother: secrets.other }),
    tencentStandIn({ AKIDverify: secrets.tencent }),
  ]);
  const enabled = await config({
    category: 3,
    smsCode: 'ali-verify',
    templateId: 'SMS_VERIFY',
    accessKey: 'LTAIverify',
    secretKey: secrets.aliyun,
    signName: '验证码签名',
    baseUrl: aliyun.url,
  });
  expect((await admin.send(smsCalls.enable, { query: { id: enabled } })).status).toBe(200);
  await config({
    category: 4,
    smsCode: 'tc-verify',
    templateId: '2220000',
    accessKey: 'AKIDverify',
    secretKey: secrets.tencent,
    appId: '1400008888',
    signName: '腾讯验证码',
    baseUrl: tencent.url,
  });
  await config({
    category: 3,
    smsCode: 'ali-broken',
    templateId: 'SMS_VERIFY',
    accessKey: 'LTAIverify',
    secretKey: 'not-the-secret',
    signName: '验证码签名',
    baseUrl: aliyun.url,
  });
});
afterAll(async () => {
  await Promise.all([aliyun?.close(), tencent?.close()]);
});

async function config(body: Record<string, unknown>, token = admin): Promise<string> {
  const reply = await token.send(smsCalls.submit, { body });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.data.id as string;
}

async function kept<T extends { text: string }>(reply: Promise<T>): Promise<T> {
  const r = await reply;
  replies.push(r.text);
  return r;
}

type Params = Record<string, string>;
const sendCode = (query: Params, token = admin, lang: 'zh' | 'en' = 'zh') =>
  kept(token.send(smsCalls.sendValidate, { query, lang }));
/** validate-message with its parameters in a JSON body (the default here), a form, or the query. */
const check = (params: Params, token = admin, lang: 'zh' | 'en' = 'zh', how: 'json' | 'form' | 'query' = 'json') =>
  kept(
    how === 'form'
      ? sendRaw(s, token, smsCalls.validateMessage, new URLSearchParams(params).toString(), {
          lang,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      : token.send(smsCalls.validateMessage, {
          lang,
          ...(how === 'json' && { body: params }),
          ...(how === 'query' && { query: params }),
        }),
  );

/** The code in the last message a stand-in received. */
function lastCode(standIn: StandIn): string {
  const last = standIn.received.at(-1) as Record<string, unknown>;
  const code =
    standIn === tencent
      ? (last.TemplateParamSet as string[])[0]!
      : (JSON.parse(String(last.TemplateParam)) as { code: string }).code;
  codes.push(code);
  return code;
}

/** Sends a code to `phone` (through the enabled Aliyun config unless `code` names another) and reads it back. */
async function sent(phone: string, extra: Params = {}, token = admin): Promise<{ id: string; value: string }> {
  const reply = await sendCode({ phone, ...extra }, token);
  expect(reply.status, reply.text).toBe(200);
  return { id: reply.body.data.id as string, value: lastCode(extra.code === 'tc-verify' ? tencent : aliyun) };
}

const rowsOf = async (query: ReturnType<typeof sql>) => {
  const result = await s.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
};

/** Moves a phone's last send back in time, as if `seconds` had passed (no sleeping). */
const age = (phone: string, seconds: number, tenantId = '000000') =>
  s.db.execute(
    sql`update blade_sms_code set sent_at = sent_at - make_interval(secs => ${seconds}),
        expires_at = expires_at - make_interval(secs => ${seconds})
        where tenant_id = ${tenantId} and phone = ${phone}`,
  );

describe(`SMS verification codes on ${databaseKind}`, () => {
  test('sends a 6-digit code through the enabled config, answers the challenge without the code, and keeps only a hash', async () => {
    const before = aliyun.received.length;
    const reply = await sendCode({ phone: '13800000001' });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, success: true, msg: '发送成功' });
    expect(reply.body.data).toEqual({
      success: true,
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      phone: '13800000001',
    });
    expect(aliyun.received.length).toBe(before + 1);
    expect(aliyun.received.at(-1)).toMatchObject({
      PhoneNumbers: '13800000001',
      TemplateCode: 'SMS_VERIFY',
      SignName: '验证码签名',
    });
    const value = lastCode(aliyun);
    expect(value).toMatch(/^\d{6}$/);
    expect(reply.text).not.toContain(value);

    const [row] = await rowsOf(sql`select * from blade_sms_code where id = ${reply.body.data.id}`);
    expect(row).toMatchObject({ tenant_id: '000000', phone: '13800000001', attempts: 0, used_at: null });
    expect(String(row!.code_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(value);
    const [life] = await rowsOf(
      sql`select extract(epoch from expires_at - sent_at) as seconds from blade_sms_code where id = ${reply.body.data.id}`,
    );
    expect(Number(life!.seconds)).toBe(300);
  });

  test('accepts a code once, in the query, a form or JSON, and refuses it the second time', async () => {
    const phones = { query: '13800000011', form: '13800000012', json: '13800000013' } as const;
    for (const how of ['query', 'form', 'json'] as const) {
      const { id, value } = await sent(phones[how]);
      const ok = await check({ id, value, phone: phones[how] }, admin, 'zh', how);
      expect(ok.status, `${how}: ${ok.text}`).toBe(200);
      expect(ok.body).toMatchObject({ success: true, data: true, msg: '短信校验成功' });
      const again = await check({ id, value, phone: phones[how] }, admin, 'zh', how);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ success: false, msg: '验证码已失效,请重新获取' });
      expect((await check({ id, value, phone: phones[how] }, admin, 'en', how)).body.msg).toBe(
        'This verification code is no longer valid; please request a new one',
      );
    }
    // send-validate takes its parameters from a form or JSON as well.
    const form = await kept(
      sendRaw(s, admin, smsCalls.sendValidate, 'phone=13800000014', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.status, form.text).toBe(200);
    expect(aliyun.received.at(-1)).toMatchObject({ PhoneNumbers: '13800000014' });
    lastCode(aliyun);
    const json = await kept(admin.send(smsCalls.sendValidate, { body: { phone: '13800000015' } }));
    expect(json.body.data).toMatchObject({ phone: '13800000015' });
    lastCode(aliyun);
  });

  test('sends through the config `code` names (Tencent: the code is the first template parameter)', async () => {
    const { id, value } = await sent('13800000021', { code: 'tc-verify' });
    expect(tencent.received.at(-1)).toMatchObject({
      PhoneNumberSet: ['+8613800000021'],
      TemplateId: '2220000',
      TemplateParamSet: [value],
    });
    expect((await check({ id, value, phone: '13800000021' })).status).toBe(200);
    const unknown = await sendCode({ phone: '13800000022', code: 'no-such' });
    expect(unknown.body.msg).toBe('短信配置不存在: no-such');
  });

  test('refuses a wrong code and a code checked against another phone, in zh and en, and still takes the right one', async () => {
    const { id, value } = await sent('13800000031');
    const wrong = value === '000000' ? '000001' : '000000';
    const refused = await check({ id, value: wrong, phone: '13800000031' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, success: false, msg: '验证码不正确' });
    expect((await check({ id, value: wrong, phone: '13800000031' }, admin, 'en')).body.msg).toBe(
      'The verification code is wrong',
    );
    expect((await check({ id, value, phone: '13800000039' })).body.msg).toBe('验证码不正确');
    expect((await check({ id, value, phone: '13800000031' })).status).toBe(200);
  });

  test('burns a code after five wrong tries: even the right one is refused then', async () => {
    const { id, value } = await sent('13800000041');
    const wrong = value === '111111' ? '222222' : '111111';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await check({ id, value: wrong, phone: '13800000041' })).body.msg);
    expect(answers).toEqual([
      '验证码不正确',
      '验证码不正确',
      '验证码不正确',
      '验证码不正确',
      '验证码错误次数过多,请重新获取',
    ]);
    const right = await check({ id, value, phone: '13800000041' });
    expect(right.status).toBe(400);
    expect(right.body.msg).toBe('验证码错误次数过多,请重新获取');
    expect((await check({ id, value, phone: '13800000041' }, admin, 'en')).body.msg).toBe(
      'Too many wrong attempts; please request a new verification code',
    );
    const [row] = await rowsOf(sql`select attempts, used_at from blade_sms_code where id = ${id}`);
    expect(row).toMatchObject({ attempts: 5, used_at: null });
  });

  test('never compares a code more than five times, however many checks race', async () => {
    const { id, value } = await sent('13800000042');
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(value) + 1 + i) % 1_000_000).padStart(6, '0'));
    const raced = await Promise.all([...guesses, value].map((v) => check({ id, value: v, phone: '13800000042' })));
    const accepted = raced.filter((r) => r.status === 200).length;
    expect(accepted).toBeLessThanOrEqual(1);
    const [row] = await rowsOf(sql`select attempts from blade_sms_code where id = ${id}`);
    expect(Number(row!.attempts)).toBeLessThanOrEqual(5);
  });

  test('refuses an expired code, and the next send sweeps expired codes away', async () => {
    const { id, value } = await sent('13800000051');
    await s.db.execute(sql`update blade_sms_code set expires_at = now() - interval '1 second' where id = ${id}`);
    const expired = await check({ id, value, phone: '13800000051' });
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe('验证码已过期,请重新获取');
    expect((await check({ id, value, phone: '13800000051' }, admin, 'en')).body.msg).toBe(
      'The verification code has expired; please request a new one',
    );
    // Another phone's send removes it (and any other expired code), so the table stays small.
    await sent('13800000052');
    expect(await rowsOf(sql`select id from blade_sms_code where id = ${id}`)).toEqual([]);
    expect(await rowsOf(sql`select id from blade_sms_code where expires_at < now()`)).toEqual([]);
  });

  test('sends one code per phone per minute, even to racing requests; a later code replaces the last', async () => {
    const first = await sent('13800000061');
    const before = aliyun.received.length;
    const again = await sendCode({ phone: '13800000061' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/^验证码发送过于频繁,请 (59|60) 秒后再试$/);
    expect((await sendCode({ phone: '13800000061' }, admin, 'en')).body.msg).toMatch(
      /^A code was just sent to this phone; try again in (59|60) s$/,
    );
    // Half a minute on, the wait left is half a minute.
    await age('13800000061', 30);
    expect((await sendCode({ phone: '13800000061' })).body.msg).toMatch(/^验证码发送过于频繁,请 (29|30) 秒后再试$/);
    expect(aliyun.received.length).toBe(before);

    await age('13800000061', 31);
    const second = await sent('13800000061');
    expect(second.id).not.toBe(first.id);
    expect((await check({ ...first, phone: '13800000061' })).body.msg).toBe('验证码已失效,请重新获取');
    // A code spent just now still counts toward the minute.
    expect((await check({ ...second, phone: '13800000061' })).status).toBe(200);
    expect((await sendCode({ phone: '13800000061' })).status).toBe(400);

    const sentBefore = aliyun.received.length;
    const raced = await Promise.all(Array.from({ length: 4 }, () => sendCode({ phone: '13800000062' })));
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.status === 400 && /验证码发送过于频繁/.test(r.body.msg))).toHaveLength(3);
    expect(aliyun.received.length).toBe(sentBefore + 1);
    lastCode(aliyun);
  });

  test('gives the minute back when the provider refuses the message', async () => {
    const failed = await sendCode({ phone: '13800000071', code: 'ali-broken' });
    expect(failed.status).toBe(400);
    expect(failed.body.msg).toMatch(/^发送失败: 服务商拒绝了密钥或签名/);
    expect(await rowsOf(sql`select id from blade_sms_code where phone = '13800000071'`)).toEqual([]);
    await sent('13800000071');
  });

  test('refuses a missing or malformed phone, id or value with its message', async () => {
    const cases: Array<[Promise<{ body: any; status: number }>, string]> = [
      [sendCode({}), '请输入手机号'],
      [sendCode({ phone: '  ' }), '请输入手机号'],
      [sendCode({ phone: '138-0000' }), '手机号格式不正确'],
      [check({ value: '123456', phone: '13800000001' }), '请输入验证码编号'],
      [check({ id: 'abc', phone: '13800000001' }), '请输入验证码'],
      [check({ id: 'abc', value: '123456', phone: 'x' }), '手机号格式不正确'],
      [check({ id: 'abc', value: '123456', phone: '13800000001' }), '验证码已失效,请重新获取'],
    ];
    for (const [reply, msg] of cases) {
      const r = await reply;
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    const en = await sendCode({ phone: '138-0000' }, admin, 'en');
    expect(en.body.msg).toBe('Not a phone number');
  });
});

describe(`SMS verification codes across tenants on ${databaseKind}`, () => {
  /** Tenant 200031's clerk holds no code at all: the verification calls need only a signed-in caller. */
  let clerk: Session;
  /** Its SMS administrator, who sets up its own config. */
  let boss: Session;
  beforeAll(async () => {
    await createUser(s.db, { tenantId: '200031', account: 'codeclerk', password: 'pw-clerk', codes: [] });
    clerk = await signedIn(s, 'codeclerk', 'pw-clerk', '200031');
    const codes = ['sms', 'sms_add', 'sms_enable'];
    await createUser(s.db, { tenantId: '200031', account: 'codeboss', password: 'pw-boss', codes });
    boss = await signedIn(s, 'codeboss', 'pw-boss', '200031');
  });

  test("cannot check another tenant's code, and leaves it good for its own tenant", async () => {
    const { id, value } = await sent('13800000081');
    const probe = await check({ id, value, phone: '13800000081' }, clerk);
    expect(probe.status).toBe(400);
    expect(probe.body.msg).toBe('验证码已失效,请重新获取');
    const [row] = await rowsOf(sql`select attempts from blade_sms_code where id = ${id}`);
    expect(Number(row!.attempts)).toBe(0);
    expect((await check({ id, value, phone: '13800000081' })).status).toBe(200);
  });

  test("sends through its own tenant's config only, and throttles per tenant", async () => {
    expect((await sendCode({ phone: '13800000081' }, clerk)).body.msg).toBe(
      '未找到已启用的短信配置,请先启用一条短信配置',
    );
    expect((await sendCode({ phone: '13800000081', code: 'ali-verify' }, clerk)).body.msg).toBe(
      '短信配置不存在: ali-verify',
    );
    const own = await config(
      {
        category: 3,
        smsCode: 'own-verify',
        templateId: 'SMS_OWN',
        accessKey: 'LTAIother',
        secretKey: secrets.other,
        signName: '租户签名',
        baseUrl: aliyun.url,
      },
      boss,
    );
    expect((await boss.send(smsCalls.enable, { query: { id: own } })).status).toBe(200);
    // Tenant 000000 sent to this phone moments ago; this tenant's minute is its own.
    const { id, value } = await sent('13800000081', {}, clerk);
    expect(aliyun.received.at(-1)).toMatchObject({ AccessKeyId: 'LTAIother', TemplateCode: 'SMS_OWN' });
    expect((await check({ id, value, phone: '13800000081' })).body.msg).toBe('验证码已失效,请重新获取');
    expect((await check({ id, value, phone: '13800000081' }, clerk)).status).toBe(200);
  });

  test('needs a signed-in caller', async () => {
    expect((await anonymous.send(smsCalls.sendValidate, { query: { phone: '13800000091' } })).status).toBe(401);
    expect(
      (await anonymous.send(smsCalls.validateMessage, { body: { id: 'a', value: '1', phone: '138000' } })).status,
    ).toBe(401);
  });
});

describe('the codes and secrets', () => {
  test('never come back in a reply and never reach the log, even where a client put the code in the URL', async () => {
    expect(codes.length).toBeGreaterThan(15);
    const log = s.logs.join('');
    expect(log).toContain(pathOf(smsCalls.sendValidate));
    // The request log hides the values platform/secrets.ts names secret: `value` of validate-message is one.
    expect(log).toContain('value=***');
    for (const code of codes) {
      const shown = new RegExp(`["=:]${code}(["&,}\\s]|$)`);
      for (const text of replies) expect(text).not.toMatch(shown);
      expect(log).not.toMatch(shown);
    }
    for (const secret of Object.values(secrets)) {
      expect(log).not.toContain(secret);
      for (const text of replies) expect(text).not.toContain(secret);
    }
  });
});
