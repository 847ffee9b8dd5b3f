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
import type { Words } from './words.ts';

/** antd may put a space between two Chinese characters on a button (确 定); match either way. */
export const named = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
export const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: named(text) });

export async function signIn(page: Page, account = 'admin', password = 'admin', tenantId = '000000', lang = 'zh') {
  await page.goto('/login');
  // The language chosen on the login page stays for the whole session.
  if (lang === 'en') await page.getByText('English', { exact: true }).click();
  await page.getByTestId('login-tenant').fill(tenantId);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wel\/index/);
}

export async function newSession(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  return context.newPage();
}

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
export const test = base.extend<{ signedInAs: Who | null }>({
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

/** The console's home, signed in: the sidebar shows once the menu is loaded. */
export async function home(page: Page) {
  await page.goto('/wel/index');
  await expect(page.getByTestId('sidebar').locator('.ant-menu-item, .ant-menu-submenu').first()).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * Reloads the console and waits until the shell is back (a reload fetches and starts the whole console again, which
 * on a loaded machine takes longer than one assertion's wait).
 */
export async function reload(page: Page) {
  await page.reload();
  // The header's user menu: every signed-in user has it, whatever the menus granted.
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}

/** Opens a screen by its address (when the sidebar is not what a journey tests) and returns it once it shows. */
export async function openScreen(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const screen = page.locator(`[data-page="${path}"]`);
  // The first screen of a fresh browser loads the whole console: give it the time a loaded machine needs.
  await expect(screen).toBeVisible({ timeout: 30_000 });
  return screen;
}

/** The user menu's 退出登录 / Log out, confirmed. */
export async function signOut(page: Page, label = '退出登录', ok = '确定') {
  await page.getByTestId('user-menu').click();
  await page.getByText(label, { exact: true }).click();
  await button(page.locator('.ant-modal-confirm'), ok).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The access token the console holds (lib/storage's `pharma-token`). */
export const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pharma-token') ?? '{}').content as string);

/**
 * Unfolds a group of the sidebar and waits for its motion to end before anything inside it is clicked, as a person
 * would: a click during antd's collapse motion was seen to open nothing, twice in about seventy journeys.
 */
export async function unfold(page: Page, group: string) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText(group, { exact: true }).click();
  await expect(sidebar.locator('[class*="ant-motion-collapse"]')).toHaveCount(0);
}

/**
 * Opens a screen from the sidebar and returns it. The screen is found by the path it shows (`data-page`), because
 * during a navigation the previous screen stays on show until the next one is ready: a locator not scoped to the
 * new screen may click a button of the old one.
 */
export async function openMenu(page: Page, group: string, item: string, path: string): Promise<Locator> {
  const sidebar = page.getByTestId('sidebar');
  // A group that is already open would close on a second click.
  if (!(await sidebar.getByText(item, { exact: true }).isVisible())) await unfold(page, group);
  await sidebar.getByText(item, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page.locator(`[data-page="${path}"]`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table row of the screen holding a cell whose text is exactly this (a tree row's expander has no text). */
export const row = (screen: Locator, cell: string) =>
  screen.locator('.ant-table-row', {
    has: screen.page().locator('td', { hasText: new RegExp(`^\\s*${escaped(cell)}\\s*$`) }),
  });

/**
 * Clicks a row's action as a user reaches it: its link in the 操作 cell, or, when it folded into the row's 更多 menu
 * (more than three actions, or a narrow table's ⋯), that menu's entry.
 */
export async function rowAction(tableRow: Locator, name: string) {
  const link = button(tableRow, name);
  const more = tableRow.getByTestId('row-more');
  // Wait until the row shows either: the link, or the menu the link folded into.
  await expect(link.or(more).first()).toBeVisible();
  if (await link.isVisible()) return link.click();
  await more.click();
  // A closed menu stays in the page hidden: the entry to click is the open menu's.
  await tableRow
    .page()
    .locator('.ant-dropdown:visible')
    .getByRole('menuitem', { name: named(name) })
    .click();
}

/** The row and, once opened, its folded part (the columns that did not fit, in the next table row). */
export const withFold = (tableRow: Locator) =>
  tableRow.locator('xpath=self::tr | following-sibling::tr[1][contains(@class,"ant-table-expanded-row")]');

/**
 * Expects a row to show `text` where a user reads it: in its cells, or in its folded part, which it opens by the
 * row's expander when the text is not in view (a column folded on this width).
 */
export async function expectRowShows(tableRow: Locator, text: string | RegExp) {
  await expect(async () => {
    const closed = tableRow.locator('.ant-table-row-expand-icon-collapsed');
    if (!(await tableRow.getByText(text).first().isVisible()) && (await closed.isVisible())) await closed.click();
    await expect(withFold(tableRow).filter({ hasText: text }).first()).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * Expects a row to offer the action `name`: as a link, or, when it folded there, in the row's 更多 menu (opened to
 * look, then closed again).
 */
export async function expectRowOffers(tableRow: Locator, name: string) {
  const page = tableRow.page();
  await expect(async () => {
    if (await button(tableRow, name).isVisible()) return;
    await tableRow.getByTestId('row-more').click({ timeout: 1000 });
    await expect(page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: named(name) })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await page.keyboard.press('Escape');
}

/** Expects a row no longer to offer the action `name`: neither as a link nor in its 更多 menu. */
export async function expectRowWithout(tableRow: Locator, name: string) {
  const page = tableRow.page();
  await expect(button(tableRow, name)).toHaveCount(0);
  const more = tableRow.getByTestId('row-more');
  if ((await more.count()) === 0) return;
  await more.click();
  const menu = page.locator('.ant-dropdown:visible');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: named(name) })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

/** Expects the row's value under the column titled `title`: in its cell, or in its folded part when it folded. */
export async function expectRowCell(tableRow: Locator, title: string, value: string) {
  await expect(async () => {
    const titles = await tableRow.locator('xpath=ancestor::table[1]/thead//th').allInnerTexts();
    const at = titles.findIndex((t) => t.trim() === title);
    if (at >= 0) return expect(tableRow.locator('td').nth(at)).toHaveText(value, { timeout: 1000 });
    const closed = tableRow.locator('.ant-table-row-expand-icon-collapsed');
    if (await closed.isVisible()) await closed.click();
    const folded = withFold(tableRow).locator('dt', { hasText: new RegExp(`^${escaped(title)}$`) });
    await expect(folded.locator('xpath=following-sibling::dd[1]')).toHaveText(value, { timeout: 1000 });
  }).toPass();
}

/** Clicks a toolbar button once the screen's list shows `listed` (the screen has settled), and returns the dialog. */
export async function openDialog(screen: Locator, label: string, listed: string): Promise<Locator> {
  await expect(row(screen, listed).first()).toBeVisible();
  await button(screen, label).click();
  const dialog = screen.page().getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

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

/**
 * Closes a dialog whose form was typed into: 取消 does not drop the text without asking, and the question is
 * answered with 放弃 (Discard).
 */
export async function discardDialog(dialog: Locator, words: { cancel: string; discard: string; discardTitle: string }) {
  const page = dialog.page();
  await button(dialog, words.cancel).click();
  await button(page.locator('.ant-modal-confirm', { hasText: words.discardTitle }), words.discard).click();
  await expect(dialog).toBeHidden();
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
  await button(issued.locator('.ant-modal-footer'), w.close).click();
  await expect(issued).toBeHidden();
  return { tenantId, password };
}
