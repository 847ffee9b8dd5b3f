import { createHash } from 'node:crypto';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { footerButton } from './pages/dialogs.ts';
import { button } from './pages/names.ts';
import type { Words } from './words.ts';

/** Who a journey's page starts signed in as (admin of the platform tenant, in Chinese, unless a file says else). */
export interface Who {
  account?: string;
  password?: string;
  tenantId?: string;
  lang?: 'zh' | 'en';
}

/**
 * The server of the worker running a journey: the first worker's at the configured baseURL (E2E_PORT), the n-th's
 * on the n-th port after it (playwright.config.ts starts one per worker), so journeys running side by side never
 * share a server, its database or its event loop.
 */
export function serverOf(info: { parallelIndex: number; project: { use: { baseURL?: string | undefined } } }) {
  const url = new URL(info.project.use.baseURL!);
  url.port = String(Number(url.port) + info.parallelIndex);
  return url.origin;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A signed-in browser's storage without the login page: one token call, stored the way the console's login does
 * (packages/web/src/lib/storage.ts: `pharma-<name>` = {dataType, content, datetime}; shell/stores/session.ts
 * setTokens: token, refreshToken, tenantId, userInfo = the whole token reply). The menu is not stored: the layout
 * loads it, as after any sign-in. Each call is a session of its own, so a journey that signs out (which revokes
 * its session on the server) or whose token rotates never touches another journey's.
 */
export async function signedInState(request: APIRequestContext, who: Who = {}): Promise<StorageState> {
  const { account = 'admin', password = 'admin', tenantId = '000000', lang = 'zh' } = who;
  const reply = await tokenReply(request, account, password, tenantId);
  const origin = serverOf(base.info());
  const stored: Record<string, unknown> = {
    token: reply.access_token,
    refreshToken: reply.refresh_token,
    tenantId: reply.tenant_id,
    userInfo: reply,
    language: lang,
  };
  const entry = (content: unknown) => JSON.stringify({ dataType: typeof content, content, datetime: Date.now() });
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: Object.entries(stored).map(([name, v]) => ({ name: `pharma-${name}`, value: entry(v) })),
      },
    ],
  };
}

/** A second browser (its own storage) signed in as `who`, for journeys where two people take turns. */
export async function sessionAs(browser: Browser, request: APIRequestContext, who: Who): Promise<Page> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    storageState: await signedInState(request, who),
  });
  return context.newPage();
}

/**
 * The journeys' `test`: its page starts signed in (from a storage state made by one token call) as the file's
 * `signedInAs` (admin by default); `test.use({ signedInAs: null })` starts signed out, for journeys of the login
 * page itself.
 */
export const test = base.extend<{ signedInAs: Who | null; slowMachine: undefined }>({
  // E2E_SLOW=1: on a machine shared with other suites every journey gets three times its time (test.slow).
  slowMachine: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern; it needs nothing.
    async ({}, use, info) => {
      info.slow(process.env.E2E_SLOW === '1');
      await use(undefined);
    },
    { auto: true },
  ],
  // The worker's own server (serverOf).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern; it needs nothing.
  baseURL: async ({}, use, info) => use(serverOf(info)),
  signedInAs: [{}, { option: true }],
  storageState: async ({ signedInAs, playwright, baseURL }, use) => {
    if (!signedInAs) return use(undefined);
    const request = await playwright.request.newContext({ baseURL });
    try {
      await use(await signedInState(request, signedInAs));
    } finally {
      await request.dispose();
    }
  },
});

/** The access token the console holds (lib/storage's `pharma-token`). */
export const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pharma-token') ?? '{}').content as string);

/** The API as a script calls it (captcha is off in the journeys): for setting up what a journey starts from. */
export interface Api {
  token: string;
  /** The request context it calls through (to sign in as someone else on the same server). */
  request: APIRequestContext;
  get<T = any>(path: string, query?: Record<string, string | number>): Promise<T>;
  post<T = any>(path: string, body?: unknown, query?: Record<string, string | number>): Promise<T>;
}

const basicAuth = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** The token call as the login page makes it (the password md5-hashed); fails the journey on a refusal. */
async function tokenReply(request: APIRequestContext, account: string, password: string, tenantId: string) {
  const signed = await request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: basicAuth, 'Tenant-Id': tenantId },
    params: {
      tenantId,
      username: account,
      password: createHash('md5').update(password).digest('hex'),
      grant_type: 'password',
      scope: 'all',
    },
  });
  const reply = (await signed.json()) as {
    access_token: string;
    refresh_token: string;
    tenant_id: string;
    error_description?: string;
  };
  expect(reply.access_token, `sign-in of ${account}@${tenantId}: ${reply.error_description ?? ''}`).toBeTruthy();
  return reply;
}

export async function apiAs(
  request: APIRequestContext,
  account = 'admin',
  password = 'admin',
  tenantId = '000000',
): Promise<Api> {
  const token = (await tokenReply(request, account, password, tenantId)).access_token;
  const headers = { Authorization: basicAuth, 'Blade-Auth': `bearer ${token}` };
  const envelope = async (res: APIResponse) => {
    const body = (await res.json()) as { success: boolean; msg: string; data: unknown };
    expect(body.success, `${res.url()}: ${body.msg}`).toBe(true);
    return body.data as any;
  };
  return {
    token,
    request,
    get: async (path, query) => envelope(await request.get(`/api/${path}`, { headers, params: query })),
    post: async (path, body, query) =>
      envelope(await request.post(`/api/${path}`, { headers, data: body ?? {}, params: query })),
  };
}

/** A unique suffix for what a journey makes, so a journey never meets another's (or an earlier run's) records. */
export const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

interface GrantNode {
  id: string;
  title: string;
  children?: GrantNode[];
}

/**
 * Ids of the grant tree (`menu`, `dataScope` or `apiScope`) for the nodes titled so, as the grant dialog sends them
 * when those nodes are checked: each node with everything below it (a menu's buttons) and the menus above it.
 */
export async function grantIds(api: Api, titles: string[], kind: 'menu' | 'dataScope' | 'apiScope' = 'menu') {
  const trees = (await api.get('blade-system/menu/grant-tree')) as Record<string, GrantNode[]>;
  const ids = new Set<string>();
  const below = (n: GrantNode): string[] => [n.id, ...(n.children ?? []).flatMap(below)];
  const walk = (nodes: GrantNode[], above: string[]) => {
    for (const n of nodes) {
      if (titles.includes(n.title)) for (const id of [...above, ...below(n)]) ids.add(id);
      walk(n.children ?? [], [...above, n.id]);
    }
  };
  walk(trees[kind]!, []);
  expect(ids.size, `grant tree nodes ${titles.join(', ')}`).toBeGreaterThan(0);
  return [...ids];
}

/** A role of the caller's tenant holding these menus (by title, with their buttons); returns its id. */
export async function newRole(api: Api, roleName: string, roleAlias: string, menus: string[] = []): Promise<string> {
  const role = await api.post('blade-system/role/submit', { roleName, roleAlias, sort: 5 });
  if (menus.length)
    await api.post('blade-system/role/grant', { roleIds: [role.id], menuIds: await grantIds(api, menus) });
  return role.id;
}

/** A department under the top level; returns its id. */
export async function newDept(api: Api, deptName: string): Promise<string> {
  return (await api.post('blade-system/dept/submit', { deptName, fullName: deptName, parentId: '0', sort: 1 })).id;
}

/** A user of the caller's tenant with these roles and departments (ids, comma-joined); returns its id. */
export async function newUser(
  api: Api,
  user: { account: string; password: string; realName?: string; roleId?: string; deptId?: string },
): Promise<string> {
  const made = await api.post('blade-user/submit', {
    account: user.account,
    realName: user.realName ?? user.account,
    password: user.password,
    ...(user.roleId ? { roleId: user.roleId } : {}),
    ...(user.deptId ? { deptId: user.deptId } : {}),
  });
  return made.id;
}

/**
 * A new tenant for a journey of its own, and its administrator's password. The administrator has changed the
 * given one already (through the API, as the info page does), since the console allows nothing else before that;
 * tenant.spec.ts walks that first change in the browser.
 */
export async function newTenant(api: Api, tenantName: string) {
  const made = await api.post('blade-system/tenant/submit', {
    tenantName,
    linkman: '李经理',
    contactNumber: '13900000000',
  });
  const tenantId = made.tenantId as string;
  const given = made.adminPassword as string;
  const password = `${given}-own`;
  const admin = await apiAs(api.request, 'admin', given, tenantId);
  const hash = (text: string) => createHash('md5').update(text).digest('hex');
  await admin.post('blade-user/update-password', undefined, {
    oldPassword: hash(given),
    newPassword: hash(password),
    newPassword1: hash(password),
  });
  return { tenantId, password };
}

/**
 * Fills the open 新增 dialog of 租户管理 and saves it. The new administrator's first password shows once: it is read,
 * confirmed kept and the dialog closed (`whileShown` runs before that, e.g. to check its language).
 */
export async function addTenantInDialog(
  dialog: Locator,
  tenantName: string,
  w: Words,
  { linkman = '王经理', whileShown }: { linkman?: string; whileShown?: () => Promise<void> } = {},
): Promise<{ tenantId: string; password: string }> {
  const page = dialog.page();
  await dialog.getByLabel(w.tenantName).fill(tenantName);
  await dialog.getByLabel(w.linkman).fill(linkman);
  await dialog.getByLabel(w.contactNumber).fill('13800000000');
  await button(dialog, w.ok).click();
  const issued = page.getByRole('dialog', { name: w.issuedTitle });
  await expect(issued).toBeVisible();
  const tenantId = (await issued.locator('tr', { hasText: w.tenantId }).locator('td').innerText()).trim();
  const password = (await issued.locator('code').innerText()).trim();
  await whileShown?.();
  await issued.getByRole('checkbox', { name: w.kept }).check();
  await footerButton(issued, w.close).click();
  await expect(issued).toBeHidden();
  return { tenantId, password };
}
