/**
 * Screen open (issue 37): every screen of the administrator's menu opened in Chromium against the built console
 * (`npm run build` first), as a click on its sidebar item opens it, timed until the screen has settled: its rows or
 * its form on show and no spinner left, as the English journey (e2e/english.spec.ts) waits for a screen. One sign-in,
 * then the screens one after another in menu order, each once (its first open: chunk, calls and render).
 *
 * The clock runs in the page (performance.now() from the click to the first animation frame at which the screen has
 * settled), so Playwright's polling adds nothing. The server runs in this process on the embedded database, or on
 * DATABASE_URL's PostgreSQL when it is set. BENCH_SCREENS_TRACE=1 prints, for each of the slowest screens, the
 * JavaScript files and API calls its open fetched, with when each started and ended: where the time goes.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig, repoRoot } from '../packages/server/src/platform/config.ts';

export interface ScreenTime {
  path: string;
  name: string;
  ms: number;
  /** What the open fetched: file or call, start and end in ms after the click. */
  fetched: { what: string; start: number; end: number }[];
}

/** The menu's leaves in sidebar order: the screens a click opens inside the console (no external links). */
interface MenuNode {
  name: string;
  path: string;
  children?: MenuNode[];
  isOpen?: number;
}
function leaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : /^https?:/.test(n.path) ? [] : [n]));
}

/**
 * Clicks the sidebar item of `path` and resolves with the ms until the screen has settled (-1: not in 30 s; -2: no
 * such item). Sent as text: the bench's TypeScript transform would name the inner functions with a helper the page
 * does not have.
 */
const openAndSettleScript = `(path) => new Promise((resolve) => {
  const item = [...document.querySelectorAll('[data-testid="sidebar"] .ant-menu-item')]
    .find((el) => (el.getAttribute('data-menu-id') ?? '').endsWith('-' + path));
  if (!item) return resolve(-2);
  const start = performance.now();
  item.click();
  const settled = () => {
    const screen = document.querySelector('[data-page="' + CSS.escape(path) + '"]');
    if (!screen || screen.offsetParent === null) return false;
    if (screen.querySelector('.ant-spin-spinning, .ant-skeleton-active')) return false;
    const table = screen.querySelector('.ant-table');
    if (table) return table.querySelector('.ant-table-row, .ant-empty') !== null;
    // A form or a page of its own: something of it on show.
    return (screen.textContent ?? '').trim().length > 0;
  };
  const frame = () => {
    if (settled()) return resolve(performance.now() - start);
    if (performance.now() - start > 30000) return resolve(-1);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;
const openAndSettle = (page: Page, path: string): Promise<number> =>
  page.evaluate(`(${openAndSettleScript})(${JSON.stringify(path)})`) as Promise<number>;

export async function benchScreenOpen(): Promise<{ screens: ScreenTime[]; failed: string[] }> {
  const config = loadConfig(process.env, {
    dataDir: mkdtempSync('/tmp/pharma-screens-'),
    captchaEnabled: false,
    logLevel: 'silent',
    webDist: join(repoRoot, 'packages/web/dist'),
  });
  const database = await prepareDatabase(config);
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    // What each open fetches, against the page's clock.
    const fetched: ScreenTime['fetched'] = [];
    let clickedAt = 0;
    const startedAt = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js') || url.pathname.startsWith('/api/'))
        startedAt.set(r.url() + r.method(), Date.now());
    });
    page.on('requestfinished', (r) => {
      const url = new URL(r.url());
      const begun = startedAt.get(r.url() + r.method());
      if (begun === undefined) return;
      fetched.push({
        // A call with its query (cut short): which dictionary, which page.
        what: url.pathname.startsWith('/api/')
          ? `${r.method()} ${url.pathname.slice(5)}${url.search.slice(0, 60)}`
          : url.pathname.slice(1),
        start: begun - clickedAt,
        end: Date.now() - clickedAt,
      });
    });
    await page.goto(`${base}/login`);
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill('admin');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/wel/index');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.locator('.ant-menu-item, .ant-menu-submenu').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const menu = await page.evaluate(
      () => JSON.parse(localStorage.getItem('pharma-menu') ?? '{}').content as MenuNode[] | undefined,
    );
    const screens: ScreenTime[] = [];
    const failed: string[] = [];
    for (const leaf of leaves(menu ?? [])) {
      // Unfold every folded group (not timed): a click on an open group's title would fold it.
      const folded = sidebar.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
      while ((await folded.count()) > 0) await folded.first().click();
      await page.waitForLoadState('networkidle');
      fetched.length = 0;
      startedAt.clear();
      clickedAt = Date.now();
      const ms = await openAndSettle(page, leaf.path);
      if (ms < 0) {
        failed.push(`${leaf.path} (${ms === -2 ? 'no sidebar item' : 'not settled in 30 s'})`);
        continue;
      }
      await page.waitForLoadState('networkidle');
      screens.push({ path: leaf.path, name: leaf.name, ms, fetched: [...fetched] });
    }
    return { screens, failed };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

/** The value at fraction q of the sorted times. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
