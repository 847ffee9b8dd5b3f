import { type FlowProcess, flowCalls, tenantCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showPage } from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { choose, messageBackend as flowBackend } from '../../message/testKit.tsx';
import { flowModule } from '../index.ts';
import { DeployPage } from './DeployPage.tsx';

const made = (tenantId: string): FlowProcess => ({
  id: `Leave:1:${tenantId || 'c'}`,
  tenantId,
  name: '请假流程',
  key: 'Leave',
  description: '',
  category: 'flow_1',
  categoryName: '请假流程',
  version: 1,
  deploymentId: `d-${tenantId}`,
  resourceName: 'leave.bpmn20.xml',
  diagramResourceName: '',
  suspensionState: 1,
  deploymentTime: '2026-03-04 10:00:00',
  formKey: 'leave',
});

function startServer() {
  return flowBackend()
    .on(flowCalls.checkUpload, ({ config }) => {
      const file = (config.data as FormData).get('file') as File;
      return { name: file.name, success: file.name.endsWith('.bpmn20.xml') };
    })
    .on(flowCalls.deployUpload, ({ config }) => {
      const tenantIds = String((config.data as FormData).get('tenantIds') ?? '');
      return tenantIds ? tenantIds.split(',').map(made) : [made('')];
    })
    .on(tenantCalls.select, () => [
      { id: '1', tenantId: '000000', tenantName: '管理组' },
      { id: '2', tenantId: '100001', tenantName: '华东医药' },
    ]);
}

const xmlFile = (name: string) => new File(['<definitions/>'], name, { type: 'text/xml' });
const pick = (...files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });
const showDeploy = (codes: readonly string[] = ['flow_deploy']) => showPage(<DeployPage />, codes, '流程文件');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('deploying process files (流程部署)', () => {
  it('is the page the registry opens at /flow/deploy', async () => {
    registerModulePages(flowModule);
    expect((await findPage('/flow/deploy')!.load()).default).toBe(DeployPage);
  });

  it('checks each file first and refuses one that is not .bpmn20.xml', async () => {
    const backend = startServer();
    await showDeploy();
    pick(xmlFile('leave.xml'));
    expect(await screen.findByText('请上传 bpmn20.xml 标准格式文件')).toBeTruthy();
    expect(backend.asked(flowCalls.checkUpload)).toHaveLength(1);
    expect(screen.queryByText('leave.xml')).toBeNull();

    pick(xmlFile('leave.bpmn20.xml'));
    expect(await screen.findByText('leave.bpmn20.xml')).toBeTruthy();
  });

  it('deploys the files for the category and the tenants chosen, and lists what was made', async () => {
    const backend = startServer();
    await showDeploy();
    fireEvent.click(screen.getByRole('button', { name: /部\s*署/ }));
    expect(await screen.findByText('请选择流程类型')).toBeTruthy();

    await choose(document.body, '流程类型', '请假流程');
    fireEvent.click(screen.getByLabelText('定制'));
    await choose(document.body, '所属租户', '管理组 (000000)');
    await choose(document.body, '所属租户', '华东医药 (100001)');
    pick(xmlFile('leave.bpmn20.xml'), xmlFile('trip.bpmn20.xml'));
    await screen.findByText('trip.bpmn20.xml');
    fireEvent.click(screen.getByRole('button', { name: /部\s*署/ }));

    await waitFor(() => expect(backend.asked(flowCalls.deployUpload)).toHaveLength(1));
    const form = backend.asked(flowCalls.deployUpload)[0]!.config.data as FormData;
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['leave.bpmn20.xml', 'trip.bpmn20.xml']);
    expect(form.get('category')).toBe('flow_1');
    expect(form.get('tenantIds')).toBe('000000,100001');
    const deployed = await screen.findByTestId('deployed');
    expect(within(deployed).getAllByText('Leave')).toHaveLength(2);
    expect(within(deployed).getByText('100001')).toBeTruthy();
    expect(await screen.findByText('部署成功')).toBeTruthy();
  });

  it('a common deployment sends no tenants; without a file it says what is missing', async () => {
    const backend = startServer();
    await showDeploy();
    await choose(document.body, '流程类型', '报销流程');
    fireEvent.click(screen.getByRole('button', { name: /部\s*署/ }));
    expect(await screen.findByText('请上传 bpmn20.xml 标准格式文件')).toBeTruthy();
    pick(xmlFile('expense.bpmn20.xml'));
    await screen.findByText('expense.bpmn20.xml');
    fireEvent.click(screen.getByRole('button', { name: /部\s*署/ }));
    await waitFor(() => expect(backend.asked(flowCalls.deployUpload)).toHaveLength(1));
    const form = backend.asked(flowCalls.deployUpload)[0]!.config.data as FormData;
    expect(form.get('category')).toBe('flow_2');
    expect(form.get('tenantIds')).toBe('');
    expect(within(await screen.findByTestId('deployed')).getByText('全部租户')).toBeTruthy();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showPage(<DeployPage />, ['flow_deploy'], 'Process files');
    expect(screen.getByText('Common')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deploy' })).toBeTruthy();
  });
});
