import { type FlowProcess, flowCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { choose, messageBackend as flowBackend, pageOf } from '../../message/testKit.tsx';
import { flowModule } from '../index.ts';
import { ManagerPage } from './ManagerPage.tsx';

const definition = (key: string, name: string, state: number, tenantId = ''): FlowProcess => ({
  id: `${key}:2:25${key.length}`,
  tenantId,
  name,
  key,
  description: '',
  category: 'flow_1',
  categoryName: '请假流程',
  version: 2,
  // Deployment ids are bigint ids, as the contract takes them.
  deploymentId: `30${key.length}`,
  resourceName: `${key}.bpmn20.xml`,
  diagramResourceName: '',
  suspensionState: state,
  deploymentTime: '2026-03-02 08:00:00',
  formKey: 'leave',
});
const common = [definition('Leave', '请假', 1), definition('Trip', '出差', 2)];
const custom = [definition('Expense', '报销', 1, '100001')];
const allCodes = ['flow_manager', 'flow_manager_state', 'flow_manager_remove', 'flow_manager_image'];

function startServer() {
  return flowBackend()
    .on(flowCalls.managerList, ({ query }) => pageOf(query.mode === '2' ? custom : common))
    .on(flowCalls.changeState, ({ query }) => `挂起ID为 [${query.processId}] 的流程成功`)
    .on(flowCalls.deleteDeployment, () => 1);
}

const showManager = (codes: readonly string[] = allCodes) => showPage(<ManagerPage />, codes, '出差');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('process definitions (流程管理)', () => {
  it('is the page the registry opens at /flow/manager', async () => {
    registerModulePages(flowModule);
    expect((await findPage('/flow/manager')!.load()).default).toBe(ManagerPage);
  });

  it('lists the common definitions with their state, then the custom ones and a category', async () => {
    const backend = startServer();
    await showManager();
    expect(backend.asked(flowCalls.managerList)[0]!.query).toMatchObject({ mode: '1', current: '1', size: '10' });
    expect(within(rowOf('请假')).getByText('激活').className).toContain('ant-tag-green');
    expect(within(rowOf('出差')).getByText('挂起').className).toContain('ant-tag-orange');
    expect(within(rowOf('请假')).getByText('通用')).toBeTruthy();
    expect(buttonsOf('请假')).toEqual(['变更状态', '流程图', '删除']);

    fireEvent.click(screen.getByLabelText('定制流程'));
    expect(await screen.findByText('报销')).toBeTruthy();
    expect(within(rowOf('报销')).getByText('100001')).toBeTruthy();
    await choose(document.body, '流程类型', '请假流程');
    await waitFor(() =>
      expect(backend.asked(flowCalls.managerList).at(-1)!.query).toMatchObject({ mode: '2', category: 'flow_1' }),
    );
  });

  it('shows each row button only with its code', async () => {
    startServer();
    await showManager(['flow_manager', 'flow_manager_image']);
    expect(buttonsOf('请假')).toEqual(['流程图']);
    cleanup();
    startServer();
    await showManager(['flow_manager']);
    expect(within(rowOf('请假')).queryAllByRole('button')).toEqual([]);
  });

  it('变更状态 sends the state chosen and shows what the server said', async () => {
    const backend = startServer();
    await showManager();
    fireEvent.click(within(rowOf('请假')).getByRole('button', { name: '变更状态' }));
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByLabelText('挂起'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(flowCalls.changeState)).toHaveLength(1));
    expect(backend.asked(flowCalls.changeState)[0]!.query).toEqual({ state: 'suspend', processId: 'Leave:2:255' });
    expect(await screen.findByText('挂起ID为 [Leave:2:255] 的流程成功')).toBeTruthy();
  });

  it('删除 removes the deployment after asking', async () => {
    const backend = startServer();
    await showManager();
    fireEvent.click(within(rowOf('出差')).getByRole('button', { name: '删除' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText(/确定删除流程部署 出差/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(flowCalls.deleteDeployment)).toHaveLength(1));
    expect(backend.asked(flowCalls.deleteDeployment)[0]!.query).toEqual({ deploymentIds: '304' });
  });

  it('流程图 opens the chart of the definition', async () => {
    const backend = startServer();
    backend.on(flowCalls.modelView, () => ({ xml: '', flow: [] }));
    await showManager();
    fireEvent.click(within(rowOf('请假')).getByRole('button', { name: '流程图' }));
    await waitFor(() => expect(backend.asked(flowCalls.modelView)).toHaveLength(1));
    expect(backend.asked(flowCalls.modelView)[0]!.query).toMatchObject({ processDefinitionId: 'Leave:2:255' });
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showManager();
    expect(buttonsOf('请假')).toEqual(['Change state', 'Chart', 'Delete']);
    expect(within(rowOf('出差')).getByText('Suspended')).toBeTruthy();
    expect(screen.getByText('Custom processes')).toBeTruthy();
  });
});
