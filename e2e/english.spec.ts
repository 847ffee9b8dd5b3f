import ExcelJS from 'exceljs';
import {
  antd,
  antdCss,
  button,
  closeDrawer,
  confirmation,
  expect,
  fieldError,
  footerButton,
  formItem,
  frontDialog,
  ListScreen,
  type Locator,
  LoginPage,
  type Page,
  test,
  toggleNode,
  treeNode,
} from './fixtures.ts';
import { scopeDrawer } from './scopes.ts';
import { addTenantInDialog, apiAs, unique } from './support.ts';
import { wordsFor } from './words.ts';

/**
 * The console in English, walked once: sign in in English, open every screen of the menu (and the screens the
 * menu does not list: both dictionary layouts, the personal info page), their add dialogs with the messages of an
 * empty form, the dialogs and drawers of the screens that have them, the header's popovers and menus. Every
 * journey else walks its flow in Chinese; this one fails on any Chinese text left on show in English, outside the
 * user data (the rows of a list, the titles of a data tree, the signed-in user's name). It also keeps what only
 * the English copies of the flows checked: the file an export writes, the server's messages, the gray release's
 * states, a region's level.
 */
test.describe.configure({ timeout: 360_000 });
test.use({ signedInAs: null });

const w = wordsFor('en');
const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/**
 * Where user data shows: the cells of a list's rows (not their buttons and tags), the header's user name, and what
 * people wrote that the console marks `.user-data` (a notice's title and content on the home page, in the notices
 * popover and its reader). The signed-in user's names are data wherever they are quoted (the home page's welcome).
 */
const dataHolders = [antdCss.rowCells, '[data-testid="user-menu"]', '.user-data'];
/** UI inside a data holder: row buttons and the tags of dictionary values. */
const uiInData = antdCss.buttonsAndTags;
/** Chinese that belongs in English mode: the language switch's own name for Chinese. */
const allowed = ['中文'];

/**
 * The Chinese left on show: visible text, placeholders, titles and labels outside user data, with where it is.
 * A text that quotes user data ("Entries of 给药途径") is read without the data it quotes.
 */
function chineseOnShow(page: Page, moreData: string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ holders, ui, allowed }) => {
      const han = /\p{Script=Han}/u;
      const shows = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const isData = (el: Element) => {
        const holder = el.closest(holders);
        if (!holder) return false;
        const control = el.closest(ui);
        return !(control && holder.contains(control));
      };
      const describe = (el: Element) => {
        const parts: string[] = [];
        for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
          const cls = typeof e.className === 'string' ? e.className.split(' ').filter(Boolean)[0] : '';
          parts.unshift(`${e.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
        }
        return parts.join(' > ');
      };
      const texts: { text: string; el: Element }[] = [];
      const data: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = (node.textContent ?? '').trim();
        if (!el || !text || !shows(el) || el.closest('script, style, noscript')) continue;
        if (isData(el)) data.push(text);
        else texts.push({ text, el });
      }
      for (const el of document.querySelectorAll('[placeholder], [title], [aria-label]')) {
        if (!shows(el) || isData(el)) continue;
        for (const name of ['placeholder', 'title', 'aria-label']) {
          const text = el.getAttribute(name)?.trim();
          if (text) texts.push({ text: `${name}="${text}"`, el });
        }
      }
      const names = ['real_name', 'nick_name'].map(
        (key) => JSON.parse(localStorage.getItem('pharma-userInfo') ?? '{}').content?.[key] as string | undefined,
      );
      const quoted = [...new Set(data), ...allowed, ...names.filter((n): n is string => !!n)]
        .filter((d) => han.test(d))
        .sort((a, b) => b.length - a.length);
      const left: string[] = [];
      for (const { text, el } of texts) {
        let rest = text;
        for (const d of quoted) rest = rest.split(d).join('');
        if (han.test(rest)) left.push(`${text}  (${describe(el)})`);
      }
      if (han.test(document.title)) left.push(`document.title="${document.title}"`);
      return [...new Set(left)];
    },
    { holders: [...dataHolders, ...moreData].join(', '), ui: uiInData, allowed },
  );
}

/** Fails, naming every piece, when Chinese is on show outside user data. */
async function expectEnglish(page: Page, where: string, moreData: string[] = []) {
  // Polled: a screen may still be swapping its texts in (antd's locale, a list arriving).
  await expect.poll(() => chineseOnShow(page, moreData), { message: `Chinese on show in ${where}` }).toEqual([]);
}

/** A screen has settled: its spinners are gone and its list shows rows or says it is empty. */
async function settled(screen: Locator) {
  await expect(antd.spinning(screen)).toHaveCount(0);
  const table = antd.table(screen);
  if ((await table.count()) > 0) await expect(antd.rowsOrEmpty(table).first()).toBeVisible();
}

/** The dialog on show. */
const dialogOnShow = frontDialog;

/** A list screen read in English (its 查询 / 重置 / 确定 are Search / Reset / OK). */
const englishWords = { search: w.search, reset: w.reset, ok: w.ok };

/** Closes the dialog on show with Cancel (or its close button) and waits until it is gone. */
async function closeDialog(dialog: Locator) {
  const cancel = button(dialog, w.cancel);
  if (await cancel.count()) await cancel.first().click();
  else await antd.modalClose(dialog).click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens the screen's 新增 (Add) dialog, sends it empty, and checks the form and its messages; returns the messages.
 * Screens without an Add button are left as they are.
 */
async function addDialogInEnglish(page: Page, screen: ListScreen, where: string, moreData: string[] = []) {
  const add = screen.root.locator('.crud-page').first().getByRole('button', { name: 'Add', exact: true });
  const toolbarAdd = (await add.count()) ? add.first() : screen.button(w.add).first();
  if (!(await toolbarAdd.count())) return [];
  await toolbarAdd.click();
  const dialog = dialogOnShow(page);
  await expect(dialog).toBeVisible();
  await button(dialog, w.ok).click();
  await expect(fieldError(dialog).first()).toBeVisible();
  await expectEnglish(page, `${where}: the add dialog sent empty`, moreData);
  const messages = await fieldError(dialog).allInnerTexts();
  await closeDialog(dialog);
  return messages;
}

/** A group of the sidebar: its title, where it stands among the groups, and how many screens it holds. */
interface MenuGroup {
  title: string;
  at: number;
  screens: number;
}

/** The sidebar's groups: each one unfolded, with its screens counted. */
async function menuGroups(page: Page): Promise<MenuGroup[]> {
  const sidebar = page.getByTestId('sidebar');
  const folded = antd.foldedGroups(sidebar);
  for (let n = await folded.count(); n > 0; n--) await antd.menuGroupTitle(folded.first()).click();
  await expect(antd.foldedGroups(sidebar)).toHaveCount(0);
  const groups = antd.menuGroups(sidebar);
  const found: MenuGroup[] = [];
  for (let at = 0; at < (await groups.count()); at++) {
    const group = groups.nth(at);
    const title = (await antd.menuGroupTitle(group).first().innerText()).trim();
    found.push({ title, at, screens: await antd.menuItems(group).count() });
  }
  return found;
}

/**
 * The menu's walk in parts that run side by side (the whole walk alone took three minutes): the System and Authority
 * groups, where the screens the dropped English copies walked are, make one part; the other groups are dealt out
 * over the other parts, the largest first to the part with the fewest screens so far, so each part computes the
 * same deal from the same menu. Every group belongs to exactly one part.
 */
const otherParts = 2;
const ownPart = [w.system, w.authority];
function groupsOfPart(groups: MenuGroup[], part: number): MenuGroup[] {
  if (part === 0) return groups.filter((g) => ownPart.includes(g.title));
  const load = Array.from({ length: otherParts }, () => 0);
  const dealt = Array.from({ length: otherParts }, (): MenuGroup[] => []);
  const others = groups.filter((g) => !ownPart.includes(g.title));
  for (const g of [...others].sort((a, b) => b.screens - a.screens || a.at - b.at)) {
    const to = load.indexOf(Math.min(...load));
    load[to]! += g.screens;
    dealt[to]!.push(g);
  }
  return dealt[part - 1]!.sort((a, b) => a.at - b.at);
}

test('signing in in English: the login page, the home page and the header show no Chinese', async ({
  page,
  request,
  ui,
}) => {
  // Sign in in English: the login page itself, then the home page.
  const login = new LoginPage(page);
  await login.open();
  // The check sees Chinese where there is some: the login page in Chinese.
  await expect.poll(() => chineseOnShow(page)).not.toEqual([]);
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByTestId('login-submit')).toHaveText(/\w/);
  await expectEnglish(page, 'the login page');
  // English is chosen already: the form is filled and sent as it stands.
  await login.send();
  await expect(page).toHaveURL(/\/wel\/index/);
  await expect(page.getByTestId('sidebar').getByText(w.system, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectEnglish(page, 'the home page');

  // The header: notices popover, user menu, theme and lock dialogs. The bell counts the admin's unread mail and
  // in-app messages (消息中心, seeded), notices (seeded, and whatever other journeys left unread) and ready files.
  const api = await apiAs(request);
  const { unread } = await api.get('blade-desk/notice/inbox', { current: 1, size: 1 });
  expect(unread, 'the seeded notices are there to read').toBeGreaterThan(0);
  const counts = await api.get('blade-message/inbox/unread-count');
  await expect
    .poll(async () => Number(await ui.bellCount().getAttribute('title')))
    .toBeGreaterThanOrEqual(counts.mail + counts.message + unread);
  await page.getByTestId('notices').click();
  const popover = page.locator('.shell-notices');
  await expect(popover.getByRole('tab')).toHaveText([
    `Mail (${counts.mail})`,
    /^Messages \(\d+\)$/,
    `Notices (${unread})`,
  ]);
  await expectEnglish(page, 'the notices popover (mail)');
  await popover.getByRole('tab', { name: /^Messages/ }).click();
  // The messages themselves are what people wrote (Chinese here); the frame around them is English.
  await expect(popover.getByTestId('notices-messages').getByRole('button').first()).toBeVisible();
  await expectEnglish(page, 'the notices popover (messages)');
  await popover.getByRole('tab', { name: /^Notices/ }).click();
  const notices = popover.getByTestId('notices-notices');
  await expect(notices.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await expect(notices.getByText('Unread').first()).toBeVisible();
  await expectEnglish(page, 'the notices popover (notices)');
  // A notice opens in its reader (the popover closes).
  await notices.locator('[data-testid^="inbox-notice-"]').first().click();
  await expect(popover).toBeHidden();
  const reader = dialogOnShow(page);
  await expect(reader.getByTestId('notice-reader-content')).toBeVisible();
  await expectEnglish(page, 'the notice reader');
  await footerButton(reader, 'Close').click();
  await expect(reader).toBeHidden();

  await page.getByTestId('user-menu').click();
  await expect(page.getByText('Log out', { exact: true })).toBeVisible();
  await expectEnglish(page, 'the user menu');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Log out', { exact: true })).toBeHidden();

  for (const [testId, where] of [
    ['theme', 'the theme dialog'],
    ['lock', 'the lock dialog'],
  ] as const) {
    await page.getByTestId(testId).click();
    const dialog = dialogOnShow(page);
    await expect(dialog).toBeVisible();
    await expectEnglish(page, where);
    await closeDialog(dialog);
  }
});

test.describe('signed in in English', () => {
  test.use({ signedInAs: { lang: 'en' } });

  // The parts of the walk run side by side (they only read the menu, and each makes what it shows of its own).
  test.describe(() => {
    test.describe.configure({ mode: 'parallel' });
    for (let part = 0; part <= otherParts; part++) {
      test(`every screen of the menu, its add dialog sent empty and its own dialogs show no Chinese (part ${part + 1} of ${otherParts + 1})`, async ({
        page,
        request,
      }) => {
        const api = await apiAs(request);
        const run = unique();
        const app = `pharma-app-en${run}`;
        // A release already listed, so the gray screen has settled when the table shows it.
        if (part === 0)
          await api.post('blade-system/gray/submit', { gray: `${app}-other`, versions: '1.0.0', shopList: 'S900' });
        await page.goto('/wel/index');
        await expect(page.getByTestId('sidebar').getByText(w.system, { exact: true })).toBeVisible({
          timeout: 30_000,
        });

        // Every screen of this part's groups, its add dialog sent empty, and what a screen's own dialogs show.
        const groups = await menuGroups(page);
        expect(groups.reduce((n, g) => n + g.screens, 0)).toBeGreaterThanOrEqual(15);
        if (part === 0)
          expect(
            groupsOfPart(groups, 0)
              .map((g) => g.title)
              .sort(),
          ).toEqual([...ownPart].sort());
        const visited: string[] = [];
        for (const group of groupsOfPart(groups, part)) {
          for (let i = 0; i < group.screens; i++) {
            const item = antd.menuGroups(page.getByTestId('sidebar')).nth(group.at);
            const entry = antd.menuItems(item).nth(i);
            const name = (await entry.innerText()).trim();
            const before = page.url();
            // By place, not by name: two screens may share one (System's and Purchasing's Parameters).
            await entry.click();
            await expect(page).not.toHaveURL(before);
            const path = new URL(page.url()).pathname;
            visited.push(path);
            const screen = new ListScreen(page, path, englishWords);
            await expect(screen.root).toBeVisible();
            await settled(screen.root);
            // Data trees: the departments beside the users, the regions. A form of one shipper's values (采购设置,
            // 参数设置): the shipper, warehouse and people picked and the remark written are data.
            const trees = ['/system/user', '/base/region', '/system/dept'].includes(path)
              ? [antdCss.treeTitles]
              : (shipperForms[path] ?? []);
            await expectEnglish(page, `${name} (${path})`, trees);
            await screens[path]?.(page, screen, { api, run, app });
            if (!screens[path]?.ownsAdd) await addDialogInEnglish(page, screen, `${name} (${path})`, trees);
          }
        }
        if (part !== 0) return;
        // The screens the dropped English copies walked are all among this part's.
        for (const path of [
          '/system/tenant',
          '/system/tenantpackage',
          '/system/param',
          '/base/region',
          '/system/gray',
          '/system/dict',
          '/system/dictbiz',
          '/authority/role',
          '/authority/datascope',
          '/authority/apiscope',
          '/system/user',
          '/system/dept',
        ]) {
          expect(visited).toContain(path);
        }

        // The tab bar's menu.
        await page.getByTestId('tags-menu').click();
        await expect(page.getByRole('menuitem').first()).toBeVisible();
        await expectEnglish(page, 'the tab bar menu');
        await page.keyboard.press('Escape');
      });
    }
  });

  test('the dictionaries in both layouts and the personal info page show no Chinese', async ({ page }) => {
    // The dictionaries in both layouts: pick one, its entries show; the add dialogs' messages.
    for (const layout of ['horizontal', 'vertical']) {
      await page.goto(`/dict-${layout}/index`);
      const parents = page.locator('.crud-page').nth(0);
      const entries = page.locator('.crud-page').nth(1);
      await expect(entries.getByText(w.pickDict)).toBeVisible({ timeout: 30_000 });
      await settled(parents);
      await expectEnglish(page, `/dict-${layout}/index`);
      const first = antd.rows(parents).first();
      const code = (await first.locator('td').nth(1).innerText()).trim();
      await first.getByText(code, { exact: true }).click();
      await expect(entries.getByText(/^Entries of /)).toBeVisible();
      await settled(entries);
      await expectEnglish(page, `/dict-${layout}/index with a dictionary picked`);
      await button(parents, w.add).click();
      const dialog = dialogOnShow(page);
      await button(dialog, w.ok).click();
      for (const message of [w.codeRequired, w.dictNameRequired, w.sortRequired]) {
        await expect(dialog.getByText(message)).toBeVisible();
      }
      await expectEnglish(page, `/dict-${layout}/index: the add dialog sent empty`);
      await closeDialog(dialog);
    }

    // The personal info page: both tabs, the phone rule and the avatar rule.
    await page.goto('/info/index');
    const info = page.getByTestId('info-page');
    await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
    await expect(page.getByText('JPG or PNG only, at most 500 kb')).toBeVisible();
    await expectEnglish(page, '/info/index');
    // The form fills itself once the caller's info has loaded: cleared before that, the phone would come back.
    await expect(page.getByTestId('info-phone')).not.toHaveValue('');
    await page.getByTestId('info-phone').fill('');
    await page.getByTestId('info-save').click();
    await expect(page.getByText('The mobile phone number cannot be empty')).toBeVisible();
    await info.locator('input[type="file"]').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: gif });
    await expect(page.getByText('The avatar must be a JPG or PNG image')).toBeVisible();
    await expectEnglish(page, '/info/index with its messages');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByTestId('password-save').click();
    await expect(fieldError(page).filter({ visible: true }).first()).toBeVisible();
    await expectEnglish(page, '/info/index: the password tab sent empty');
  });
});

interface Walk {
  api: Awaited<ReturnType<typeof apiAs>>;
  run: string;
  app: string;
}
type ScreenWalk = ((page: Page, screen: ListScreen, walk: Walk) => Promise<void>) & { ownsAdd?: boolean };

/**
 * Screens that show one shipper's saved values in a form (the parameters' own names are marked `.user-data`): where
 * the values picked and written show.
 */
const shipperForms: Record<string, string[]> = {
  '/smartsupply/setting': [antdCss.chosenItems, 'textarea'],
  '/smartsupply/param-set': [antdCss.chosenItems, 'textarea'],
  '/smartsupply/param-attributes': [antdCss.chosenItems, 'textarea'],
};

/** What some screens show beyond their list and add dialog, walked in English. */
const screens: Record<string, ScreenWalk> = {
  // The permission dialog's menus, by their English names.
  '/authority/role': async (page, screen) => {
    await screen.row('administrator').first().getByRole('checkbox').check();
    await screen.button(w.grant).click();
    const dialog = dialogOnShow(page);
    // The tree opens folded: a menu is found by the dialog's search, as a user finds it.
    await dialog.getByRole('searchbox', { name: w.searchTree }).first().fill(w.params);
    await expect(treeNode(dialog, w.params)).toBeVisible();
    await expectEnglish(page, 'the permission dialog');
    await closeDialog(dialog);
    await screen.row('administrator').first().getByRole('checkbox').uncheck();
  },
  // The scope drawer of 用户管理 / 参数管理 and its add dialog sent empty.
  '/authority/datascope': async (page, screen) => scopeDrawerInEnglish(page, screen, w.users, 'data scopes'),
  '/authority/apiscope': async (page, screen) => scopeDrawerInEnglish(page, screen, w.params, 'API scopes'),
  // A tenant added: its administrator's password dialog; then its package dialog.
  '/system/tenant': Object.assign(
    async (page: Page, screen: ListScreen, { run }: Walk) => {
      await addDialogInEnglish(page, screen, 'Tenants');
      await screen.button(w.add).click();
      const tenantName = `English Pharma ${run}`;
      await addTenantInDialog(dialogOnShow(page), tenantName, w, {
        linkman: 'Manager Wang',
        whileShown: () => expectEnglish(page, "the tenant administrator's password dialog"),
      });
      await screen.select(tenantName);
      await screen.button(w.packageSetup).click();
      const packages = page.getByRole('dialog', { name: w.packageSetup });
      await expect(packages).toBeVisible();
      await expectEnglish(page, 'the package dialog');
      await closeDialog(packages);
    },
    { ownsAdd: true },
  ),
  // The export's file: English name and headers. A parameter key that exists: the server says so in English.
  '/system/param': async (page, screen) => {
    const [download] = await Promise.all([page.waitForEvent('download'), screen.button(w.export).click()]);
    expect(download.suggestedFilename()).toBe(`${w.params}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toEqual([w.paramName, w.paramKey, w.paramValue, w.createdAt]);

    await screen.button(w.add).click();
    const dialog = dialogOnShow(page);
    await dialog.getByLabel(w.paramName).fill('Duplicate');
    await dialog.getByLabel(w.paramKey).fill('account.registerUser');
    await dialog.getByLabel(w.paramValue).fill('x');
    await button(dialog, w.ok).click();
    await expect(page.getByText('This parameter key already exists; choose another')).toBeVisible();
    // What was typed is not dropped without a question, asked in English too.
    await button(dialog, w.cancel).click();
    await expect(confirmation(page, w.discardTitle)).toBeVisible();
    await expectEnglish(page, 'the question before a typed form is dropped');
    await button(confirmation(page), w.discard).click();
    await expect(dialog).toBeHidden();
  },
  // A release added in English: disabled, enabled after a confirmation.
  '/system/gray': Object.assign(
    async (page: Page, screen: ListScreen, { app }: Walk) => {
      await addDialogInEnglish(page, screen, 'Gray releases');
      await expect(screen.row(`${app}-other`)).toBeVisible();
      await screen.button(w.add).click();
      const dialog = dialogOnShow(page);
      await dialog.getByLabel(w.grayApp).fill(app);
      await dialog.getByLabel(w.grayVersion).fill('2.3.0');
      await dialog.getByLabel(w.grayShops).fill('S001');
      await button(dialog, w.ok).click();
      await expect(page.getByText(w.added).first()).toBeVisible();
      const release = screen.row(app);
      await expect(release).toContainText(w.grayDisabled);
      await button(release, w.enable).click();
      await expect(confirmation(page)).toBeVisible();
      await expectEnglish(page, 'the enable confirmation');
      await screen.confirm();
      await expect(release).toContainText(w.grayEnabled);
      await expect(button(release, w.disable)).toBeVisible();
    },
    { ownsAdd: true },
  ),
  // The designer: the model form, bpmn-js's canvas and palette, the properties of the process.
  '/flow/model': Object.assign(
    async (page: Page, screen: ListScreen) => {
      await screen.button('Create').click();
      const designer = antd.frontDrawer(page);
      await expect(designer.locator('.djs-container')).toBeVisible({ timeout: 30_000 });
      await expect(designer.getByTestId('properties-panel')).toBeVisible();
      await expectEnglish(page, 'the process designer');
      await closeDrawer(designer);
      await expect(designer).toBeHidden();
    },
    { ownsAdd: true },
  ),
  // The chart of the administrator's own leave request: its frame and legend (the diagram's names are data).
  '/work/send': async (page: Page, screen: ListScreen) => {
    await button(screen.rows.first(), 'Follow').click();
    const chart = page.getByRole('dialog', { name: 'Flow chart' });
    await expect(chart.getByTestId('flow-chart-canvas').locator('.djs-container')).toBeVisible({ timeout: 30_000 });
    await expectEnglish(page, 'the flow chart', ['.djs-container']);
    await closeDialog(chart);
  },
  // 报表列表: a report previewed (its cells are data), and Add, which opens the designer rather than a dialog.
  '/report/reportlist': Object.assign(
    async (page: Page, screen: ListScreen) => {
      await button(screen.row('notice.report.json'), 'Preview').click();
      const viewer = page.getByTestId('report-viewer');
      await expect(viewer.getByRole('button', { name: 'Print' })).toBeEnabled();
      await expectEnglish(page, 'the report viewer');
      // Back to the list by its tab (a reload would fold the sidebar the walk goes on reading).
      await page.locator(`[data-testid="tag"][data-tag="${screen.path}"]`).click();
      await expect(screen.root).toBeVisible();
      await screen.button(w.add).click();
      const designer = page.getByTestId('report-designer');
      await expect(designer.getByText('Datasets', { exact: true })).toBeVisible();
      await expectEnglish(page, 'the report designer');
    },
    { ownsAdd: true },
  ),
  // 采购目录's 新增 opens its editor in a drawer: sent empty, its messages; closed with Cancel.
  '/smartsupply/catalogue': Object.assign(
    async (page: Page, screen: ListScreen) => {
      await screen.button(w.add).click();
      const editor = antd.frontDrawer(page);
      await expect(editor).toBeVisible();
      await button(editor, 'Save').click();
      await expect(fieldError(editor).first()).toBeVisible();
      await expectEnglish(page, 'the catalogue editor sent empty');
      await button(editor, w.cancel).click();
      await expect(editor).toBeHidden();
    },
    { ownsAdd: true },
  ),
  // A district picked: its level reads in English.
  '/base/region': async (page, { root: screen }) => {
    await expect(screen.getByRole('combobox', { name: w.regionSearch })).toBeVisible();
    await toggleNode(screen, '广东省');
    await toggleNode(screen, '广州市');
    await treeNode(screen, '天河区').click();
    await expect(screen.locator('#region-form_name')).toHaveValue('天河区');
    await expect(formItem(screen, w.regionLevel)).toContainText(w.district);
    await expectEnglish(page, 'a region picked', [antdCss.treeTitles]);
  },
};

async function scopeDrawerInEnglish(page: Page, screen: ListScreen, menuName: string, where: string) {
  const drawer = await scopeDrawer(w, screen, w.system, menuName);
  await settled(drawer);
  await expectEnglish(page, `the ${where} drawer`);
  await button(drawer, w.add).click();
  const dialog = dialogOnShow(page);
  await expect(dialog).toBeVisible();
  await button(dialog, w.ok).click();
  await expect(fieldError(dialog).first()).toBeVisible();
  await expectEnglish(page, `the ${where} add dialog sent empty`);
  await closeDialog(dialog);
  await closeDrawer(drawer);
  await expect(drawer).toBeHidden();
}
