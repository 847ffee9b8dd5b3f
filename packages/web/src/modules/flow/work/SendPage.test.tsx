import { flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { registerNavigate } from '../../../lib/navigate.ts';
import { flowBackend, pageOf, spyNavigation, stubChartViewer, task } from './flowTestKit.tsx';
import { SendPage } from './SendPage.tsx';

stubChartViewer();

const start = () =>
  flowBackend().on(flowCalls.sendList, () =>
    pageOf([
      task({
        taskId: undefined,
        taskName: '经理审批',
        processIsFinished: 'unfinished',
        createTime: '2026-03-02 10:00:00',
      }),
      task({
        taskId: undefined,
        taskName: undefined,
        processInstanceId: '2602',
        businessId: '1235',
        processIsFinished: 'finished',
        createTime: '2026-03-01 09:00:00',
      }),
    ]),
  );

afterEach(() => {
  cleanup();
  registerNavigate(null);
  act(() => setLanguage('zh'));
});

describe('已发事务 (/work/send)', () => {
  it('lists what I started, 已办结 or 未办结, with 详情 and 跟踪 by their codes', async () => {
    start();
    const to = spyNavigation();
    await showPage(<SendPage />, ['work_send', 'work_send_detail', 'work_send_follow'], '2026-03-01 09:00:00');
    expect(within(rowOf('2026-03-02 10:00:00')).getByText('未办结')).toBeTruthy();
    expect(within(rowOf('2026-03-01 09:00:00')).getByText('已办结').className).toContain('ant-tag-success');
    expect(buttonsOf('2026-03-01 09:00:00')).toEqual(['详情', '跟踪']);
    fireEvent.click(within(rowOf('2026-03-01 09:00:00')).getByRole('button', { name: '详情' }));
    expect(to).toHaveBeenCalledWith('/work/process/leave/detail/2602/1235');
  });

  it('hides 详情 without work_send_detail, in English too', async () => {
    act(() => setLanguage('en'));
    start();
    await showPage(<SendPage />, ['work_send', 'work_send_follow'], '2026-03-01 09:00:00');
    expect(buttonsOf('2026-03-01 09:00:00')).toEqual(['Follow']);
    expect(within(rowOf('2026-03-01 09:00:00')).getByText('Finished')).toBeTruthy();
  });
});
