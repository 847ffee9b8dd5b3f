import { sql } from 'drizzle-orm';
import { sm2 } from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/demo.ts';
import { createUser } from '../helpers/fixtures.ts';
import {
  saber4Encrypt,
  saber4PublicKey,
  saber4Send,
  saber4Session,
  saber4SignIn,
  saber4Token,
} from '../helpers/saber4.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { aliyunStandIn, type StandIn } from '../helpers/sms-stand-ins.ts';

/**
 * The commercial Saber 4.x console's sign-in, replayed as its src/api/user.js and src/store/modules/user.js send it:
 * the `saber3` client, the password (and the SMS sign-in's phone) SM2-encrypted with the public key an administrator
 * copied from this server into its website.js, Dept-Id / Role-Id sent empty. The assertions are the reply fields its
 * store and views read (access_token, refresh_token, tenant_id, user_id, account, real_name, avatar, role_name;
 * res.data.data.id of send-validate; error_description of a refusal).
 */
let s: TestServer;
let aliyun: StandIn;
const aliSecret = 'Saber4Sms+secret=1';

beforeAll(async () => {
  [s, aliyun] = await Promise.all([
    startServer({ captchaEnabled: false, demoData: true }),
    aliyunStandIn({ LTAIsaber4: aliSecret }),
  ]);
});
afterAll(async () => {
  await Promise.all([s?.close(), aliyun?.close()]);
});

const rowsOf = async (query: ReturnType<typeof sql>) => {
  const result = await s.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
};

describe('the public key an administrator copies into website.js', () => {
  it('is published without a token, as the hex sm-crypto encrypts with, and stays the same', async () => {
    const res = await saber4Send(s, '', 'GET', '/blade-auth/oauth/public-key');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^04[0-9a-f]{128}$/);
    const again = await saber4Send(s, '', 'GET', '/blade-auth/oauth/public-key');
    expect(again.body.data).toBe(res.body.data);
  });
});

describe('loginByUsername (password SM2-encrypted, client saber3)', () => {
  it('signs the platform administrator in, with the fields its store keeps', async () => {
    const session = await saber4SignIn(s, 'admin', 'admin', '000000');
    const data = session.signedIn;
    expect(data.error_description).toBeUndefined();
    expect(data.access_token).toBeTruthy();
    expect(data.refresh_token).toBeTruthy();
    expect(data.tenant_id).toBe('000000');
    expect(data.account).toBe('admin');
    expect(data.role_name).toContain('administrator');
    expect(data.client_id).toBe('saber3');
    expect(typeof data.avatar).toBe('string');
  });

  it('signs a tenant’s staff member in (demo tenant 100001, zhaolei)', async () => {
    const session = await saber4SignIn(s, 'zhaolei', demoPassword, '100001');
    expect(session.signedIn.tenant_id).toBe('100001');
    expect(session.signedIn.real_name).toBeTruthy();
    // The top bar's user-info and the store's getButtons answer under that session.
    const info = await session.send('GET', '/blade-auth/oauth/user-info');
    expect(info.status, info.text).toBe(200);
    expect(info.body.data.account).toBe('zhaolei');
  });

  it('answers a wrong SM2 password 400 用户名或密码错误 and counts it toward the lockout', async () => {
    await createUser(s.db, { tenantId: '000000', account: 'saber4lock', password: 'right-one', codes: [] });
    for (let i = 0; i < 5; i++) {
      const res = await saber4Token(s, 'saber4lock', 'wrong-one');
      expect(res.status).toBe(400);
      expect(res.body.error_description).toBe('用户名或密码错误');
    }
    const locked = await saber4Token(s, 'saber4lock', 'right-one');
    expect(locked.status).toBe(400);
    expect(locked.body.error_description).toMatch(/登录失败次数过多/);
  });

  it('answers a ciphertext that does not decrypt exactly as a wrong password, and counts it too', async () => {
    await createUser(s.db, { tenantId: '000000', account: 'saber4garble', password: 'right-one', codes: [] });
    const other = sm2.generateKeyPairHex();
    const attempts = [
      // Encrypted for a key that is not ours (a console with another deployment's website.js).
      sm2.doEncrypt('right-one', other.publicKey, 0),
      // Ours, altered in its last byte (C3 no longer matches).
      (await saber4Encrypt(s, 'right-one')).replace(/..$/, (b) => (b === '00' ? '01' : '00')),
      // Not hex at all, and hex too short to be a ciphertext.
      'z'.repeat(300),
      'abcdef0123',
    ];
    for (const password of attempts) {
      const res = await saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
        headers: { 'Tenant-Id': '000000', 'Dept-Id': '', 'Role-Id': '' },
        params: { tenantId: '000000', username: 'saber4garble', password, grant_type: 'password', scope: 'all' },
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error_description).toBe('用户名或密码错误');
      expect(res.text).not.toMatch(/stack|Error:|at /);
    }
    const [row] = await rowsOf(
      sql`select failures from blade_login_failure where tenant_id = '000000' and account = 'saber4garble'`,
    );
    expect(Number(row?.failures)).toBe(attempts.length);
  });

  it('still takes the md5 password our own console sends', async () => {
    const res = await s.login('admin', 'admin');
    expect(res.access_token).toBeTruthy();
  });
});

describe('the rest of its session: refreshToken, getButtons, logout', () => {
  it('refreshes with empty Dept-Id / Role-Id, reads its buttons, and logs out', async () => {
    const session = await saber4SignIn(s);
    const refreshed = await saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
      headers: { 'Tenant-Id': '000000', 'Dept-Id': '', 'Role-Id': '' },
      params: { tenantId: '000000', refresh_token: session.refreshToken, grant_type: 'refresh_token', scope: 'all' },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.body.access_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(session.refreshToken);
    const next = saber4Session(s, refreshed.body);
    const buttons = await next.send('GET', '/blade-system/menu/buttons');
    expect(buttons.status, buttons.text).toBe(200);
    expect(Array.isArray(buttons.body.data)).toBe(true);
    const out = await next.send('GET', '/blade-auth/oauth/logout');
    expect(out.status).toBe(200);
    expect((await next.send('GET', '/blade-auth/oauth/user-info')).status).toBe(401);
  });
});

describe('sendSms + loginByPhone (手机号登录)', () => {
  const phone = '13912345678';

  beforeAll(async () => {
    const admin = await saber4SignIn(s);
    const submitted = await admin.send('POST', '/blade-resource/sms/submit', {
      data: {
        category: 3,
        smsCode: 'saber4-sign-in',
        templateId: 'SMS_SIGN_IN',
        accessKey: 'LTAIsaber4',
        secretKey: aliSecret,
        signName: '登录验证',
        baseUrl: aliyun.url,
      },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const enabled = await admin.send('POST', '/blade-resource/sms/enable', { params: { id: submitted.body.data.id } });
    expect(enabled.status, enabled.text).toBe(200);
    const { userId } = await createUser(s.db, {
      tenantId: '000000',
      account: 'smsuser',
      password: 'x-pass',
      codes: [],
    });
    await s.db.execute(sql`update blade_user set phone = ${phone} where id = ${userId}`);
  });

  const sendSms = async (tenantId: string, plainPhone: string) =>
    saber4Send(s, '', 'POST', '/blade-auth/oauth/sms/send-validate', {
      params: { tenantId, phone: await saber4Encrypt(s, plainPhone) },
    });
  const loginByPhone = async (tenantId: string, plainPhone: string, id: string, value: string) =>
    saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
      headers: { 'Tenant-Id': tenantId },
      params: { tenantId, phone: await saber4Encrypt(s, plainPhone), id, value, grant_type: 'sms_code', scope: 'all' },
    });
  const lastCode = () => {
    const last = aliyun.received.at(-1) as Record<string, unknown>;
    return {
      phone: String(last.PhoneNumbers),
      code: (JSON.parse(String(last.TemplateParam)) as { code: string }).code,
    };
  };

  it('sends the code through the tenant’s SMS config and signs in with it once', async () => {
    const before = aliyun.received.length;
    const sent = await sendSms('000000', phone);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.success).toBe(true);
    expect(sent.body.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.body.msg).toBeTruthy();
    expect(aliyun.received.length).toBe(before + 1);
    const delivered = lastCode();
    expect(delivered.phone).toBe(phone);
    expect(sent.text).not.toContain(delivered.code);

    const signedIn = await loginByPhone('000000', phone, sent.body.data.id, delivered.code);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.account).toBe('smsuser');
    expect(signedIn.body.access_token).toBeTruthy();
    // Single use: the same code again is refused.
    const again = await loginByPhone('000000', phone, sent.body.data.id, delivered.code);
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe('手机号或验证码错误,请重新获取验证码');
  });

  it('answers a phone no account has exactly as one that has, and sends it nothing', async () => {
    const before = aliyun.received.length;
    const sent = await sendSms('000000', '13700000001');
    expect(sent.status, sent.text).toBe(200);
    expect(Object.keys(sent.body.data)).toEqual(['id']);
    expect(sent.body.msg).toBe('验证码已发送');
    expect(aliyun.received.length).toBe(before);
  });

  it('sends one code a minute per phone, and bounds wrong tries', async () => {
    const other = '13700000002';
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'smsuser2', password: 'x', codes: [] });
    await s.db.execute(sql`update blade_user set phone = ${other} where id = ${userId}`);
    const first = await sendSms('000000', other);
    expect(first.status, first.text).toBe(200);
    const code = lastCode().code;
    const soon = await sendSms('000000', other);
    expect(soon.status).toBe(400);
    expect(soon.body.msg).toMatch(/过于频繁/);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await loginByPhone('000000', other, first.body.data.id, wrong);
      expect(res.status).toBe(400);
    }
    // The right code after five wrong tries is burnt.
    const late = await loginByPhone('000000', other, first.body.data.id, code);
    expect(late.status).toBe(400);
  });

  it('refuses a phone that is not one or does not decrypt, clearly and without a stack', async () => {
    const garbled = await saber4Send(s, '', 'POST', '/blade-auth/oauth/sms/send-validate', {
      params: { tenantId: '000000', phone: 'ab'.repeat(120) },
    });
    expect(garbled.status).toBe(400);
    expect(garbled.body.msg).toBe('手机号格式不正确');
    const missing = await saber4Send(s, '', 'POST', '/blade-auth/oauth/sms/send-validate', {
      params: { tenantId: '000000' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请输入手机号');
  });
});

describe('registerUser (用户注册: grant register, password SM2-encrypted)', () => {
  const registerUser = async (tenantId: string, account: string, password: string) =>
    saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
      headers: { 'Tenant-Id': tenantId },
      params: {
        name: '新同事',
        username: account,
        account,
        password: await saber4Encrypt(s, password),
        phone: '13600000009',
        email: `${account}@example.com`,
        grant_type: 'register',
        scope: 'all',
      },
    });

  const registerParam = (value: string) =>
    s.db.execute(
      sql`update blade_param set param_value = ${value} where tenant_id = '000000' and param_key = 'account.registerUser'`,
    );

  it('is refused while the tenant has not opened registration', async () => {
    await registerParam('false');
    const res = await registerUser('000000', 'newcomer0', 'Newcomer#1');
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBe('该租户暂未开放注册');
  });

  it('makes an account waiting for approval, which signs in with its SM2 password once approved', async () => {
    // The demo's platform tenant has it open, as BladeX seeds its 是否开启注册功能.
    await registerParam('true');
    const res = await registerUser('000000', 'newcomer1', 'Newcomer#1');
    expect(res.status, res.text).toBe(200);
    // The console stores what it gets and says 注册成功: no session is opened for a pending account.
    expect(res.body.error_description).toBeUndefined();
    expect(res.body.access_token).toBe('');
    const pending = await saber4Token(s, 'newcomer1', 'Newcomer#1');
    expect(pending.status).toBe(400);
    expect(pending.body.error_description).toMatch(/审核/);
    await s.db.execute(sql`update blade_user set status = 1 where tenant_id = '000000' and account = 'newcomer1'`);
    const [row] = await rowsOf(sql`select phone, email from blade_user where account = 'newcomer1'`);
    expect(row).toMatchObject({ phone: '13600000009', email: 'newcomer1@example.com' });
    const approved = await saber4Token(s, 'newcomer1', 'Newcomer#1');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.account).toBe('newcomer1');
    const taken = await registerUser('000000', 'newcomer1', 'Other#1');
    expect(taken.status).toBe(400);
    expect(taken.body.error_description).toBe('当前账号已被使用!');
  });
});

describe('its client in 应用管理', () => {
  it('saves the saber3 client with the grants it is seeded with (sms_code and register are grant types)', async () => {
    const admin = await saber4SignIn(s);
    const list = await admin.send('GET', '/blade-system/client/list', { params: { current: 1, size: 50 } });
    expect(list.status, list.text).toBe(200);
    const row = list.body.data.records.find((r: { clientId: string }) => r.clientId === 'saber3');
    expect(row.authorizedGrantTypes).toContain('sms_code');
    const saved = await admin.send('POST', '/blade-system/client/submit', {
      data: {
        id: row.id,
        clientId: row.clientId,
        scope: row.scope,
        authorizedGrantTypes: row.authorizedGrantTypes,
        accessTokenValidity: row.accessTokenValidity,
        refreshTokenValidity: row.refreshTokenValidity,
        webServerRedirectUri: row.webServerRedirectUri,
      },
    });
    expect(saved.status, saved.text).toBe(200);
  });
});

describe('the key the console was given', () => {
  it('is the one the server decrypts with', async () => {
    const key = await saber4PublicKey(s);
    const [row] = await rowsOf(sql`select public_key, private_key from blade_sm2_key`);
    expect(row?.public_key).toBe(key);
    // Sealed, never the plain private key.
    expect(String(row?.private_key)).toMatch(/^v1:/);
  });
});
