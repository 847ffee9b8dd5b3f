import { flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { DonePage } from './DonePage.tsx';
import { flowBackend, pageOf, stubChartViewer, task } from './flowTestKit.tsx';

stubChartViewer();

const start = () =>
  flowBackend()
    .on(flowCalls.doneList, () =>
      pageOf([task({ taskId: '3001', historyTaskEndTime: '2026-03-02 11:30:00', comment: '同意, 注意交接' })]),
    )
    .on(flowCalls.modelView, () => ({ xml: '<definitions/>', flow: [] }));

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('办结事务 (/work/done)', () => {
  it('lists the tasks I completed with when and what I said; 跟踪 shows the chart', async () => {
    const backend = start();
    await showPage(<DonePage />, ['work_done', 'work_done_detail', 'work_done_follow'], '同意, 注意交接');
    const row = rowOf('同意, 注意交接');
    expect(within(row).getByText('2026-03-02 11:30:00')).toBeTruthy();
    expect(within(row).getByText('人事审批')).toBeTruthy();
    expect(buttonsOf('同意, 注意交接')).toEqual(['详情', '跟踪']);
    fireEvent.click(within(row).getByRole('button', { name: '跟踪' }));
    expect(within(await lastDialog()).getByText('流程图展示')).toBeTruthy();
    await waitFor(() => expect(backend.asked(flowCalls.modelView)[0]!.query).toEqual({ processInstanceId: '2601' }));
  });

  it('shows no 操作 column without the codes, in English too', async () => {
    act(() => setLanguage('en'));
    start();
    await showPage(<DonePage />, ['work_done'], '同意, 注意交接');
    expect(within(rowOf('同意, 注意交接')).queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByText('Handled at').length).toBeGreaterThan(0);
  });
});
