import { dictCalls, flowCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, type Session, signedIn } from '../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../test/helpers/database.ts';
import { createUser } from '../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../test/helpers/server.ts';

/**
 * Issue 35, as a new team met the workflow, on ${databaseKind}: the leave request counts working days (the count
 * the approver rule reads), the form a process starts with is its own (its start event's form key, never its
 * category), and the chart's reply names every sequence flow taken, to the end.
 */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let admin: Session;
let approver: Session;
let manager: Session;
let approverId: string;
let leaveId: string;
const lists = {
  todo: flowCalls.todoList,
  claim: flowCalls.claimList,
  done: flowCalls.doneList,
  send: flowCalls.sendList,
  start: flowCalls.startList,
};
/** A process file deployed as 流程部署's upload sends it: multipart, which `send` does not make. */
const deployUpload = (form: FormData) =>
  fetch(`${s.url}${pathOf(flowCalls.deployUpload)}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${admin.token}` },
    body: form,
  });

const apply = (startTime: string, endTime: string, processDefinitionId = leaveId, lang?: 'zh' | 'en') =>
  admin.send(flowCalls.leaveStartProcess, {
    ...(lang ? { lang } : {}),
    body: { processDefinitionId, taskUser: approverId, startTime, endTime, reason: '参加质量体系内审' },
  });

const list = async (kind: keyof typeof lists, who: Session) =>
  (await who.send(lists[kind], { query: { size: '100' } })).body.data as { records: any[] };

const complete = (token: Session, task: { taskId: string; processInstanceId: string }) =>
  token.send(flowCalls.completeTask, {
    body: { taskId: task.taskId, processInstanceId: task.processInstanceId, flag: 'ok', comment: '同意' },
  });

/** The approver agrees to the request's 人事审批; the name of the task it then waits on. */
async function afterHr(instanceId: string): Promise<string> {
  const hr = (await list('todo', approver)).records.find(
    (r: { processInstanceId: string }) => r.processInstanceId === instanceId,
  );
  expect((await complete(approver, hr)).body.code).toBe(200);
  const next = (await list('claim', manager)).records.find(
    (r: { processInstanceId: string }) => r.processInstanceId === instanceId,
  );
  const view = (await admin.send(flowCalls.modelView, { query: { processInstanceId: instanceId } })).body.data as {
    flow: Array<{ historyActivityName: string; historyActivityType: string; endTime: string }>;
  };
  const open = view.flow.filter((f) => f.historyActivityType === 'userTask' && !f.endTime);
  expect(open).toHaveLength(1);
  if (next) expect(next.taskName).toBe(open[0]!.historyActivityName);
  return open[0]!.historyActivityName;
}

/** A one-step process under `key`, starting with no form of its own. */
const leaveLikeXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="质检复核" isExecutable="true">
    <startEvent id="start" flowable:initiator="applyUser"/>
    <sequenceFlow id="f0" sourceRef="start" targetRef="review"/>
    <userTask id="review" name="质检员复核" flowable:assignee="\${taskUser}"/>
    <sequenceFlow id="f1" sourceRef="review" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  approverId = (await createUser(s.db, { tenantId: '000000', account: 'lf-approver', password: 'pw-lf', codes: [] }))
    .userId;
  await createUser(s.db, { tenantId: '000000', account: 'lf-manager', password: 'pw-lf', codes: [], alias: 'manager' });
  approver = await signedIn(s, 'lf-approver', 'pw-lf', '000000');
  manager = await signedIn(s, 'lf-manager', 'pw-lf', '000000');
  const common = (await admin.send(flowCalls.managerList, { query: { mode: '1' } })).body.data;
  leaveId = String(common.records.find((r) => r.key === 'Leave')?.id);
});

describe(`leave days, start forms and the chart's flows on ${databaseKind}`, () => {
  test('counts 12-07 09:00 → 12-08 18:00 as two working days; 3 goes to 经理审批, 3.5 to 老板审批', async () => {
    const two = await apply('2026-12-07 09:00:00', '2026-12-08 18:00:00');
    expect(two.body.code, two.text).toBe(200);
    expect(two.body.data.days).toBe(2);
    const detail = (await admin.send(flowCalls.leaveDetail, { query: { businessId: two.body.data.id } })).body.data;
    expect(detail.days).toBe(2);

    // Monday 09:00 to Wednesday 18:00: three days, the manager's.
    const three = await apply('2026-12-07 09:00:00', '2026-12-09 18:00:00');
    expect(three.body.data.days).toBe(3);
    expect(await afterHr(three.body.data.processInstanceId)).toBe('经理审批');
    // One hour into Thursday is its morning: 3.5 days, the boss's (whole calendar days said 3, the manager's).
    const more = await apply('2026-12-07 09:00:00', '2026-12-10 10:00:00');
    expect(more.body.data.days).toBe(3.5);
    expect(await afterHr(more.body.data.processInstanceId)).toBe('老板审批');
  });

  test('refuses a leave with no working time in it, in the caller’s language', async () => {
    const weekend = await apply('2026-12-12 09:00:00', '2026-12-13 18:00:00');
    expect(weekend.status).toBe(400);
    expect(weekend.body).toMatchObject({ code: 400, success: false });
    expect(weekend.body.msg).toMatch(/^所选时间不含工作时间/);
    const lunch = await apply('2026-12-07 12:00:00', '2026-12-07 13:00:00', leaveId, 'en');
    expect(lunch.body.msg).toMatch(/^The times chosen hold no working hours/);
    const tooLong = await apply('2026-01-05 09:00:00', '2028-01-05 18:00:00');
    expect(tooLong.body.msg).toBe('一次请假不能超过366天');
  });

  test('starts a process with its own form: a 质检复核 deployed as 请假流程 is refused by the leave form', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  targetNamespace="http://www.flowable.org/processdef">
  <process id="QcReview" name="质检复核" isExecutable="true">
    <startEvent id="start" flowable:initiator="applyUser"/>
    <sequenceFlow id="f0" sourceRef="start" targetRef="review"/>
    <userTask id="review" name="质检员复核" flowable:assignee="\${taskUser}"/>
    <sequenceFlow id="f1" sourceRef="review" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;
    const form = new FormData();
    form.append('files', new Blob([xml], { type: 'text/xml' }), 'qc.bpmn20.xml');
    // flow_1 is 请假流程: the category the team picked.
    form.append('category', 'flow_1');
    const res = await deployUpload(form);
    const deployed = (await res.json()) as { code: number; msg: string; data: Array<{ id: string; formKey: string }> };
    expect(deployed.code, deployed.msg).toBe(200);
    expect(deployed.data[0]!.formKey).toBe('');

    // 发起事务 tells the console which form each starts with.
    const startable = (await list('start', admin)).records as Array<{ key: string; formKey: string }>;
    expect(startable.find((r) => r.key === 'Leave')!.formKey).toBe('leave');
    expect(startable.find((r) => r.key === 'QcReview')!.formKey).toBe('');
    // Purchasing's plan audit names its own page (it explains that a plan's commit starts it).
    const common = (await admin.send(flowCalls.managerList, { query: { mode: '1', size: '100' } })).body.data
      .records as Array<{ key: string; formKey: string }>;
    expect(common.find((r) => r.key === 'PurchasePlan')!.formKey).toBe('purchase-plan');

    const refused = await apply('2026-12-07 09:00:00', '2026-12-07 18:00:00', deployed.data[0]!.id);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('流程 质检复核 的发起表单不是请假单 (开始节点的表单标识为 ""), 请从它自己的表单发起');
  });

  test('takes the categories from the flow dictionary: one an administrator adds in 字典管理 is offered and deploys', async () => {
    const parents = (await admin.send(dictCalls.dict.parentList, { query: { code: 'flow' } })).body.data
      .records as Array<{ id: string; code: string }>;
    const parent = parents.find((p) => p.code === 'flow')!;
    const added = await admin.send(dictCalls.dict.submit, {
      body: { parentId: parent.id, code: 'flow', dictKey: '35', dictValue: '质检复核', sort: 35, remark: '' },
    });
    expect(added.body.code, added.text).toBe(200);
    // What the deploy dialogs' category select reads.
    const offered = (await admin.send(dictCalls.dict.dictionary, { query: { code: 'flow' } })).body.data as Array<{
      dictKey: string;
      dictValue: string;
    }>;
    expect(offered.map((o) => o.dictValue)).toEqual(['请假流程', '报销流程', '采购审批', '质检复核']);
    const form = new FormData();
    form.append('files', new Blob([leaveLikeXml('QcCheck')], { type: 'text/xml' }), 'qc-check.bpmn20.xml');
    form.append('category', 'flow_35');
    const res = await deployUpload(form);
    const deployed = (await res.json()) as { code: number; msg: string; data: Array<{ categoryName: string }> };
    expect(deployed.code, deployed.msg).toBe(200);
    expect(deployed.data[0]!.categoryName).toBe('质检复核');
  });

  test('names every sequence flow taken in the chart’s reply: from 经理审批 through its gateway to 结束', async () => {
    const started = await apply('2026-12-14 09:00:00', '2026-12-14 18:00:00');
    const instanceId = started.body.data.processInstanceId;
    expect(await afterHr(instanceId)).toBe('经理审批');
    const offered = (await list('claim', manager)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === instanceId,
    );
    expect((await manager.send(flowCalls.claimTask, { query: { taskId: offered.taskId } })).body.code).toBe(200);
    expect((await complete(manager, offered)).body.code).toBe(200);
    const view = (await admin.send(flowCalls.modelView, { query: { processInstanceId: instanceId } })).body.data as {
      flow: Array<{ historyActivityId: string; historyActivityType: string }>;
    };
    const taken = view.flow.filter((f) => f.historyActivityType === 'sequenceFlow').map((f) => f.historyActivityId);
    expect(taken).toEqual(['flowStart', 'flowHr', 'flowHrManager', 'flowManager', 'flowManagerPass']);
    const ran = view.flow.filter((f) => f.historyActivityType === 'endEvent').map((f) => f.historyActivityId);
    expect(ran).toEqual(['end']);
  });
});
