import { type BladeFlow, dictCalls, type FlowProcess } from '@pharma/contract';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { seededOptions } from '../../../../test/dictStub.ts';
import { fakeBackend } from '../../../../test/fakeBackend.ts';
import { pickIn } from '../../../../test/pick.ts';
import { setHttpHooks } from '../../../lib/http.ts';
import { registerNavigate } from '../../../lib/navigate.ts';
import { viewerLoader } from '../chart/loadViewer.ts';

/**
 * What the flow screens' tests share: a fake server from the call declarations answering the seeded dictionaries
 * (flow: 1 请假流程 remark leave), a navigation spy, and rows shaped as the server sends them.
 */
export function flowBackend() {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend().on(dictCalls.dict.dictionary, ({ query, lang }) => seededOptions(query.code ?? '', lang));
}

/** Where the screen navigated (lib/navigate), in order; call `registerNavigate(null)` after the test. */
export function spyNavigation() {
  const to = vi.fn<(path: string) => void>();
  registerNavigate(to);
  return to;
}

export const pageOf = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

export const definition = (over: Partial<FlowProcess> = {}): FlowProcess => ({
  id: 'Leave:1:2504',
  tenantId: '',
  name: '请假流程',
  key: 'Leave',
  description: '',
  category: 'flow_1',
  categoryName: '请假流程',
  version: 1,
  deploymentId: '2501',
  resourceName: 'LeaveProcess.bpmn20.xml',
  diagramResourceName: '',
  suspensionState: 1,
  deploymentTime: '2026-03-01 09:00:00',
  formKey: 'leave',
  ...over,
});

/** A task of a leave request as the work lists send it. */
export const task = (over: Partial<BladeFlow> = {}): BladeFlow => ({
  taskId: '3001',
  taskName: '人事审批',
  taskDefinitionKey: 'hrTask',
  category: 'flow_1',
  categoryName: '请假流程',
  createTime: '2026-03-02 10:00:00',
  processInstanceId: '2601',
  processDefinitionId: 'Leave:1:2504',
  processDefinitionKey: 'Leave',
  processDefinitionName: '请假流程',
  processDefinitionVersion: 1,
  businessTable: 'blade_process_leave',
  businessId: '1234',
  startUser: '张三',
  routeValue: 'leave',
  ...over,
});

/** Opens the antd Select labelled `label` inside `scope` and clicks the option `option`. */
export const choose = (scope: HTMLElement, label: string, option: string) =>
  pickIn(within(scope).getByLabelText(label), option);

/**
 * For the tests of a file: the chart's viewer is `viewer` (happy-dom draws no SVG; by default one that never
 * loads), put back after each test.
 */
export function stubChartViewer(viewer: () => Promise<unknown> = () => new Promise(() => undefined)) {
  const real = viewerLoader.load;
  beforeEach(() => {
    viewerLoader.load = viewer as typeof real;
  });
  afterEach(() => {
    viewerLoader.load = real;
  });
}
