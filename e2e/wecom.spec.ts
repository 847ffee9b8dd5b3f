import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, test as base, confirmation, expect } from './fixtures.ts';
import { type Api, apiAs, newUser, serverOf, unique } from './support.ts';

/**
 * Enterprise WeChat (企业微信): a user binds their WeCom account from the info page by scanning a QR code, the phone
 * lands on /WorkWxCode, the info page shows the binding, a WeCom app signs the user in with the paas_wechat grant,
 * and the user unbinds. WeCom is a stand-in on loopback speaking its API (gettoken, auth/getuserinfo); the phone's
 * part is played by opening WeCom's redirect (the QR code's redirect_uri with a code and the state) in the page.
 */
const run = unique();
const account = `wecom${run}`;
const password = 'Wecom#2026a';
const corp = `ww${run}`;
const agentId = '1000002';
const appSecret = `wecom-secret-${run}#x`;
const member = `ZhangSan${run}`;

/** WeCom's API as the server calls it: a token for the corp's secret, and the member behind a code (once). */
async function wecomStandIn() {
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  let n = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const q = Object.fromEntries(url.searchParams);
    res.writeHead(200, { 'content-type': 'application/json' });
    if (url.pathname === '/cgi-bin/gettoken') {
      if (q.corpid !== corp || q.corpsecret !== appSecret)
        return res.end(JSON.stringify({ errcode: 40001, errmsg: 'invalid credential' }));
      const token = `wx-token-${++n}`;
      tokens.add(token);
      return res.end(JSON.stringify({ errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 }));
    }
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      if (!tokens.has(q.access_token ?? '')) return res.end(JSON.stringify({ errcode: 42001, errmsg: 'expired' }));
      const userid = codes.get(q.code ?? '');
      codes.delete(q.code ?? '');
      return res.end(
        JSON.stringify(userid ? { errcode: 0, errmsg: 'ok', userid } : { errcode: 40029, errmsg: 'invalid code' }),
      );
    }
    res.end(JSON.stringify({ errcode: 404, errmsg: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The code WeCom gives the phone when `userid` scans. */
    codeFor(userid: string) {
      const code = `wx-code-${++n}`;
      codes.set(code, userid);
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type WecomStandIn = Awaited<ReturnType<typeof wecomStandIn>>;

interface Setup {
  wecom: WecomStandIn;
  /** A client allowed the paas_wechat grant (the console's saber client is not). */
  client: { id: string; secret: string };
}

/**
 * Made once per worker before the page signs in: the user, the stand-in, tenant 000000's WeCom provider (enabled)
 * and the client; all removed when the worker ends, however the journey went.
 */
const test = base.extend<object, { setup: Setup }>({
  setup: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: serverOf(workerInfo) });
      const admin: Api = await apiAs(request);
      const wecom = await wecomStandIn();
      const made: { user?: string; provider?: string; client?: string } = {};
      try {
        made.user = await newUser(admin, { account, password, realName: '企微用户' });
        const provider = await admin.post('blade-auth/social/submit', {
          source: `wecom${run}`,
          name: '企业微信',
          category: 4,
          clientId: corp,
          clientSecret: appSecret,
          agentId,
          baseUrl: wecom.url,
        });
        made.provider = provider.id;
        await admin.post('blade-auth/social/enable', {}, { id: provider.id });
        const client = await admin.post('blade-system/client/submit', {
          clientId: `wecom_app_${run}`,
          scope: 'all',
          authorizedGrantTypes: 'paas_wechat,refresh_token',
          accessTokenValidity: 3600,
          refreshTokenValidity: 86400,
        });
        made.client = client.id;
        await use({ wecom, client: { id: client.clientId, secret: client.clientSecret } });
      } finally {
        if (made.provider) {
          await admin.post('blade-auth/social/disable', {}, { id: made.provider });
          await admin.post('blade-auth/social/remove', {}, { ids: made.provider });
        }
        if (made.client) await admin.post('blade-system/client/remove', {}, { ids: made.client });
        if (made.user) await admin.post('blade-user/remove', {}, { ids: made.user });
        await wecom.close();
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],
  signedInAs: async ({ setup }, use) => {
    expect(setup.client.secret).toBeTruthy();
    await use({ account, password });
  },
});

test.describe.configure({ timeout: 180_000 });

/** The paas_wechat grant as a WeCom app's server calls it. */
async function wechatSignIn(request: APIRequestContext, client: Setup['client'], openId: string) {
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: {
      Authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      'Tenant-Id': '000000',
    },
    params: { grant_type: 'paas_wechat', tenantId: '000000', companyId: corp, openId, scope: 'all' },
  });
  return {
    status: res.status(),
    body: (await res.json()) as { account?: string; access_token?: string; msg?: string },
  };
}

test('binds WeCom by scanning on the info page, signs in with it, and unbinds', async ({
  page,
  request,
  setup,
  ui,
}) => {
  await page.goto('/info/index');
  const state = page.getByTestId('info-qywx-user');
  await expect(state).toHaveText('未绑定');
  await page.getByTestId('info-qywx-bind').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('请使用企业微信扫描二维码');
  const qr = page.getByTestId('info-qywx-qr');
  await expect(qr).toHaveAttribute('data-url', /\/wwlogin\/sso\/login\?/);
  await expect(qr.locator('svg')).toBeVisible();
  const scanPage = new URL((await qr.getAttribute('data-url'))!);
  expect(scanPage.origin).toBe(setup.wecom.url);
  expect(scanPage.searchParams.get('appid')).toBe(corp);
  expect(scanPage.searchParams.get('agentid')).toBe(agentId);

  // The phone scans as the member; WeCom sends its browser to the redirect URI with a code and the state.
  const back = new URL(scanPage.searchParams.get('redirect_uri')!);
  back.searchParams.set('code', setup.wecom.codeFor(member));
  back.searchParams.set('state', scanPage.searchParams.get('state')!);
  await page.goto(back.toString());
  await expect(page).toHaveURL(/\/WorkWxCode\?result=ok$/);
  await expect(page.getByTestId('workwx-result')).toContainText('绑定成功');

  // Back to the console: the info page shows the binding.
  await page.getByTestId('workwx-back').click();
  await expect(page).toHaveURL(/\/wel\/index/);
  await page.goto('/info/index');
  await expect(state).toHaveText(`已绑定企业微信用户: ${member}`);
  await expect(page.getByTestId('info-qywx-bind')).toHaveCount(0);

  // A WeCom app signs the member in as the bound account; the token it gets works.
  const signed = await wechatSignIn(request, setup.client, member);
  expect(signed.status, signed.body.msg).toBe(200);
  expect(signed.body.account).toBe(account);
  const info = await request.get('/api/blade-user/info', {
    headers: { 'Blade-Auth': `bearer ${signed.body.access_token}` },
  });
  expect(((await info.json()) as { data: { account: string } }).data.account).toBe(account);

  // Unbinding from the info page: the member signs in no more.
  await page.getByTestId('info-qywx-unbind').click();
  await expect(confirmation(page)).toContainText('确定解除企业微信绑定?');
  await ui.confirm();
  await expect(page.getByText('解绑成功')).toBeVisible();
  await expect(state).toHaveText('未绑定');
  const refused = await wechatSignIn(request, setup.client, member);
  expect(refused.status).toBe(400);
  expect(refused.body.msg).toBe('该企业微信账号未绑定系统账号');
});
