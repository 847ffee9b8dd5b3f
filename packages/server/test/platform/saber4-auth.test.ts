import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saber4Encrypt, saber4Send, saber4Token } from '../helpers/saber4.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The rest of the commercial Saber 4.x console's src/api/user.js (its sign-in itself, SMS and registration are in
 * saber4-sign-in.test.ts), sent as its api functions send them, `authorization: false` (no Basic) where they say so;
 * the assertions are what its store and views read: getCaptcha's res.data.key / image (userlogin.vue), the
 * error_description its store shows for a refused social or single sign-on, clearCache's success (tags.vue).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: true });
});
afterAll(async () => {
  await s?.close();
});

/** loginByUsername with website.js captchaMode: true (the captcha answered, read where the server keeps it). */
async function captchaSignIn() {
  const captcha = await s.captcha();
  return saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
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
      password: await saber4Encrypt(s, 'admin'),
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    },
  });
}

describe('Saber 4 src/api/user.js', () => {
  it('getCaptcha (authorization: false): the key and image its login form reads', async () => {
    const res = await saber4Send(s, '', 'GET', '/blade-auth/oauth/captcha', { authorization: false });
    expect(res.status).toBe(200);
    expect(typeof res.body.key).toBe('string');
    expect(res.body.key.length).toBeGreaterThan(0);
    expect(res.body.image).toMatch(/^data:image\//);
  });

  it('loginByUsername in captcha mode: grant captcha with Captcha-Key / Captcha-Code', async () => {
    const res = await captchaSignIn();
    expect(res.status, res.text).toBe(200);
    expect(res.body.access_token).toBeTruthy();
    expect(res.body.tenant_id).toBe('000000');
  });

  it('loginByUsername as shipped (captchaMode false): grant password, no captcha, while the server asks for one', async () => {
    const res = await saber4Token(s, 'admin', 'admin');
    expect(res.status, res.text).toBe(200);
    expect(res.body.access_token).toBeTruthy();
    expect(res.body.user_name).toBe('admin');
  });

  it('loginBySocial with a state no render gave: refused with the error_description its store shows', async () => {
    const res = await saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
      headers: { 'Tenant-Id': '000000' },
      params: {
        tenantId: '000000',
        source: 'github',
        code: 'c0de',
        state: 'not-a-state',
        grant_type: 'social',
        scope: 'all',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBeTruthy();
    expect(res.body.access_token).toBeUndefined();
  });

  it('loginBySso with a code this server never gave: refused with an error_description', async () => {
    const res = await saber4Send(s, '', 'POST', '/blade-auth/oauth/token', {
      headers: { 'Tenant-Id': '000000' },
      params: {
        tenantId: '000000',
        code: 'never-issued',
        grant_type: 'authorization_code',
        scope: 'all',
        redirect_uri: 'http://localhost:2888/',
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error_description).toBeTruthy();
  });

  it('clearCache and logout (authorization: false, the token still sent)', async () => {
    // Captcha is on here: the console in captcha mode signs in by the captcha grant (the test above).
    const session = { token: (await captchaSignIn()).body.access_token as string };
    const cleared = await saber4Send(s, session.token, 'GET', '/blade-auth/oauth/clear-cache', {
      authorization: false,
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.success).toBe(true);
    const out = await saber4Send(s, session.token, 'GET', '/blade-auth/oauth/logout', { authorization: false });
    expect(out.status, out.text).toBe(200);
    const after = await saber4Send(s, session.token, 'GET', '/blade-auth/oauth/user-info');
    expect(after.status).toBe(401);
  });
});
