import { ossConfigCalls, smsCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../src/platform/outbound.ts';
import { pathOf } from '../helpers/api-kit.ts';
import { databaseKind } from '../helpers/database.ts';
import { createUser } from '../helpers/fixtures.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * A tenant cannot point the server at its own network: an object store's endpoint or an SMS provider's base URL on a
 * private, loopback or link-local address is refused when saved (server-side request forgery), unless the platform
 * allows the host (OUTBOUND_PRIVATE_HOSTS) or the caller is the platform's own tenant.
 */
let s: TestServer;
let tenantAdmin: string;
let platform: string;

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, privateHosts: ['minio.internal'] });
  await createUser(s.db, {
    tenantId: '200093',
    account: 'ob-admin',
    password: 'pw-ob',
    codes: ['oss', 'oss_add', 'oss_edit', 'sms', 'sms_add'],
  });
  tenantAdmin = (await s.login('ob-admin', 'pw-ob', '200093')).access_token;
  platform = (await s.login()).access_token;
}, 180_000);
afterAll(async () => s?.close());

const ossConfig = (endpoint: string, ossCode: string) => ({
  category: 5,
  ossCode,
  endpoint,
  bucketName: 'files',
  accessKey: 'key',
  secretKey: 'secret',
});

const smsConfig = (baseUrl: string, smsCode: string) => ({
  category: 3,
  smsCode,
  templateId: 'SMS_1',
  accessKey: 'key',
  secretKey: 'secret',
  signName: '签名',
  baseUrl,
});

describe('private addresses', () => {
  it('knows loopback, private, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '47.96.1.1', '2400:3200::1', '::ffff:8.8.8.8', 'not-an-address'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe(`outbound addresses of a tenant's configs on ${databaseKind}`, () => {
  it('refuses an object store endpoint on the server’s own network, with the field and the host', async () => {
    for (const [endpoint, host] of [
      ['http://127.0.0.1:9000', '127.0.0.1'],
      ['http://169.254.169.254/latest', '169.254.169.254'],
      ['http://10.0.3.7:9000', '10.0.3.7'],
      ['http://[::1]:9000', '::1'],
      ['http://localhost:5432', 'localhost'],
    ]) {
      const res = await s.call('POST', pathOf(ossConfigCalls.submit), {
        token: tenantAdmin,
        body: ossConfig(endpoint!, `ob${host!.replace(/\W/g, '')}`),
      });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.msg).toBe(`资源地址不能指向内网或本机地址: ${host}`);
    }
    const list = await s.call('GET', pathOf(ossConfigCalls.list), { token: tenantAdmin });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses the other spellings of a local address, naming the host as the server would connect to it', async () => {
    for (const [endpoint, host] of [
      ['http://2130706433:9000', '127.0.0.1'],
      ['http://0177.0.0.1:9000', '127.0.0.1'],
      ['http://127.1:9000', '127.0.0.1'],
      ['http://LOCALHOST.:9000', 'localhost'],
      ['http://[::ffff:7f00:1]:9000', '::ffff:7f00:1'],
      ['http://[64:ff9b::127.0.0.1]:9000', '64:ff9b::7f00:1'],
      ['http://[2002:a9fe:a9fe::1]/', '2002:a9fe:a9fe::1'],
      ['http://224.0.0.1/', '224.0.0.1'],
      ['http://255.255.255.255/', '255.255.255.255'],
      ['http://[ff02::1]/', 'ff02::1'],
    ]) {
      const res = await s.call('POST', pathOf(ossConfigCalls.submit), {
        token: tenantAdmin,
        body: ossConfig(endpoint!, `obf${host!.replace(/\W/g, '')}`),
      });
      expect(res.body.msg, endpoint).toBe(`资源地址不能指向内网或本机地址: ${host}`);
    }
  });

  it('takes a public endpoint, a host the platform allows, and any address from the platform’s own tenant', async () => {
    const allowed = await s.call('POST', pathOf(ossConfigCalls.submit), {
      token: tenantAdmin,
      body: ossConfig('http://minio.internal:9000', 'ob-allowed'),
    });
    expect(allowed.body.success).toBe(true);
    const public_ = await s.call('POST', pathOf(ossConfigCalls.submit), {
      token: tenantAdmin,
      body: ossConfig('http://8.8.8.8', 'ob-public'),
    });
    expect(public_.body.success).toBe(true);
    // Changed to a private address later: refused the same way.
    const moved = await s.call('POST', pathOf(ossConfigCalls.submit), {
      token: tenantAdmin,
      body: { ...ossConfig('http://192.168.0.10', 'ob-public'), id: public_.body.data.id },
    });
    expect(moved.body.msg).toBe('资源地址不能指向内网或本机地址: 192.168.0.10');
    const platformOwn = await s.call('POST', pathOf(ossConfigCalls.submit), {
      token: platform,
      body: ossConfig('http://127.0.0.1:9000', 'ob-platform'),
    });
    expect(platformOwn.body.success).toBe(true);
  });

  it('refuses an SMS provider base URL on the server’s own network', async () => {
    const res = await s.call('POST', pathOf(smsCalls.submit), {
      token: tenantAdmin,
      body: smsConfig('http://127.0.0.1:8080/', 'ob-sms'),
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/may not point at a private or local address: 127\.0\.0\.1$/);
  });
});
