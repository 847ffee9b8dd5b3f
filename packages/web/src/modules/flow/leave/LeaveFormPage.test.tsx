import { flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { registerNavigate } from '../../../lib/navigate.ts';
import { choose, flowBackend, spyNavigation } from '../work/flowTestKit.tsx';
import { LeaveFormPage } from './LeaveFormPage.tsx';
import { userListCall } from './leave.api.ts';
import { leaveRequest } from './leaveTestKit.ts';

const path = '/work/process/leave/form/Leave%3A1%3A2504';
const start = () =>
  flowBackend()
    .on(userListCall, () => [
      { id: '11', account: 'zhangsan', realName: '张三', name: '' },
      { id: '12', account: 'hr', realName: '人事小王', name: '' },
    ])
    .on(flowCalls.leaveStartProcess, () => leaveRequest());

/** Types a time into the antd picker labelled `label` and confirms it, as a keyboard user would. */
function typeTime(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

const form = () => document.querySelector('form') as HTMLElement;

afterEach(() => {
  cleanup();
  registerNavigate(null);
  act(() => setLanguage('zh'));
});

describe('请假申请 (form)', () => {
  it('asks every field, the end after the start', async () => {
    const backend = start();
    renderApp(<LeaveFormPage />, path);
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择审批人', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(screen.getByText('请选择开始时间')).toBeTruthy();
    expect(screen.getByText('请选择结束时间')).toBeTruthy();
    expect(screen.getByText('请输入请假理由')).toBeTruthy();
    typeTime('开始时间', '2026-03-12 18:00:00');
    typeTime('结束时间', '2026-03-10 09:00:00');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
    expect(backend.asked(flowCalls.leaveStartProcess)).toHaveLength(0);
  });

  it('提交 starts the process with the approver’s id and the times, then opens 已发事务', async () => {
    const backend = start();
    const to = spyNavigation();
    renderApp(<LeaveFormPage />, path);
    await screen.findByRole('button', { name: '提交' });
    await choose(form(), '审批人', 'hr (人事小王)');
    typeTime('开始时间', '2026-03-10 09:00:00');
    typeTime('结束时间', '2026-03-12 18:00:00');
    fireEvent.change(screen.getByLabelText('请假理由'), { target: { value: '回老家办理证件' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/work/send'));
    expect(backend.asked(flowCalls.leaveStartProcess)[0]!.body).toEqual({
      processDefinitionId: 'Leave:1:2504',
      taskUser: '12',
      startTime: '2026-03-10 09:00:00',
      endTime: '2026-03-12 18:00:00',
      reason: '回老家办理证件',
    });
    expect(await screen.findByText('请假申请已提交, 等待审批')).toBeTruthy();
    // The form says how the days are counted; the count itself is the server's (none is sent).
    expect(screen.getByText(/^请假天数按工作日计算/)).toBeTruthy();
  });

  it('a refusal shows the server’s words and stays', async () => {
    const backend = start().refuse(flowCalls.leaveStartProcess, '开启流程失败');
    const to = spyNavigation();
    renderApp(<LeaveFormPage />, path);
    await screen.findByRole('button', { name: '提交' });
    await choose(form(), '审批人', 'zhangsan (张三)');
    typeTime('开始时间', '2026-03-10 09:00:00');
    typeTime('结束时间', '2026-03-10 18:00:00');
    fireEvent.change(screen.getByLabelText('请假理由'), { target: { value: '看病' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(backend.asked(flowCalls.leaveStartProcess)).toHaveLength(1));
    expect(await screen.findByText('开启流程失败')).toBeTruthy();
    expect(to).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    start();
    renderApp(<LeaveFormPage />, path);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please give the reason')).toBeTruthy();
    expect(screen.getByText('Approver')).toBeTruthy();
  });
});
