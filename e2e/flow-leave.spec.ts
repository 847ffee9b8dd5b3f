import { button, Console, expect, ListScreen, option, type Page, pickDate, test } from './fixtures.ts';
import { apiAs, newRole, newUser, sessionAs, unique } from './support.ts';
import { handleTask } from './work.ts';

/**
 * The leave process as its people meet it, in Chinese: an applicant of this journey's own applies for two days from
 * 发起事务 with an approver of their choice; the approver rejects it from 待办事务 (驳回); the applicant finds 调整申请 and applies
 * again (重新申请); the approver agrees; the 经理审批 step is offered to the `manager` role, one manager claims it
 * (签收) and agrees; the applicant sees it finished in 已发事务, reads its history and opens the chart, the steps
 * marked finished. The applicant is a user of the journey's own, so its 已发事务 holds this request only (the
 * administrator's also holds the processes other journeys start while this one runs).
 */

// Four sessions taking turns through five screens: give it room on a loaded machine.
test.describe.configure({ timeout: 150_000 });

const run = unique();
const password = 'Leave#2026a';
const applicant = { account: `lap${run}`, realName: `申请人${run}` };
const hr = { account: `lhr${run}`, realName: `人事${run}` };
const manager = { account: `lmg${run}`, realName: `经理${run}` };
const reason = `参加学术会议${run}`;

test.beforeAll(async ({ request }) => {
  const api = await apiAs(request);
  const me = await api.get('blade-user/info');
  const workRole = await newRole(api, `请假审批${run}`, `leave_hr_${run}`, ['我的事务']);
  await newUser(api, { ...applicant, password, roleId: workRole, deptId: me.deptId });
  await newUser(api, { ...hr, password, roleId: workRole, deptId: me.deptId });
  // The Leave definition offers 经理审批 to the role aliased `manager` (seeded with the demo users).
  const roles = (await api.get('blade-system/role/list')) as Array<{ id: string; roleAlias: string }>;
  const managers = roles.find((r) => r.roleAlias === 'manager');
  expect(managers, 'the demo role manager').toBeDefined();
  await newUser(api, { ...manager, password, roleId: managers!.id, deptId: me.deptId });
});

/** The row of this journey's request in a work list (by its process name and applicant's step). */
const ours = (screen: ListScreen, text = '请假流程') => screen.rowWith(text);

/** Opens 待办事务 and handles the first task named `step` with `opinion` and the button `action`. */
const handle = (page: Page, step: string, opinion: string, action: string) =>
  handleTask(page, (todo) => ours(todo, step), { reason, opinion, action });

test('a leave request: applied, rejected, applied again, approved by HR and a manager who claims it', async ({
  browser,
  request,
}) => {
  const page = await sessionAs(browser, request, { account: applicant.account, password });
  const ui = new Console(page);
  await ui.home();
  const start = await ui.open('/work/start');
  await button(start.row('Leave'), '发起').click();
  await expect(page).toHaveURL(/\/work\/process\/leave\/form\/Leave/);
  const form = page.locator('form[id="leave-form"]');
  await form.getByLabel('审批人').click();
  await form.getByLabel('审批人').fill(hr.account);
  await option(form, hr.account).click();
  // Monday 09:00 to Tuesday 18:00: two working days (issue 35 saw 1, counted in whole 24-hour days).
  await pickDate(form, '开始时间', '2026-12-07 09:00:00');
  await pickDate(form, '结束时间', '2026-12-08 18:00:00');
  await form.getByLabel('请假理由').fill(reason);
  await button(form, '提交').click();
  await expect(page).toHaveURL(/\/work\/send/);
  const sent = ui.screen('/work/send').rowWith('人事审批');
  await expect(sent).toContainText('未办结');

  // The approver rejects it.
  const approver = await sessionAs(browser, request, { account: hr.account, password });
  await handle(approver, '人事审批', '请补充会议邀请函', '驳回');

  // Back to the applicant: 调整申请, applied again.
  await handle(page, '调整申请', '已补充邀请函', '重新申请');

  // The approver agrees this time; two days go to 经理审批, offered to the managers.
  await handle(approver, '人事审批', '同意', '同意');
  const boss = await sessionAs(browser, request, { account: manager.account, password });
  const claim = await ListScreen.at(boss, '/work/claim');
  await expect(ours(claim, '经理审批')).toBeVisible();
  await button(ours(claim, '经理审批'), '签收').click();
  await expect(boss.getByText('已签收, 请在待办事务中办理')).toBeVisible();
  await handle(boss, '经理审批', '同意, 注意安排工作交接', '同意');

  // The applicant sees it finished, with its history and its chart.
  const sentList = await ui.open('/work/send');
  await expect
    .poll(async () => {
      await sentList.button('查询').click();
      return sentList.rows.filter({ hasText: '已办结' }).count();
    })
    .toBeGreaterThan(0);
  await button(sentList.rowWith('已办结'), '详情').click();
  await expect(page).toHaveURL(/\/work\/process\/leave\/detail\//);
  const detail = page.locator('.leave-page:visible');
  const steps = detail.getByTestId('flow-step');
  await expect(steps.filter({ hasText: '请补充会议邀请函' })).toHaveCount(1);
  await expect(steps.filter({ hasText: '同意, 注意安排工作交接' })).toHaveCount(1);
  await expect(detail.getByText('已办结').first()).toBeVisible();
  await expect(
    detail.locator('th', { hasText: '请假天数' }).locator('xpath=following-sibling::td[1]').first(),
  ).toHaveText('2 天');
  await button(detail, '流程图').click();
  const chart = page.getByRole('dialog', { name: '流程图展示' });
  const canvas = chart.getByTestId('flow-chart-canvas');
  // The whole dialog is on the screen, its close button and the bpmn.io mark included.
  const box = (await chart.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
  await expect(canvas.locator('[data-element-id="managerTask"].flow-chart-finished')).toBeVisible();
  await expect(canvas.locator('[data-element-id="reApply"].flow-chart-finished')).toBeVisible();
  await expect(canvas.locator('[data-element-id="flowHrReject"].flow-chart-flow')).toHaveCount(1);
  // The way from 经理审批 through its gateway to 结束 is marked, painted over any flow not taken, and wider.
  for (const id of ['flowManager', 'flowManagerPass'])
    await expect(canvas.locator(`[data-element-id="${id}"].flow-chart-flow`)).toHaveCount(1);
  const look = await canvas
    .locator('[data-element-id="flowManagerPass"] .djs-visual > path')
    .evaluate((path) => ({ stroke: getComputedStyle(path).stroke, width: getComputedStyle(path).strokeWidth }));
  expect(look).toEqual({ stroke: 'rgb(250, 173, 20)', width: '3px' });
  const painted = await canvas.evaluate((host) => {
    const group = (id: string) => host.querySelector(`[data-element-id="${id}"]`)!.parentElement!;
    const taken = group('flowManagerPass');
    const notTaken = group('flowReApplyClose');
    return taken.parentElement === notTaken.parentElement
      ? [...taken.parentElement!.children].indexOf(taken) > [...taken.parentElement!.children].indexOf(notTaken)
      : true;
  });
  expect(painted).toBe(true);
  // No two flow labels overlap (同意, 驳回, 重新申请, 关闭申请 near the reject gateway did).
  const labels = await canvas.locator('.djs-element.djs-shape[data-element-id$="_label"]').evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { id: n.getAttribute('data-element-id'), x: r.x, y: r.y, r: r.right, b: r.bottom };
    }),
  );
  expect(labels.length).toBeGreaterThan(5);
  for (const a of labels)
    for (const b of labels)
      if (a.id! < b.id!) expect(a.r <= b.x || b.r <= a.x || a.b <= b.y || b.b <= a.y, `${a.id} / ${b.id}`).toBe(true);
  // Never reached: 老板审批 stays unmarked.
  await expect(canvas.locator('[data-element-id="bossTask"].flow-chart-finished')).toHaveCount(0);
  await expect(chart.getByText('bpmn.io', { exact: false }).or(chart.locator('.bjs-powered-by'))).toBeVisible();
  await approver.context().close();
  await boss.context().close();
  await page.context().close();
});
