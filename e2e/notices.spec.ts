import { test as base, button, expect, type Locator, type Page } from './fixtures.ts';
import { apiAs, newTenant, serverOf, unique } from './support.ts';

/**
 * 通知公告 as a user meets it, in a tenant of its own (so its inbox holds exactly what this journey publishes):
 * a notice released now and one released tomorrow are published through the API; in the browser the current one
 * shows on the home page and in the notices popover's 通知 tab, unread and counted, tomorrow's nowhere; opening it
 * shows its formatted content and marks it read, and every count drops. Then the notice board's editor: a notice's
 * content is rewritten with the toolbar (bold, a link; a javascript: link refused) and saved as HTML.
 */
interface Tenant {
  tenantId: string;
  password: string;
}

const run = unique();
const today = `本周 GSP 自查安排${run}`;
const tomorrow = `明日系统维护${run}`;

/** A time as the API takes it: `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (the server's zone). */
function shanghai(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const test = base.extend<object, { tenant: Tenant }>({
  tenant: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: serverOf(workerInfo) });
      try {
        const made = await newTenant(await apiAs(request), `通知公告租户${run}`);
        const admin = await apiAs(request, 'admin', made.password, made.tenantId);
        const publish = (title: string, releaseTime: string, content: string) =>
          admin.post('blade-desk/notice/submit', { title, category: 1, releaseTime, content });
        // A minute ago: released by the time the browser asks.
        await publish(
          today,
          shanghai(new Date(Date.now() - 60_000)),
          '<p>请各部门于周五前完成 <strong>GSP 自查</strong></p>',
        );
        await publish(tomorrow, shanghai(new Date(Date.now() + 86_400_000)), '<p>明晚 22:00 起暂停服务</p>');
        await use(made);
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],
  signedInAs: async ({ tenant }, use) => {
    await use({ account: 'admin', password: tenant.password, tenantId: tenant.tenantId });
  },
});

async function openNoticesTab(page: Page, tab: string): Promise<Locator> {
  await page.getByTestId('notices').click();
  const popover = page.locator('.shell-notices');
  await expect(popover).toBeVisible();
  await popover.getByRole('tab', { name: tab }).click();
  const list = popover.getByTestId('notices-notices');
  await expect(list).toBeVisible();
  return list;
}

test('a released notice shows on the home page and in the popover, unread until opened', async ({ page, ui }) => {
  await ui.home();

  // The home page: today's notice, unread; tomorrow's not yet.
  const card = page.getByTestId('home-notices');
  const entry = card.locator('button', { hasText: today });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('发布通知');
  await expect(entry).toContainText('未读');
  await expect(card.getByTestId('home-notices-unread')).toHaveText('1 条未读');
  await expect(card).not.toContainText(tomorrow);

  // The popover: its 通知 tab counts the one unread notice, and so does the bell (this tenant has no messages).
  await expect(ui.bellCount()).toHaveAttribute('title', '1');
  const list = await openNoticesTab(page, '通知 (1)');
  const item = list.locator('button', { hasText: today });
  await expect(item).toContainText('未读');
  await expect(list).not.toContainText(tomorrow);

  // Opened from the popover: the content, formatted; it is read now, everywhere.
  await item.click();
  const reader = page.getByRole('dialog', { name: today });
  await expect(reader.getByTestId('notice-reader-content').locator('strong')).toHaveText('GSP 自查');
  // Nothing unread left: the bell shows no number.
  await expect(ui.bellCount()).toHaveCount(0);
  await reader.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(reader).toBeHidden();
  await expect(entry).not.toContainText('未读');
  await expect(card.getByTestId('home-notices-unread')).toHaveCount(0);
  const again = await openNoticesTab(page, '通知 (0)');
  await expect(again.locator('button', { hasText: today })).not.toContainText('未读');
});

test('the notice board writes the content in a rich-text editor and refuses a javascript: link', async ({
  page,
  request,
  tenant,
  ui,
}) => {
  const screen = await ui.open('/desk/notice');
  await screen.row(tomorrow).getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑' });
  // The editor loads on demand, with the notice's content.
  const content = dialog.getByRole('textbox', { name: '通知内容' });
  await expect(content).toContainText('明晚 22:00 起暂停服务', { timeout: 30_000 });

  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('请提前保存工作');
  await page.keyboard.press('Shift+Home');
  await dialog.getByRole('button', { name: '插入链接' }).click();
  const linking = page.getByRole('dialog', { name: '插入链接' });
  await linking.getByLabel('链接地址').fill('javascript:alert(document.cookie)');
  await button(linking, '确定').click();
  await expect(linking.getByText('只能链接到 http、https、mailto 或 tel 地址')).toBeVisible();
  await linking.getByLabel('链接地址').fill('https://example.com/plan');
  await button(linking, '确定').click();
  await expect(linking).toBeHidden();
  await expect(content.locator('a strong, strong a').first()).toHaveText('请提前保存工作');

  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();
  const admin = await apiAs(request, 'admin', tenant.password, tenant.tenantId);
  const list = await admin.get('blade-desk/notice/list', { title: tomorrow });
  const saved = await admin.get('blade-desk/notice/detail', { id: list.records[0].id });
  expect(saved.content).toContain('<p>明晚 22:00 起暂停服务</p>');
  expect(saved.content).toMatch(
    /<a [^>]*href="https:\/\/example.com\/plan"[^>]*><strong>请提前保存工作<\/strong><\/a>/,
  );
  expect(saved.content).not.toContain('javascript');

  // 查看 shows it formatted.
  await screen.row(tomorrow).getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(view.getByTestId('notice-content').locator('strong')).toHaveText('请提前保存工作');
});
