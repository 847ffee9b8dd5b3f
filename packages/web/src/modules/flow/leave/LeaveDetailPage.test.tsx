import { flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastDialog } from '../../../../test/listPageKit.tsx';
import { renderApp } from '../../../../test/renderApp.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { flowBackend, stubChartViewer } from '../work/flowTestKit.tsx';
import { LeaveDetailPage } from './LeaveDetailPage.tsx';
import { historyAt, leaveRequest } from './leaveTestKit.ts';

stubChartViewer();

const start = () =>
  flowBackend()
    .on(flowCalls.leaveDetail, () => leaveRequest({ flow: { processIsFinished: 'finished', assigneeName: '张三' } }))
    .on(flowCalls.historyFlowList, () => historyAt())
    .on(flowCalls.modelView, () => ({ xml: '<definitions/>', flow: [] }));

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('请假详情 (detail)', () => {
  it('shows the request, its state and history read-only, and the chart', async () => {
    const backend = start();
    renderApp(<LeaveDetailPage />, '/work/process/leave/detail/2601/1234');
    await screen.findByText('回老家办理证件');
    expect(backend.asked(flowCalls.leaveDetail)[0]!.query).toEqual({ businessId: '1234' });
    expect(screen.getByText('已办结')).toBeTruthy();
    expect(await screen.findByText('人事小王 在 [2026-03-02 10:00:00] 开始处理 [人事审批] 环节')).toBeTruthy();
    expect(screen.queryByLabelText('批复意见')).toBeNull();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '流程图' }));
    expect(await lastDialog()).toBeTruthy();
    await waitFor(() => expect(backend.asked(flowCalls.modelView)[0]!.query).toEqual({ processInstanceId: '2601' }));
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    start();
    renderApp(<LeaveDetailPage />, '/work/process/leave/detail/2601/1234');
    expect(await screen.findByText('Leave request details')).toBeTruthy();
    expect(await screen.findByText('Finished')).toBeTruthy();
  });
});
