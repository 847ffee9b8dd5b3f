import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { button, choose, closeDrawer, expect, expectRowShows, row, rows, test } from './fixtures.ts';
import { apiAs, sessionAs, unique } from './support.ts';

/**
 * 消息中心 as an administrator and a recipient meet it: a template with an in-app and a mail content is made,
 * approved and sent to two users from the console; 消息记录 shows both sent with their attempts (站内信 and 邮件);
 * a real SMTP server in this process receives the two mails; the recipient finds the message unread in the notices
 * popover's 消息 tab and reads it.
 */
test.use({ signedInAs: {} });

const run = unique();
const code = `E2E_PLAN_${run}`;
const name = `采购计划通知${run}`;
const recipients = [`msga${run}`, `msgb${run}`];
const password = 'Msg#2026a';

/** Mail as the SMTP server took it: who to, and the raw text. */
const mails: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let smtpPort = 0;

test.beforeAll(async ({ request }) => {
  smtp = new SMTPServer({
    logger: false,
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  // What the journey starts from: two users with mailboxes, and a mail channel to the server above.
  const api = await apiAs(request);
  const me = await api.get('blade-user/info');
  for (const account of recipients)
    await api.post('blade-user/submit', {
      account,
      password,
      realName: `收件人${account.slice(3, 4).toUpperCase()}`,
      email: `${account}@e2e.test`,
      deptId: me.deptId,
    });
  const channel = await api.post('blade-message/sendChannel/submit', {
    channelCode: `E2E_MAIL_${run}`,
    channelName: `测试邮箱${run}`,
    channelType: 'EMAIL',
  });
  const settings = {
    host: '127.0.0.1',
    port: String(smtpPort),
    secure: 'false',
    username: 'journey',
    password: 'journey-pw',
    fromAddress: 'notice@e2e.test',
    fromName: '医药中台',
  };
  for (const [paramKey, paramValue] of Object.entries(settings))
    await api.post('blade-message/sendChannelDetail/submit', { sendChannelId: channel.id, paramKey, paramValue });
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

test('a template with in-app and mail contents, sent to two users, read in the popover', async ({
  page,
  browser,
  request,
  ui,
}) => {
  await ui.home();
  const templates = await ui.open('/message/template');
  await templates.button('新增').click();
  const form = page.getByRole('dialog');
  await form.getByLabel('模板编码').fill(code);
  await form.getByLabel('模板名称').fill(name);
  await choose(form, '消息类型', '通知');
  await form.getByRole('button', { name: /添加变量/ }).click();
  await form.getByLabel('变量名').fill('planNo');
  await form.getByLabel('说明').fill('计划单号');
  await button(form, '确定').click();
  await expect(form).toBeHidden();

  // Its contents: one for the inbox, one for mail through the journey's mailbox.
  await button(templates.row(code), '内容').click();
  const drawer = page.getByRole('dialog', { name: `${name} 的内容` });
  for (const [type, title, content] of [
    ['站内信', '计划 ${planNo} 已通过', '采购计划 ${planNo} 已审核通过, 请及时下单。'],
    ['邮件', '【已通过】采购计划 ${planNo}', '您好: 采购计划 ${planNo} 已审核通过。'],
  ] as const) {
    await button(drawer, '新增').click();
    const dialog = page.getByRole('dialog').last();
    await choose(dialog, '渠道类型', type);
    if (type === '邮件') await choose(dialog, '指定发送渠道', `测试邮箱${run}`);
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('内容', { exact: true }).fill(content);
    await button(dialog, '确定').click();
    await expect(row(drawer, type)).toBeVisible();
  }
  await closeDrawer(drawer);
  await expect(drawer).toBeHidden();
  await expectRowShows(templates.row(code), '待审核');
  await button(templates.row(code), '审核').click();
  const review = page.getByRole('dialog').last();
  await review.getByText('通过', { exact: true }).click();
  await button(review, '确定').click();
  await expect(templates.row(code)).toContainText('已通过');

  // Sent from 消息记录 to the two users.
  const records = await ui.open('/message/record');
  await records.button('发送消息').click();
  const send = page.getByRole('dialog').last();
  await choose(send, '消息模板', name);
  await send.getByLabel('计划单号').fill('CGJH2099112601');
  const receivers = send.getByLabel('接收者');
  for (const account of recipients) {
    await receivers.fill(account);
    await receivers.press('Enter');
  }
  await button(send, '发送').click();
  await expect(send.getByTestId('send-outcome')).toContainText('已受理 2 条');
  await button(send, '关闭').click();

  // Both sent, each through the inbox and the mailbox.
  await records.searchField('模板编码').fill(code);
  await expect
    .poll(
      async () => {
        await records.button('查询').click();
        return records.rows.filter({ hasText: '发送成功' }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  await button(records.rows.first(), '查看').click();
  const attempts = page.getByTestId('record-attempts');
  await expect(rows(attempts)).toHaveCount(2);
  await expect(attempts).toContainText('站内信');
  await expect(attempts).toContainText('邮件');
  await expect(rows(attempts).filter({ hasText: '成功' })).toHaveCount(2);
  expect(mails.flatMap((m) => m.to).sort()).toEqual(recipients.map((r) => `${r}@e2e.test`).sort());

  // The recipient reads it in the notices popover.
  const reader = await sessionAs(browser, request, { account: recipients[0], password });
  // A user with no menus granted: the bell is all this journey needs of the frame.
  await reader.goto('/wel/index');
  await reader.getByTestId('notices').click();
  const popover = reader.locator('.shell-notices');
  await popover.getByRole('tab', { name: '消息 (1)' }).click();
  const item = popover.getByTestId('notices-messages').getByText('计划 CGJH2099112601 已通过');
  await expect(item).toBeVisible();
  await item.click();
  const opened = reader.getByRole('dialog', { name: '计划 CGJH2099112601 已通过' });
  await expect(opened.getByTestId('message-reader-content')).toHaveText(
    '采购计划 CGJH2099112601 已审核通过, 请及时下单。',
  );
  await button(opened, '关闭').click();
  await reader.getByTestId('notices').click();
  await expect(popover.getByRole('tab', { name: '消息 (0)' })).toBeVisible();
  await reader.context().close();
});
