import { type BladeFlow, purchaseDocsCalls as calls, flowCalls } from '@pharma/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { useTags } from '../../../shell/tabs/tagsStore.ts';
import { stubChartViewer } from '../../flow/work/flowTestKit.tsx';
import { purchaseModule } from '../index.ts';
import {
  docsBackend,
  plan,
  planDetailOf,
  planLine,
  resetScreensAfterEach,
  spyNavigation,
} from '../purchase.fixture.tsx';
import { PlanFlowDetailPage } from './PlanFlowDetailPage.tsx';
import { PlanFlowFormPage } from './PlanFlowFormPage.tsx';
import { PlanFlowHandlePage } from './PlanFlowHandlePage.tsx';

stubChartViewer();

const handlePath = '/work/process/purchase-plan/handle/3001/2601/7';
const detailPath = '/work/process/purchase-plan/detail/2601/7';

/** A plan in its approval process (instance 2601), as purchasePlan/detail answers it. */
const waiting = plan('7', 'CGJH209903010007', 1, {
  shipperName: '云岭本草医药',
  processInstanceId: '2601',
  inFlow: true,
  submitTime: '2099-03-01 10:00:00',
  remark: '春季备货',
});

/** history-flow-list of the instance: committed by the buyer, waiting at 采购主管审核. */
const history: BladeFlow[] = [
  {
    historyActivityId: 'start',
    historyActivityName: '提交审核',
    historyActivityType: 'startEvent',
    assigneeName: '采购员小李',
    createTime: '2099-03-01 10:00:00',
    endTime: '2099-03-01 10:00:00',
  },
  { historyActivityId: 'flowStart', historyActivityType: 'sequenceFlow', endTime: '2099-03-01 10:00:00' },
  {
    historyActivityId: 'planAudit',
    historyActivityName: '采购主管审核',
    historyActivityType: 'userTask',
    taskId: '3001',
    taskDefinitionKey: 'planAudit',
    assigneeName: '主管老王',
    createTime: '2099-03-01 10:00:00',
  },
];

function start(record = waiting) {
  return docsBackend()
    .on(calls.planDetail, () =>
      planDetailOf(record, [planLine(1), planLine(2, { supplierName: '上海医药分销', amount: '2736.00' })]),
    )
    .on(flowCalls.historyFlowList, () => history)
    .on(flowCalls.completeTask, () => true)
    .on(flowCalls.modelView, () => ({ xml: '<definitions/>', flow: [] }));
}

const showHandle = async () => {
  renderApp(<PlanFlowHandlePage />, handlePath);
  await screen.findByText('CGJH209903010007');
};
const opinion = () => screen.getByLabelText('审批意见');

resetScreensAfterEach();

describe('采购计划审批 (the plan’s handle and detail pages)', () => {
  it('are the pages the registry opens for the work lists’ purchase-plan route', async () => {
    registerModulePages(purchaseModule);
    expect((await findPage(handlePath)!.load()).default).toBe(PlanFlowHandlePage);
    expect((await findPage(detailPath)!.load()).default).toBe(PlanFlowDetailPage);
    expect((await findPage('/work/process/purchase-plan/form/PurchasePlan%3A1%3A9')!.load()).default).toBe(
      PlanFlowFormPage,
    );
  });

  it('shows the plan (header, totals, lines), the step it waits at and the history', async () => {
    const backend = start();
    await showHandle();
    expect(backend.asked(calls.planDetail)[0]!.query).toEqual({ id: '7' });
    expect(backend.asked(flowCalls.historyFlowList)[0]!.query).toEqual({ processInstanceId: '2601' });
    expect(screen.getByText('云岭本草医药')).toBeTruthy();
    expect(screen.getByText('4560.00')).toBeTruthy();
    expect(screen.getByText('春季备货')).toBeTruthy();
    const lines = screen.getByTestId('plan-flow-lines');
    expect(within(lines).getByText('上海医药分销')).toBeTruthy();
    expect(within(lines).getByText('2736.00')).toBeTruthy();
    await screen.findByText('主管老王 在 [2099-03-01 10:00:00] 开始处理 [采购主管审核] 环节');
    // 当前环节, beside its label.
    const step = screen.getByText('当前环节').closest('tr') as HTMLElement;
    expect(within(step).getByText('采购主管审核')).toBeTruthy();
  });

  it('同意 completes the task with flag ok (the opinion optional), then goes back to 待办事务, closing its tab', async () => {
    const backend = start();
    const to = spyNavigation();
    useTags.getState().open({ value: handlePath, query: '', label: handlePath, meta: {} });
    await showHandle();
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/work/todo'));
    expect(backend.asked(flowCalls.completeTask)[0]!.body).toEqual({
      taskId: '3001',
      processInstanceId: '2601',
      flag: 'ok',
      variables: {},
    });
    expect(useTags.getState().tags.map((t) => t.value)).not.toContain(handlePath);
  });

  it('驳回 needs an opinion, then completes without the flag, the opinion as its comment', async () => {
    const backend = start();
    const to = spyNavigation();
    await showHandle();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回时请填写审核意见')).toBeTruthy();
    expect(backend.asked(flowCalls.completeTask)).toHaveLength(0);
    fireEvent.change(opinion(), { target: { value: '数量偏大, 请核减' } });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/work/todo'));
    const body = backend.asked(flowCalls.completeTask)[0]!.body;
    expect(body).toEqual({ taskId: '3001', processInstanceId: '2601', comment: '数量偏大, 请核减', variables: {} });
  });

  it('a refusal keeps the page for another try', async () => {
    const backend = start().refuse(flowCalls.completeTask, '任务不存在或已处理');
    const to = spyNavigation();
    await showHandle();
    fireEvent.change(opinion(), { target: { value: '同意采购' } });
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(backend.asked(flowCalls.completeTask)).toHaveLength(1));
    expect(backend.asked(flowCalls.completeTask)[0]!.body).toMatchObject({ flag: 'ok', comment: '同意采购' });
    expect(to).not.toHaveBeenCalled();
    // The button is named 同意 again once its loading spinner goes, after the refusal is handled.
    expect(await screen.findByRole('button', { name: '同意' })).toBeTruthy();
  });

  it('a plan no longer waiting on this process says so and offers no decision', async () => {
    const backend = start(plan('7', 'CGJH209903010007', 2, { processInstanceId: '2601', inFlow: false }));
    await showHandle();
    expect(await screen.findByText('该计划已不在审批中 (已办理或流程已结束)')).toBeTruthy();
    expect(screen.getByRole('button', { name: '同意' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '驳回' }).hasAttribute('disabled')).toBe(true);
    expect(backend.asked(flowCalls.completeTask)).toHaveLength(0);
  });

  it('详情 shows the decided plan with its audit, read-only', async () => {
    start(
      plan('7', 'CGJH209903010007', 3, {
        processInstanceId: '2601',
        auditUserName: '主管老王',
        auditTime: '2099-03-01 11:00:00',
        auditOpinion: '数量偏大',
      }),
    );
    renderApp(<PlanFlowDetailPage />, detailPath);
    expect(await screen.findByText('CGJH209903010007')).toBeTruthy();
    expect(screen.getByText('数量偏大')).toBeTruthy();
    expect(screen.getByText('2099-03-01 11:00:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    expect(screen.queryByLabelText('审批意见')).toBeNull();
  });

  it('发起 from 发起事务 says the process starts with a plan’s commit and leads to 采购计划', async () => {
    docsBackend();
    const to = spyNavigation();
    renderApp(<PlanFlowFormPage />, '/work/process/purchase-plan/form/PurchasePlan%3A1%3A9');
    fireEvent.click(await screen.findByRole('button', { name: '前往采购计划' }));
    expect(to).toHaveBeenCalledWith('/smartsupply/plan');
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    start();
    await showHandle();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give an opinion when rejecting')).toBeTruthy();
    expect(screen.getByText('Purchase plan approval')).toBeTruthy();
  });
});
