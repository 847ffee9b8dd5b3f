import { flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { registerNavigate } from '../../../lib/navigate.ts';
import { flowModule } from '../index.ts';
import { definition, flowBackend, pageOf, spyNavigation, stubChartViewer } from './flowTestKit.tsx';
import { StartPage } from './StartPage.tsx';

stubChartViewer();
// 发起 opens a form only where the console has its page (the page registry).
registerModulePages(flowModule);

const allCodes = ['work_start', 'work_start_flow', 'work_start_image'];
const start = () =>
  flowBackend()
    .on(flowCalls.startList, ({ query }) =>
      pageOf(
        query.mode === '2'
          ? [
              definition({
                id: 'Expense:2:2700',
                name: '租户报销',
                key: 'Expense',
                category: 'flow_9',
                tenantId: '000000',
                formKey: 'expense',
              }),
            ]
          : [
              definition(),
              // Deployed as 请假流程 (its category), but its start event names no form: no leave request.
              definition({ id: 'QcReview:1:2600', name: '质检复核', key: 'QcReview', category: 'flow_1', formKey: '' }),
            ],
      ),
    )
    .on(flowCalls.modelView, () => ({ xml: '<definitions/>', flow: [] }));

afterEach(() => {
  cleanup();
  registerNavigate(null);
  act(() => setLanguage('zh'));
});

describe('发起事务 (/work/start)', () => {
  it('lists the definitions I may start; 发起 opens the form the process names, never its category’s', async () => {
    const backend = start();
    const to = spyNavigation();
    await showPage(<StartPage />, allCodes, 'Leave');
    expect(backend.asked(flowCalls.startList)[0]!.query).toEqual({ mode: '1', current: '1', size: '10' });
    expect(within(rowOf('Leave')).getByText('v1')).toBeTruthy();
    expect(within(rowOf('Leave')).getByText('2026-03-01 09:00:00')).toBeTruthy();
    expect(buttonsOf('Leave')).toEqual(['发起', '流程图']);
    fireEvent.click(within(rowOf('Leave')).getByRole('button', { name: '发起' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/work/process/leave/form/Leave%3A1%3A2504'));
    // A 质检复核 deployed as 请假流程 does not open the leave form: it says what it lacks.
    fireEvent.click(within(rowOf('质检复核')).getByRole('button', { name: '发起' }));
    expect(await screen.findByText(/流程 质检复核 的开始节点没有指定表单/)).toBeTruthy();
    expect(to).toHaveBeenCalledTimes(1);
  });

  it('定制 lists the tenant’s own; a form the console does not have warns instead of opening', async () => {
    const backend = start();
    const to = spyNavigation();
    await showPage(<StartPage />, allCodes, 'Leave');
    fireEvent.click(screen.getByRole('radio', { name: '定制' }));
    await screen.findByText('租户报销');
    expect(backend.asked(flowCalls.startList).at(-1)!.query).toMatchObject({ mode: '2', current: '1' });
    fireEvent.click(within(rowOf('租户报销')).getByRole('button', { name: '发起' }));
    expect(await screen.findByText('流程 租户报销 的表单 expense 在控制台中不存在, 无法发起')).toBeTruthy();
    expect(to).not.toHaveBeenCalled();
  });

  it('流程图 shows the definition’s chart; without the codes the buttons are gone', async () => {
    const backend = start();
    await showPage(<StartPage />, allCodes, 'Leave');
    fireEvent.click(within(rowOf('Leave')).getByRole('button', { name: '流程图' }));
    expect(within(await lastDialog()).getByText('流程图展示')).toBeTruthy();
    await waitFor(() =>
      expect(backend.asked(flowCalls.modelView)[0]!.query).toEqual({ processDefinitionId: 'Leave:1:2504' }),
    );
    cleanup();
    start();
    await showPage(<StartPage />, ['work_start', 'work_start_image'], 'Leave');
    expect(buttonsOf('Leave')).toEqual(['流程图']);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    start();
    await showPage(<StartPage />, allCodes, 'Leave');
    expect(buttonsOf('Leave')).toEqual(['Start', 'Chart']);
    expect(screen.getByRole('radio', { name: 'Tenant’s own' })).toBeTruthy();
  });
});
