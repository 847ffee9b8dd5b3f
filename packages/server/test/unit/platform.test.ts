import { paramResource, submitSchema, textOfZodMessage } from '@pharma/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { hashPassword, isLegacyHash, md5Hex, sha1Hex, verifyPassword } from '../../src/platform/auth/passwords.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { serializeError } from '../../src/platform/logger.ts';
import { redactUrl } from '../../src/platform/secrets.ts';
import { formatTime, parseTime } from '../../src/platform/time.ts';

describe('times', () => {
  it('shows an instant as wall-clock time in the configured zone', () => {
    expect(formatTime(new Date('2026-01-31T16:05:09Z'), 'Asia/Shanghai')).toBe('2026-02-01 00:05:09');
    expect(formatTime(new Date('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe('2026-07-01 14:00:00');
  });
  it('reads a wall-clock time in the configured zone, round-trip', () => {
    expect(parseTime('2026-02-01 00:05:09', 'Asia/Shanghai')?.toISOString()).toBe('2026-01-31T16:05:09.000Z');
    expect(parseTime('2026-03-29 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(parseTime('2026-05-01', 'Asia/Shanghai')?.toISOString()).toBe('2026-04-30T16:00:00.000Z');
  });
  it('rejects what is not a time', () => {
    for (const bad of ['yesterday', '2026-13-01 00:00:00', '2026-02-30', '2026-01-01 25:00:00', ''])
      expect(parseTime(bad, 'Asia/Shanghai')).toBeUndefined();
  });
});

describe('passwords', () => {
  it('stores argon2id over the md5 and verifies only the same md5', async () => {
    const stored = await hashPassword(md5Hex('admin'));
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, md5Hex('admin'))).toBe(true);
    expect(await verifyPassword(stored, md5Hex('Admin'))).toBe(false);
  });
  it('recognises and checks a BladeX sha1(md5) hash', async () => {
    const legacy = sha1Hex(md5Hex('admin'));
    expect(legacy).toBe('90b9aa7e25f80cf4f64e990b78a9fc5ebd6cecad');
    expect(isLegacyHash(legacy)).toBe(true);
    expect(await verifyPassword(legacy, md5Hex('admin'))).toBe(true);
    expect(await verifyPassword(legacy, md5Hex('nope'))).toBe(false);
  });
});

describe('logs', () => {
  it('cuts passwords and tokens out of logged URLs', () => {
    expect(
      redactUrl('/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=21232f&grant_type=captcha'),
    ).toBe('/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=***&grant_type=captcha');
    expect(redactUrl('/x?refresh_token=abc&blade-auth=bearer%20x')).toBe('/x?refresh_token=***&blade-auth=***');
    // Every kind of password: update-password carries three (an md5 signs in as well as the password).
    expect(
      redactUrl('/api/blade-user/update-password?oldPassword=a1&newPassword=b2&newPassword1=b2&paramKey=k&code'),
    ).toBe('/api/blade-user/update-password?oldPassword=***&newPassword=***&newPassword1=***&paramKey=k&code');
    expect(redactUrl('/x?client_secret=s&accessKey=a&secretKey=b&captcha%2Dcode=c&account=admin')).toBe(
      '/x?client_secret=***&accessKey=***&secretKey=***&captcha%2Dcode=***&account=admin',
    );
  });

  it("logs a failed statement's error without the statement's values", () => {
    const cause = Object.assign(new Error('value too long for type character varying(45)'), { code: '22001' });
    const error = new DrizzleQueryError(
      'insert into "blade_user" ("account", "password") values ($1, $2)',
      ['leaky', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA\nsecond line'],
      cause,
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(logged.message).toBe(
      'Failed query: insert into "blade_user" ("account", "password") values ($1, $2)\nparams: ***',
    );
    expect(logged.stack).toMatch(/params: \*\*\*\n {4}at /);
    expect(text).toContain('value too long');
    expect(text).not.toMatch(/argon2|leaky|second line/);
  });
});

describe('submit schema from a declaration', () => {
  const schema = submitSchema(paramResource);
  const firstMessage = (body: unknown) => {
    const r = schema.safeParse(body);
    return r.success ? undefined : textOfZodMessage(r.error.issues[0]!.message);
  };
  it('requires every required field on insert, in declaration order, with both languages', () => {
    expect(firstMessage({})).toEqual({ zh: '请输入参数名称', en: 'Please enter the parameter name' });
    expect(firstMessage({ paramName: 'a' })?.zh).toBe('请输入参数键名');
  });
  it('lets an update leave fields out but not blank them', () => {
    expect(schema.safeParse({ id: '12', paramValue: 'x' }).success).toBe(true);
    expect(firstMessage({ id: '12', paramKey: ' ' })?.zh).toBe('请输入参数键名');
  });
  it('accepts numeric ids and refuses anything else as an id', () => {
    expect(schema.safeParse({ id: 12, paramValue: 'x' }).success).toBe(true);
    expect(schema.safeParse({ id: '1 or 1=1', paramValue: 'x' }).success).toBe(false);
  });
});

describe('captcha setting', () => {
  const read = (value?: string) => {
    const c = loadConfig(value === undefined ? {} : { CAPTCHA_ENABLED: value });
    return [c.captchaEnabled, c.captchaAlways];
  };
  it('is on after failures by default, for every sign-in with always, and off with false', () => {
    expect(read()).toEqual([true, false]);
    expect(read('true')).toEqual([true, false]);
    expect(read('always')).toEqual([true, true]);
    expect(read('false')).toEqual([false, false]);
  });
});
