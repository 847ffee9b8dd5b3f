import { flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Refusal } from '../../../../test/fakeBackend.ts';
import { buttonsOf, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { registerNavigate } from '../../../lib/navigate.ts';
import { ClaimPage } from './ClaimPage.tsx';
import { flowBackend, pageOf, spyNavigation, stubChartViewer, task } from './flowTestKit.tsx';

stubChartViewer();

const allCodes = ['work_claim', 'work_claim_sign', 'work_claim_detail', 'work_claim_follow'];
/** The server's claim list: a claimed task leaves it. */
function start() {
  let open = [
    task({ taskId: '3101', taskName: '经理审批', startUser: '张三' }),
    task({ taskId: '3102', taskName: '经理审批', startUser: '李四', processInstanceId: '2602', businessId: '1235' }),
  ];
  return flowBackend()
    .on(flowCalls.claimList, () => pageOf(open))
    .on(flowCalls.claimTask, ({ query }) => {
      if (query.taskId === '3102') return new Refusal('该任务已被其他人签收');
      open = open.filter((row) => row.taskId !== query.taskId);
      return true;
    });
}

afterEach(() => {
  cleanup();
  registerNavigate(null);
  act(() => setLanguage('zh'));
});

describe('待签事务 (/work/claim)', () => {
  it('lists the tasks offered to me with 签收, 详情 and 跟踪, each only with its code', async () => {
    start();
    await showPage(<ClaimPage />, allCodes, '张三');
    expect(buttonsOf('张三')).toEqual(['签收', '详情', '跟踪']);
    expect(within(rowOf('张三')).getByText('经理审批')).toBeTruthy();
    cleanup();
    start();
    await showPage(<ClaimPage />, ['work_claim', 'work_claim_follow'], '张三');
    expect(buttonsOf('张三')).toEqual(['跟踪']);
  });

  it('签收 claims the task, says so and the row leaves the list; a refusal shows the server’s words', async () => {
    const backend = start();
    const { toast } = await showPage(<ClaimPage />, allCodes, '张三');
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '签收' }));
    await waitFor(() => expect(backend.asked(flowCalls.claimTask)).toHaveLength(1));
    expect(backend.asked(flowCalls.claimTask)[0]!.query).toEqual({ taskId: '3101' });
    expect(await screen.findByText('已签收, 请在待办事务中办理')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());

    fireEvent.click(within(rowOf('李四')).getByRole('button', { name: '签收' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('该任务已被其他人签收'));
    expect(screen.getByText('李四')).toBeTruthy();
  });

  it('详情 opens the leave request', async () => {
    start();
    const to = spyNavigation();
    await showPage(<ClaimPage />, allCodes, '张三');
    fireEvent.click(within(rowOf('李四')).getByRole('button', { name: '详情' }));
    expect(to).toHaveBeenCalledWith('/work/process/leave/detail/2602/1235');
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    start();
    await showPage(<ClaimPage />, allCodes, '张三');
    expect(buttonsOf('张三')).toEqual(['Claim', 'Details', 'Follow']);
  });
});
