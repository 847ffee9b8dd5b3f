// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the engine's expression syntax, typed as text.
import { deptCalls, flowCalls, roleCalls, tenantCalls, userCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { choose, messageBackend as flowBackend, lastDrawer, pageOf } from '../../message/testKit.tsx';
import { flowModule } from '../index.ts';
import { blankDiagram } from './blankDiagram.ts';
import { type FakeModeler, fakeModeler } from './fakeModeler.ts';
import { loadModeler } from './loadModeler.ts';
import { ModelsPage } from './ModelsPage.tsx';

// bpmn-js cannot draw here: the designer gets a modeler over the same moddle (see fakeModeler.ts).
vi.mock('./loadModeler.ts', () => ({ loadModeler: vi.fn() }));
let modeler: FakeModeler | undefined;
beforeEach(() => {
  modeler = undefined;
  vi.mocked(loadModeler).mockImplementation(async () => {
    modeler = await fakeModeler();
    return modeler;
  });
});

const model = (id: string, modelKey: string, name: string, version: number) => ({
  id,
  modelKey,
  name,
  description: `${name}的模型`,
  version,
  modelType: 0,
  createTime: '2026-03-01 09:00:00',
  updateTime: `2026-03-0${version} 10:00:00`,
  lastUpdated: `2026-03-0${version} 10:00:00`,
});
const models = [model('1001', 'Leave', '请假流程', 3), model('1002', 'Expense', '报销流程', 1)];
const savedLeave = blankDiagram('Leave', '请假流程', { start: '开始', task: '人事审批', end: '结束' });
const allCodes = ['flow_model', 'flow_model_create', 'flow_model_update', 'flow_model_deploy', 'flow_model_delete'];

function startServer() {
  return flowBackend()
    .on(flowCalls.modelList, () => pageOf(models))
    .on(flowCalls.modelDetail, ({ query }) => ({
      ...models.find((m) => m.id === query.id)!,
      modelEditorXml: savedLeave,
    }))
    .on(flowCalls.modelSubmit, ({ body }) => ({ ...models[0]!, ...body, id: body.id ?? '1003' }))
    .on(flowCalls.modelRemove, ({ query }) => query.ids.length)
    .on(flowCalls.modelDeploy, () => [])
    .on(userCalls.userList, () => [])
    .on(tenantCalls.select, () => [
      { id: '1', tenantId: '000000', tenantName: '管理组' },
      { id: '2', tenantId: '100001', tenantName: '华东医药' },
    ]);
}

const showModels = (codes: readonly string[] = allCodes) => showPage(<ModelsPage />, codes, '报销流程');

/** The designer once its modeler has loaded (the properties panel shows the process). */
async function openDesigner(button: HTMLElement) {
  fireEvent.click(button);
  const drawer = await lastDrawer();
  await within(drawer).findByTestId('properties-panel');
  return drawer;
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('process models (模型管理)', () => {
  it('is the page the registry opens at /flow/model', async () => {
    registerModulePages(flowModule);
    expect((await findPage('/flow/model')!.load()).default).toBe(ModelsPage);
  });

  it('lists the models with their version and last save, searched by key and name', async () => {
    const backend = startServer();
    await showModels();
    const cells = [...rowOf('请假流程').querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Leave', '请假流程的模型', '3', '2026-03-03 10:00:00']));
    expect(buttonsOf('请假流程')).toEqual(['配置', '部署', '删除']);

    fireEvent.change(screen.getByLabelText('模型标识'), { target: { value: 'Lea' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(backend.asked(flowCalls.modelList).at(-1)!.query).toMatchObject({ modelKey: 'Lea' }));
  });

  it('shows each button only with its code', async () => {
    startServer();
    await showModels(['flow_model', 'flow_model_deploy']);
    expect(screen.queryByRole('button', { name: '创 建' })).toBeNull();
    expect(screen.queryByRole('button', { name: '创建' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(buttonsOf('请假流程')).toEqual(['部署']);
  });

  it('创建 draws a new model: the user task’s 办理人 goes into the saved XML as flowable:assignee', async () => {
    const backend = startServer();
    await showModels();
    const drawer = await openDesigner(screen.getByRole('button', { name: /创\s*建/ }));
    // The process first: its id is the model key.
    fireEvent.change(within(drawer).getByLabelText('模型标识'), { target: { value: 'Purchase' } });
    fireEvent.change(within(drawer).getByLabelText('模型名称'), { target: { value: '采购审批' } });
    const panel = within(drawer).getByTestId('properties-panel');
    expect(within(panel).getByText('属性 · 流程')).toBeTruthy();
    await waitFor(() => expect(within(panel).getByLabelText('流程标识')).toHaveProperty('value', 'Purchase'));

    act(() => modeler!.select('task_1'));
    const task = await within(drawer).findByText('属性 · 用户任务');
    const taskPanel = task.closest('[data-testid="properties-panel"]') as HTMLElement;
    fireEvent.change(within(taskPanel).getByLabelText('办理人'), { target: { value: '${taskUser}' } });
    fireEvent.change(within(taskPanel).getByLabelText('表单'), { target: { value: 'leave' } });

    act(() => modeler!.select('flow_end'));
    const flowPanel = (await within(drawer).findByText('属性 · 连线')).closest(
      '[data-testid="properties-panel"]',
    ) as HTMLElement;
    fireEvent.change(within(flowPanel).getByLabelText('条件'), { target: { value: '${days <= 3}' } });

    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(backend.asked(flowCalls.modelSubmit)).toHaveLength(1));
    const body = backend.asked(flowCalls.modelSubmit)[0]!.body;
    expect(body).toMatchObject({ modelKey: 'Purchase', name: '采购审批', description: '' });
    expect(body).not.toHaveProperty('id');
    expect(body.modelEditorXml).toContain('<bpmn:process id="Purchase" name="采购审批"');
    expect(body.modelEditorXml).toContain('flowable:assignee="${taskUser}"');
    expect(body.modelEditorXml).toContain('flowable:formKey="leave"');
    expect(body.modelEditorXml).toContain('${days &lt;= 3}</bpmn:conditionExpression>');
    expect(body.modelEditorXml).toContain('flowable:initiator="applyUser"');
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('a save with the task clicked again (so the process selected) keeps the page and saves the name and 办理人', async () => {
    // The reply takes its time, as over a network: the designer renders while the save is under way.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const backend = startServer().on(flowCalls.modelSubmit, async ({ body }) => {
      await answered;
      return { ...models[0]!, ...body, id: '1003' };
    });
    await showModels();
    const drawer = await openDesigner(screen.getByRole('button', { name: /创\s*建/ }));
    fireEvent.change(within(drawer).getByLabelText('模型标识'), { target: { value: 'QcReview' } });
    fireEvent.change(within(drawer).getByLabelText('模型名称'), { target: { value: '质检复核' } });
    act(() => modeler!.select('task_1'));
    const panel = (await within(drawer).findByText('属性 · 用户任务')).closest(
      '[data-testid="properties-panel"]',
    ) as HTMLElement;
    fireEvent.change(within(panel).getByLabelText('名称'), { target: { value: '质检员复核' } });
    fireEvent.change(within(panel).getByLabelText('办理人'), { target: { value: '${taskUser}' } });
    // A second click on the selected task deselects it in bpmn-js: the panel shows the process.
    act(() => modeler!.deselect());
    expect(await within(drawer).findByText('属性 · 流程')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(backend.asked(flowCalls.modelSubmit)).toHaveLength(1));
    // While it saves, the panel shows the process stamped with the model key (this render crashed on '$type').
    await waitFor(() => expect(within(drawer).getByLabelText('流程标识')).toHaveProperty('value', 'QcReview'));
    expect(screen.queryByText('页面出错了')).toBeNull();
    act(() => answer());
    expect(await screen.findByText('保存成功')).toBeTruthy();
    // Not 页面出错了: the list is still there.
    expect(screen.queryByText('页面出错了')).toBeNull();
    expect(rowOf('请假流程')).toBeTruthy();
    const xml = backend.asked(flowCalls.modelSubmit)[0]!.body.modelEditorXml;
    expect(xml).toContain('<bpmn:process id="QcReview" name="质检复核"');
    expect(xml).toMatch(/<bpmn:userTask id="task_1" name="质检员复核" flowable:assignee="\$\{taskUser\}"/);
  });

  it('候选人, 候选角色 and 候选部门 are picked from the users, roles and departments', async () => {
    const backend = startServer()
      .on(userCalls.userList, () => [{ id: '11', account: 'zhangsan', realName: '张三', name: '张三' }])
      .on(roleCalls.list, () => [
        { id: '3', parentId: '0', roleName: '经理', roleAlias: 'manager', sort: 1, tenantId: '000000' },
      ])
      .on(deptCalls.tree, () => [{ id: '7', parentId: '0', title: '人事部', key: '7', value: '7' }]);
    await showModels();
    const drawer = await openDesigner(screen.getByRole('button', { name: /创\s*建/ }));
    fireEvent.change(within(drawer).getByLabelText('模型标识'), { target: { value: 'Leave' } });
    fireEvent.change(within(drawer).getByLabelText('模型名称'), { target: { value: '请假' } });
    act(() => modeler!.select('task_1'));
    const panel = (await within(drawer).findByText('属性 · 用户任务')).closest(
      '[data-testid="properties-panel"]',
    ) as HTMLElement;
    await choose(panel, '候选人', 'zhangsan (张三)');
    await choose(panel, '候选角色', '经理 (manager)');
    fireEvent.mouseDown(within(panel).getByLabelText('候选部门'));
    fireEvent.click(await screen.findByTitle('人事部'));

    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(backend.asked(flowCalls.modelSubmit)).toHaveLength(1));
    const xml = backend.asked(flowCalls.modelSubmit)[0]!.body.modelEditorXml;
    expect(xml).toContain('flowable:candidateUsers="taskUser_11"');
    expect(xml).toContain('flowable:candidateGroups="manager,dept_7"');
  });

  it('配置 opens the saved diagram and saves it under the same id', async () => {
    const backend = startServer();
    await showModels();
    const drawer = await openDesigner(within(rowOf('请假流程')).getByRole('button', { name: '配置' }));
    expect(backend.asked(flowCalls.modelDetail)[0]!.query).toMatchObject({ id: '1001' });
    await waitFor(() => expect(within(drawer).getByLabelText('模型标识')).toHaveProperty('value', 'Leave'));

    act(() => modeler!.select('task_1'));
    const panel = (await within(drawer).findByText('属性 · 用户任务')).closest(
      '[data-testid="properties-panel"]',
    ) as HTMLElement;
    expect(within(panel).getByLabelText('名称')).toHaveProperty('value', '人事审批');
    fireEvent.change(within(panel).getByLabelText('名称'), { target: { value: '经理审批' } });

    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(backend.asked(flowCalls.modelSubmit)).toHaveLength(1));
    const body = backend.asked(flowCalls.modelSubmit)[0]!.body;
    expect(body).toMatchObject({ id: '1001', modelKey: 'Leave', name: '请假流程' });
    expect(body.modelEditorXml).toContain('name="经理审批"');
  });

  it('部署 sends the model with its category as flow_<key> and the tenants chosen', async () => {
    const backend = startServer();
    await showModels();
    fireEvent.click(within(rowOf('报销流程')).getByRole('button', { name: '部署' }));
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请选择流程类型')).toBeTruthy();

    await choose(dialog, '流程类型', '报销流程');
    fireEvent.click(within(dialog).getByLabelText('定制'));
    await choose(dialog, '所属租户', '华东医药 (100001)');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(backend.asked(flowCalls.modelDeploy)).toHaveLength(1));
    expect(backend.asked(flowCalls.modelDeploy)[0]!.query).toEqual({
      modelId: '1002',
      category: 'flow_2',
      tenantIds: '100001',
    });
  });

  it('a common deployment sends no tenants', async () => {
    const backend = startServer();
    await showModels();
    fireEvent.click(within(rowOf('请假流程')).getByRole('button', { name: '部署' }));
    const dialog = await lastDialog();
    await choose(dialog, '流程类型', '请假流程');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(backend.asked(flowCalls.modelDeploy)).toHaveLength(1));
    expect(backend.asked(flowCalls.modelDeploy)[0]!.query).toEqual({
      modelId: '1001',
      category: 'flow_1',
      tenantIds: '',
    });
  });

  it('删除 removes the ticked models after asking', async () => {
    const backend = startServer();
    await showModels();
    for (const name of ['请假流程', '报销流程']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await lastDialog();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(flowCalls.modelRemove)).toHaveLength(1));
    expect(backend.asked(flowCalls.modelRemove)[0]!.query.ids).toEqual(['1001', '1002']);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showModels();
    expect(buttonsOf('请假流程')).toEqual(['Design', 'Deploy', 'Delete']);
    const drawer = await openDesigner(screen.getByRole('button', { name: 'Create' }));
    expect(within(drawer).getByText('Properties · Process')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
