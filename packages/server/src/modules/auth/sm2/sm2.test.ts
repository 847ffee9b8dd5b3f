import { sql } from 'drizzle-orm';
import { sm2 } from 'sm-crypto';
import { describe, expect } from 'vitest';
import { apiTest, rowsOf } from '../../../../test/helpers/api-kit.ts';
import { saber4Send } from '../../../../test/helpers/saber4.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import type { Db } from '../../../platform/db/database.ts';
import { sm2Decrypt, sm2Keys } from './sm2.service.ts';

/** BladeX's own example pair (its Sm2KeyGenerator): a deployment that keeps its pair keeps its consoles' key. */
const bladexPair = {
  privateKey: '0ad27b0b20236277db14e18e234cc50808c3ad7320777fa55feb3fa13407cf8f',
  publicKey:
    '04023ab997ff3c39618e48ceff60a072d798eaa8322b953af7ab2de93c828cf7902ec9a4f7150c5e925d0fa07d8ddbb94a5ff7f682c809d9899ee5355b9699018f',
};

const test = apiTest({ captchaEnabled: true, sm2PrivateKey: bladexPair.privateKey });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
test.beforeAll(({ server }) => {
  s = server;
  // Captcha on, as in production: Saber 4 with captchaMode true sends grant captcha and the Captcha-* headers.
});

describe('SM2_PRIVATE_KEY', () => {
  test('publishes the public key derived from it, and decrypts what a console with that key sends', async () => {
    const res = await saber4Send(s, '', 'GET', '/blade-auth/oauth/public-key');
    expect(res.body.data).toBe(bladexPair.publicKey);
    const cipher = sm2.doEncrypt('admin', bladexPair.publicKey, 0);
    expect(sm2Decrypt(bladexPair, cipher)).toBe('admin');
    // BouncyCastle / Hutool clients keep the 04 of C1: taken too.
    expect(sm2Decrypt(bladexPair, `04${cipher}`)).toBe('admin');
    // Cipher mode 1 (C1C3C2, sm-crypto's default) is not what Saber 4 sends: it does not decrypt.
    expect(sm2Decrypt(bladexPair, sm2.doEncrypt('admin', bladexPair.publicKey, 1))).toBeUndefined();
  });

  test('signs Saber 4 in with the captcha on, in captcha mode and as shipped', async () => {
    const captcha = await s.captcha();
    const res = await saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
      headers: {
        'Tenant-Id': '000000',
        'Dept-Id': '',
        'Role-Id': '',
        'Captcha-Key': captcha.key,
        'Captcha-Code': captcha.code,
      },
      params: {
        tenantId: '000000',
        username: 'admin',
        password: sm2.doEncrypt('admin', bladexPair.publicKey, 0),
        grant_type: 'captcha',
        scope: 'all',
        type: 'account',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.client_id).toBe('saber3');
    // As shipped (captchaMode false: the password grant, no captcha) it signs in too, until a sign-in has failed.
    const shipped = await saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
      headers: { 'Tenant-Id': '000000' },
      params: { tenantId: '000000', username: 'admin', password: sm2.doEncrypt('admin', bladexPair.publicKey, 0) },
    });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.client_id).toBe('saber3');
  });
});

describe('the generated pair', () => {
  test('is one for the whole cluster: processes starting together agree on it, and it survives a restart', async () => {
    await s.db.execute(sql`delete from blade_sm2_key`);
    const config = { sm2PrivateKey: undefined, tokenSecret: s.config.tokenSecret };
    // Three processes: three database handles (the per-process cache is keyed by the handle) racing on first use.
    const processes = [0, 1, 2].map(() => Object.create(s.db) as Db);
    const keys = await Promise.all(processes.map((db) => sm2Keys(db, config)));
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    const rows = await rowsOf(s.db, sql`select public_key from blade_sm2_key`);
    expect(rows.length).toBe(1);
    const later = await sm2Keys(Object.create(s.db) as Db, config);
    expect(later).toEqual(keys[0]);
    // The public key is the private key's: what the console encrypts with, the server decrypts.
    expect(sm2Decrypt(later, sm2.doEncrypt('13812345678', later.publicKey, 0))).toBe('13812345678');
  });

  test('is replaced when the TOKEN_SECRET it was sealed under is gone, rather than failing every sign-in', async () => {
    const config = { sm2PrivateKey: undefined, tokenSecret: s.config.tokenSecret };
    const before = await sm2Keys(Object.create(s.db) as Db, config);
    const after = await sm2Keys(Object.create(s.db) as Db, { ...config, tokenSecret: 'another-secret-'.repeat(3) });
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(after.publicKey).toMatch(/^04[0-9a-f]{128}$/);
  });
});
