import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { type OidcStandIn, startOidcProvider } from '../packages/server/test/helpers/oidc-stand-in.ts';
import { button, expect, ListScreen, signInOn, test } from './fixtures.ts';
import { type Api, apiAs, serverOf, sessionAs, unique } from './support.ts';

/**
 * Signing in through a company's OpenID Connect provider (a real oidc-provider on loopback, its login page replaced
 * by one that signs in the person the test chose): the visitor's provider account is bound to nobody, so the login
 * page asks them to register; the account waits until an administrator approves it on 用户管理, and then the same
 * button signs them in. Then single sign-on the other way: another application (openid-client) sends a signed-in
 * user to the console's consent page and gets a code it exchanges for the user.
 */
const run = unique();
const source = `corp${run}`;
const providerName = `集团认证${run}`;
const account = `guest${run}`;
const person = {
  sub: `emp-${run}`,
  name: `访客${run}`,
  preferred_username: `visitor${run}`,
  email: `v${run}@corp.test`,
};

let oidc: OidcStandIn;
let admin: Api;
let origin: string;
let providerId = '';

test.use({ signedInAs: null });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, info) => {
  origin = serverOf(info);
  oidc = await startOidcProvider({
    clientId: `console-${run}`,
    clientSecret: `s3cret-${run}`,
    redirectUris: [`${origin}/oauth/redirect/${source}`],
  });
  admin = await apiAs(await playwright.request.newContext({ baseURL: origin }));
  const made = await admin.post('blade-auth/social/submit', {
    source,
    name: providerName,
    category: 1,
    clientId: `console-${run}`,
    clientSecret: `s3cret-${run}`,
    baseUrl: oidc.issuer,
  });
  providerId = made.id;
  await admin.post('blade-auth/social/enable', {}, { id: providerId });
});

// However the journeys end: the provider and the account they made go.
test.afterAll(async () => {
  if (providerId) await admin.post('blade-auth/social/remove', {}, { ids: providerId });
  const users = await admin.get('blade-user/page', { account });
  const ids = users.records.map((u: { id: string }) => u.id).join(',');
  if (ids) await admin.post('blade-user/remove', {}, { ids });
  await admin.request.dispose();
  await oidc?.close();
});

test('a visitor signs in through the company’s provider, registers, waits for approval, then signs in', async ({
  page,
  browser,
}) => {
  oidc.signInAs(person);
  await page.goto('/login');
  await page.getByTestId('login-social').getByRole('button', { name: providerName }).click();

  // Back from the provider, unbound: the registration dialog, its checks in order.
  const dialog = page.getByRole('dialog', { name: '账号注册' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await dialog.getByTestId('register-tenant').fill('');
  await button(dialog, '提交注册').click();
  await expect(page.getByText('请先输入租户编号')).toBeVisible();
  await dialog.getByTestId('register-tenant').fill('000000');
  await dialog.getByTestId('register-name').fill(`访客${run}`);
  await dialog.getByTestId('register-account').fill(account);
  await dialog.getByTestId('register-password').fill('Visitor#2026');
  await dialog.getByTestId('register-password2').fill('Visitor#2027');
  await button(dialog, '提交注册').click();
  await expect(page.getByText('两次密码输入不一致')).toBeVisible();
  await dialog.getByTestId('register-password2').fill('Visitor#2026');
  await button(dialog, '提交注册').click();
  await expect(page.getByText('注册申请已提交,请耐心等待管理员审核!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);

  // Waiting: the same button is refused with the reason.
  await page.getByTestId('login-social').getByRole('button', { name: providerName }).click();
  await expect(page.getByText('账号正在等待管理员审核,审核通过后方可登录')).toBeVisible();

  // The administrator approves the account on 用户管理.
  const adminPage = await browser.newPage({ baseURL: origin, locale: 'zh-CN', reducedMotion: 'reduce' });
  await signInOn(adminPage);
  const users = await ListScreen.at(adminPage, '/system/user');
  await users.root.getByPlaceholder('请输入登录账号').fill(account);
  await users.button('查询').click();
  const waiting = users.row(account);
  await expect(waiting).toContainText('待审核');
  await users.select(account);
  await users.button('审核通过').click();
  await users.confirm();
  await expect(users.row(account)).toContainText('正常');
  await adminPage.close();

  // Approved: the provider's button signs the visitor in.
  await page.getByTestId('login-social').getByRole('button', { name: providerName }).click();
  await expect(page).toHaveURL(/\/wel\/index/);
  await expect(page.getByText(`访客${run}`).first()).toBeVisible();
});

test('another application signs its user in through the console’s consent page', async ({ browser, request }) => {
  // The other application: its callback notes the address it was sent to.
  const seen: string[] = [];
  const app: Server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('signed in at the other application');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const callback = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
  const clientId = `erp${run}`;
  const made = await admin.post('blade-system/client/submit', {
    clientId,
    scope: 'all',
    authorizedGrantTypes: 'authorization_code,refresh_token',
    accessTokenValidity: 600,
    refreshTokenValidity: 600,
    webServerRedirectUri: callback,
  });
  try {
    const config = new client.Configuration(
      {
        issuer: origin,
        authorization_endpoint: `${origin}/oauth/authorize`,
        token_endpoint: `${origin}/api/blade-auth/oauth/token`,
        userinfo_endpoint: `${origin}/api/blade-auth/oauth/userinfo`,
      },
      clientId,
      made.clientSecret as string,
    );
    client.allowInsecureRequests(config);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorize = client.buildAuthorizationUrl(config, {
      redirect_uri: callback,
      scope: 'openid profile',
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });

    // The user is signed in to the console already (the way there through the login page keeps the request: the
    // consent page's own tests, AuthorizePage.test.tsx).
    const page = await sessionAs(browser, request, {});
    await page.goto(authorize.toString());
    const card = page.getByTestId('authorize-card');
    await expect(card).toContainText(`应用 ${clientId} 请求访问你的账号`);
    await button(card, '同意授权').click();
    await expect(page.getByText('signed in at the other application')).toBeVisible();

    // The browser asks the application for its favicon too: the callback is the request to /callback.
    const back = new URL(seen.filter((u) => u.startsWith('/callback')).at(-1)!, callback);
    expect(back.searchParams.get('state')).toBe(state);
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const me = await client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck);
    expect(me.preferred_username).toBe('admin');

    // An address the client never registered is refused on the page, and the browser stays.
    const evil = new URL(authorize);
    evil.searchParams.set('redirect_uri', 'http://127.0.0.1:9/steal');
    await page.goto(evil.toString());
    await expect(page.getByTestId('authorize-card')).toContainText('回调地址与应用登记的不一致');
    await expect(page).toHaveURL(/\/oauth\/authorize/);
  } finally {
    await admin.post('blade-system/client/remove', {}, { ids: made.id });
    await new Promise<void>((resolve) => {
      app.closeAllConnections();
      app.close(() => resolve());
    });
  }
});
