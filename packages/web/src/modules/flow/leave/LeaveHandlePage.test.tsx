import { flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastDialog } from '../../../../test/listPageKit.tsx';
import { renderApp } from '../../../../test/renderApp.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { registerNavigate } from '../../../lib/navigate.ts';
import { useTags } from '../../../shell/tabs/tagsStore.ts';
import { flowBackend, spyNavigation, stubChartViewer } from '../work/flowTestKit.tsx';
import { LeaveHandlePage } from './LeaveHandlePage.tsx';
import { historyAt, leaveRequest } from './leaveTestKit.ts';

stubChartViewer();

const path = '/work/process/leave/handle/3001/2601/1234';
const start = (step?: string, key?: string) =>
  flowBackend()
    .on(flowCalls.leaveDetail, () => leaveRequest())
    .on(flowCalls.historyFlowList, () => historyAt(step, key))
    .on(flowCalls.completeTask, () => true)
    .on(flowCalls.modelView, () => ({ xml: '<definitions/>', flow: [] }));

const show = async () => {
  renderApp(<LeaveHandlePage />, path);
  await screen.findByText('回老家办理证件');
};

afterEach(() => {
  cleanup();
  registerNavigate(null);
  act(() => setLanguage('zh'));
});

describe('请假审批 (handle)', () => {
  it('shows the request and its history as a timeline', async () => {
    const backend = start();
    await show();
    expect(backend.asked(flowCalls.leaveDetail)[0]!.query).toEqual({ businessId: '1234' });
    expect(backend.asked(flowCalls.historyFlowList)[0]!.query).toEqual({ processInstanceId: '2601' });
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('2026-03-10 09:00:00')).toBeTruthy();
    expect(screen.getByText('2 天')).toBeTruthy();
    await screen.findByText('人事小王 在 [2026-03-02 10:00:00] 开始处理 [人事审批] 环节');
    expect(screen.getByText('耗时: 1小时2分')).toBeTruthy();
    expect(screen.getByText('批复意见: 材料不全')).toBeTruthy();
    expect(screen.getByText('结束时间: 2026-03-02 11:02:00')).toBeTruthy();
    // Each on a line of its own, never run together ("耗时: 0秒结束时间:").
    const hr = screen.getAllByTestId('flow-step').find((s) => s.textContent?.includes('人事审批'))!;
    expect([...hr.querySelectorAll('.flow-step-line')].map((l) => l.textContent)).toEqual([
      '人事小王 在 [2026-03-02 10:00:00] 开始处理 [人事审批] 环节',
      '耗时: 1小时2分',
      '批复意见: 材料不全',
      '结束时间: 2026-03-02 11:02:00',
    ]);
    // Flows and candidates are not steps.
    expect(screen.getAllByTestId('flow-step')).toHaveLength(3);
    expect(screen.queryByText(/老板/)).toBeNull();
  });

  it('同意 needs a 批复意见, then completes with flag ok and goes back to 待办事务, closing its tab', async () => {
    const backend = start();
    const to = spyNavigation();
    useTags.getState().open({ value: path, query: '', label: path, meta: {} });
    await show();
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    expect(await screen.findByText('请先填写批复意见')).toBeTruthy();
    expect(backend.asked(flowCalls.completeTask)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('批复意见'), { target: { value: '同意, 好好休息' } });
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/work/todo'));
    expect(backend.asked(flowCalls.completeTask)[0]!.body).toEqual({
      taskId: '3001',
      processInstanceId: '2601',
      flag: 'ok',
      comment: '同意, 好好休息',
      variables: {},
    });
    expect(useTags.getState().tags.map((t) => t.value)).not.toContain(path);
    // Said as a person would: 已同意, not 办理成功.
    expect(await screen.findByText('已同意')).toBeTruthy();
  });

  it('驳回 completes without the flag', async () => {
    const backend = start();
    const to = spyNavigation();
    await show();
    fireEvent.change(screen.getByLabelText('批复意见'), { target: { value: '材料不全' } });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/work/todo'));
    const body = backend.asked(flowCalls.completeTask)[0]!.body;
    expect(body).toMatchObject({ taskId: '3001', processInstanceId: '2601', comment: '材料不全' });
    expect('flag' in body).toBe(false);
    expect(await screen.findByText('已驳回, 申请人可调整后重新申请')).toBeTruthy();
  });

  it('on 调整申请 offers 重新申请 (flag ok) and 关闭申请 instead', async () => {
    const backend = start('调整申请', 'modifyApply');
    spyNavigation();
    await show();
    await screen.findByRole('button', { name: '重新申请' });
    expect(screen.getByRole('button', { name: '关闭申请' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    fireEvent.change(screen.getByLabelText('批复意见'), { target: { value: '已补充材料' } });
    fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
    await waitFor(() => expect(backend.asked(flowCalls.completeTask)).toHaveLength(1));
    expect(backend.asked(flowCalls.completeTask)[0]!.body).toMatchObject({ flag: 'ok', comment: '已补充材料' });
    expect(await screen.findByText('已重新提交申请')).toBeTruthy();
  });

  it('流程图 shows the instance’s chart; a refusal keeps the page', async () => {
    const backend = start().refuse(flowCalls.completeTask, '任务不存在或已处理');
    const to = spyNavigation();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '流程图' }));
    expect(await lastDialog()).toBeTruthy();
    await waitFor(() => expect(backend.asked(flowCalls.modelView)[0]!.query).toEqual({ processInstanceId: '2601' }));
    fireEvent.change(screen.getByLabelText('批复意见'), { target: { value: '同意' } });
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(backend.asked(flowCalls.completeTask)).toHaveLength(1));
    expect(to).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    start();
    await show();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(await screen.findByText('人事小王 started [人事审批] at [2026-03-02 10:00:00]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please write your opinion first')).toBeTruthy();
  });
});
