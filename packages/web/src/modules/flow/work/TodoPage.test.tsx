import { flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { registerNavigate } from '../../../lib/navigate.ts';
import { choose, flowBackend, pageOf, spyNavigation, stubChartViewer, task } from './flowTestKit.tsx';
import { TodoPage } from './TodoPage.tsx';

stubChartViewer();

const rows = [
  task({ taskId: '3001', startUser: '张三' }),
  // No route value from the server: the category's dictionary remark (leave) names the pages.
  task({ taskId: '3002', startUser: '李四', processInstanceId: '2602', businessId: '1235', routeValue: undefined }),
];
const allCodes = ['work_todo', 'work_todo_handle', 'work_todo_detail', 'work_todo_follow'];
const start = () =>
  flowBackend()
    .on(flowCalls.todoList, () => pageOf(rows))
    .on(flowCalls.modelView, () => ({ xml: '<definitions/>', flow: [] }));

afterEach(() => {
  cleanup();
  registerNavigate(null);
  act(() => setLanguage('zh'));
});

describe('待办事务 (/work/todo)', () => {
  it('lists my tasks with 处理, 详情 and 跟踪, each only with its code', async () => {
    start();
    await showPage(<TodoPage />, allCodes, '张三');
    expect(within(rowOf('张三')).getByText('人事审批')).toBeTruthy();
    expect(within(rowOf('张三')).getByText('2026-03-02 10:00:00')).toBeTruthy();
    expect(buttonsOf('张三')).toEqual(['处理', '详情', '跟踪']);
    cleanup();
    start();
    await showPage(<TodoPage />, ['work_todo', 'work_todo_detail'], '张三');
    expect(buttonsOf('张三')).toEqual(['详情']);
  });

  it('处理 and 详情 open the leave pages of the task', async () => {
    start();
    const to = spyNavigation();
    await showPage(<TodoPage />, allCodes, '张三');
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '处理' }));
    expect(to).toHaveBeenLastCalledWith('/work/process/leave/handle/3001/2601/1234');
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '详情' }));
    expect(to).toHaveBeenLastCalledWith('/work/process/leave/detail/2601/1234');
    await waitFor(() => {
      fireEvent.click(within(rowOf('李四')).getByRole('button', { name: '处理' }));
      expect(to).toHaveBeenLastCalledWith('/work/process/leave/handle/3002/2602/1235');
    });
  });

  it('searches by category and name, and 跟踪 shows the instance’s chart', async () => {
    const backend = start();
    await showPage(<TodoPage />, allCodes, '张三');
    expect(backend.asked(flowCalls.todoList)[0]!.query).toEqual({ current: '1', size: '10' });
    const search = document.querySelector('.crud-search') as HTMLElement;
    await choose(search, '流程分类', '请假流程');
    fireEvent.change(within(search).getByLabelText('流程名称'), { target: { value: '请假' } });
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(flowCalls.todoList).at(-1)!.query).toEqual({
        category: 'flow_1',
        processDefinitionName: '请假',
        current: '1',
        size: '10',
      }),
    );
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '跟踪' }));
    const dialog = await lastDialog();
    expect(within(dialog).getByText('流程图展示')).toBeTruthy();
    await waitFor(() => expect(backend.asked(flowCalls.modelView)[0]!.query).toEqual({ processInstanceId: '2601' }));
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    start();
    await showPage(<TodoPage />, allCodes, '张三');
    expect(buttonsOf('张三')).toEqual(['Handle', 'Details', 'Follow']);
    expect(screen.getAllByText('Step').length).toBeGreaterThan(0);
  });
});
