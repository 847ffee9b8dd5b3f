import { type FlowExecution, flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { messageBackend as flowBackend, pageOf } from '../../message/testKit.tsx';
import { flowModule } from '../index.ts';
import { FollowPage } from './FollowPage.tsx';

const instance = (id: string, name: string, startUser: string, step: string, state = 1): FlowExecution => ({
  id,
  name,
  startUserId: 'taskUser_11',
  startUser,
  startTime: '2026-03-03 09:30:00',
  taskDefinitionId: `${step}-def`,
  taskDefinitionKey: step,
  category: 'flow_1',
  categoryName: '请假流程',
  processInstanceId: id,
  processDefinitionId: 'Leave:1:2504',
  processDefinitionKey: 'Leave',
  activityId: step,
  suspensionState: state,
  executionId: `${id}-e`,
  tenantId: '000000',
});
const running = [
  instance('5001', '请假流程', '张三', 'hrTask'),
  instance('5002', '报销流程', '李四', 'managerTask', 2),
];
const allCodes = ['flow_follow', 'flow_follow_delete', 'flow_follow_follow'];

function startServer() {
  return flowBackend()
    .on(flowCalls.followList, () => pageOf(running))
    .on(flowCalls.deleteInstance, () => true);
}

const showFollow = (codes: readonly string[] = allCodes) => showPage(<FollowPage />, codes, '李四');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('running instances (流程跟踪)', () => {
  it('is the page the registry opens at /flow/follow', async () => {
    registerModulePages(flowModule);
    expect((await findPage('/flow/follow')!.load()).default).toBe(FollowPage);
  });

  it('lists the running instances with their current step, filtered by instance id and key', async () => {
    const backend = startServer();
    await showFollow();
    const cells = [...rowOf('张三').querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(
      expect.arrayContaining(['请假流程', 'Leave', '张三', '2026-03-03 09:30:00', 'hrTask', '激活', '5001']),
    );
    expect(within(rowOf('李四')).getByText('挂起')).toBeTruthy();
    expect(buttonsOf('张三')).toEqual(['跟踪', '删除']);

    fireEvent.change(screen.getByLabelText('流程标识'), { target: { value: ' Leave ' } });
    fireEvent.change(screen.getByLabelText('流程实例ID'), { target: { value: '5001' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(flowCalls.followList).at(-1)!.query).toEqual({
        current: '1',
        size: '10',
        processDefinitionKey: 'Leave',
        processInstanceId: '5001',
      }),
    );
  });

  it('shows each row button only with its code', async () => {
    startServer();
    await showFollow(['flow_follow', 'flow_follow_follow']);
    expect(buttonsOf('张三')).toEqual(['跟踪']);
  });

  it('删除 asks for the reason, then ends the instance with it', async () => {
    const backend = startServer();
    await showFollow();
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '删除' }));
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入删除理由')).toBeTruthy();
    expect(backend.asked(flowCalls.deleteInstance)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('删除理由'), { target: { value: '重复提交' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(flowCalls.deleteInstance)).toHaveLength(1));
    expect(backend.asked(flowCalls.deleteInstance)[0]!.query).toEqual({
      processInstanceId: '5001',
      deleteReason: '重复提交',
    });
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('跟踪 opens the chart of the instance', async () => {
    const backend = startServer();
    backend.on(flowCalls.modelView, () => ({ xml: '', flow: [] }));
    await showFollow();
    fireEvent.click(within(rowOf('李四')).getByRole('button', { name: '跟踪' }));
    await waitFor(() => expect(backend.asked(flowCalls.modelView)).toHaveLength(1));
    expect(backend.asked(flowCalls.modelView)[0]!.query).toMatchObject({ processInstanceId: '5002' });
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showFollow();
    expect(buttonsOf('张三')).toEqual(['Follow', 'Delete']);
    expect(screen.getAllByText('Current step').length).toBeGreaterThan(0);
  });
});
