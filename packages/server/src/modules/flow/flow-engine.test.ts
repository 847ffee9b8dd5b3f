import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flowCalls, profileCalls, tenantCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathOf, rowsOf, type Session, signedIn } from '../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../test/helpers/database.ts';
import { createUser, newDept, newUser } from '../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../test/helpers/server.ts';
import { ensureModuleTemplates } from '../message/public.ts';
import { taskTable } from './instance/instance.table.ts';
import { flowTemplates } from './message-templates.ts';

/**
 * The workflow engine over HTTP on ${databaseKind}: Flowable XML deployed and run step by step with the engine's
 * state in the database: the leave process through a reject, a re-apply and a role's claim to its end; gateways and
 * parallel branches; a boundary timer fired by the job queue; suspend and delete; a server restart between steps;
 * and who sees and completes which task.
 */
let s: TestServer;
let dataDir: string | undefined;
// The suite restarts its server between steps, so it starts its own rather than the kit's one per file; its people
// sign in again on each server.
let admin: Session;
let approver: Session;
let managerA: Session;
let managerB: Session;
let stranger: Session;
const users: Record<string, string> = {};
const lists = {
  todo: flowCalls.todoList,
  claim: flowCalls.claimList,
  done: flowCalls.doneList,
  send: flowCalls.sendList,
  start: flowCalls.startList,
};
const rows = async (query: ReturnType<typeof sql>) => await rowsOf<Record<string, any>>(s.db, query);

const xmlHead = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">`;

/** Parallel branches (one to a user, one to a department), joined, then a 发送消息 task, then the end. */
const parallelXml = (deptId: string) => `${xmlHead}
  <process id="Parallel" name="并行会签" isExecutable="true">
    <startEvent id="start" flowable:initiator="applyUser" flowable:formKey="leave"/>
    <sequenceFlow id="f0" sourceRef="start" targetRef="fork"/>
    <parallelGateway id="fork"/>
    <sequenceFlow id="f1" sourceRef="fork" targetRef="legal"/>
    <sequenceFlow id="f2" sourceRef="fork" targetRef="finance"/>
    <userTask id="legal" name="法务会签" flowable:assignee="\${taskUser}"/>
    <userTask id="finance" name="财务会签" flowable:candidateGroups="dept_${deptId}"/>
    <sequenceFlow id="f3" sourceRef="legal" targetRef="join"/>
    <sequenceFlow id="f4" sourceRef="finance" targetRef="join"/>
    <parallelGateway id="join"/>
    <sequenceFlow id="f5" sourceRef="join" targetRef="notify"/>
    <serviceTask id="notify" name="通知申请人" flowable:type="sendMessage">
      <extensionElements>
        <flowable:field name="templateCode"><flowable:string>FLOW_PROCESS_ENDED</flowable:string></flowable:field>
        <flowable:field name="receivers"><flowable:expression>\${applyUser}</flowable:expression></flowable:field>
        <flowable:field name="processName" stringValue="会签完成"/>
      </extensionElements>
    </serviceTask>
    <sequenceFlow id="f6" sourceRef="notify" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

/** A task with a two-second boundary timer that hands it to the applicant when nobody acts. */
const timerXml = `${xmlHead}
  <process id="Escalate" name="超时转交" isExecutable="true">
    <startEvent id="start" flowable:initiator="applyUser" flowable:formKey="leave"/>
    <sequenceFlow id="f0" sourceRef="start" targetRef="wait"/>
    <userTask id="wait" name="限时审批" flowable:assignee="\${taskUser}"/>
    <boundaryEvent id="late" attachedToRef="wait" cancelActivity="true">
      <timerEventDefinition><timeDuration>PT2S</timeDuration></timerEventDefinition>
    </boundaryEvent>
    <sequenceFlow id="f1" sourceRef="late" targetRef="escalated"/>
    <sequenceFlow id="f2" sourceRef="wait" targetRef="end"/>
    <userTask id="escalated" name="超时处理" flowable:assignee="\${applyUser}"/>
    <sequenceFlow id="f3" sourceRef="escalated" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

async function upload(files: Array<[string, string]>, fields: Record<string, string>, token = admin) {
  const form = new FormData();
  for (const [name, xml] of files) form.append('files', new Blob([xml], { type: 'text/xml' }), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  // A multipart upload, which `send` does not make.
  const res = await fetch(`${s.url}${pathOf(flowCalls.deployUpload)}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token.token}` },
    body: form,
  });
  return (await res.json()) as { code: number; msg: string; data: Array<{ id: string; key: string; version: number }> };
}

const apply = (definitionId: string, taskUser: string, days: number, token = admin) =>
  token.send(flowCalls.leaveStartProcess, {
    body: {
      processDefinitionId: definitionId,
      taskUser,
      startTime: '2026-12-01 09:00:00',
      endTime: `2026-12-${String(1 + days).padStart(2, '0')} 09:00:00`,
      reason: '测试请假',
    },
  });

const list = async (kind: keyof typeof lists, who: Session, query: Record<string, string> = {}) =>
  (await who.send(lists[kind], { query })).body.data as { records: any[]; total: number };

const complete = (
  token: Session,
  task: { taskId: string; processInstanceId: string },
  pass: boolean,
  comment?: string,
) =>
  token.send(flowCalls.completeTask, {
    body: { taskId: task.taskId, processInstanceId: task.processInstanceId, comment, ...(pass ? { flag: 'ok' } : {}) },
  });

async function signIn() {
  admin = await signedIn(s);
  approver = await signedIn(s, 'fl-approver', 'pw-fl', '000000');
  managerA = await signedIn(s, 'fl-manager-a', 'pw-fl', '000000');
  managerB = await signedIn(s, 'fl-manager-b', 'pw-fl', '000000');
  stranger = await signedIn(s, 'fl-stranger', 'pw-fl', '300471');
}

/** The same database under a new server process's worth of state: a fresh app, pool and engine. */
async function restart() {
  const { databaseUrl, tokenSecret } = s.config;
  const stopped = s;
  await stopped.stop();
  dropLater.push(stopped.drop);
  s = await startServer(dataDir ? { dataDir, tokenSecret } : { databaseUrl, tokenSecret });
  await signIn();
}
const dropLater: Array<() => Promise<void>> = [];

beforeAll(async () => {
  // On PGlite the database must outlive the first server, so it lives on disk.
  if (databaseKind === 'pglite') dataDir = mkdtempSync(join(tmpdir(), 'flow-engine-'));
  s = await startServer({ captchaEnabled: false, ...(dataDir ? { dataDir } : {}) });
  await ensureModuleTemplates(s.db, '000000', Object.values(flowTemplates));
  const approverUser = await createUser(s.db, {
    tenantId: '000000',
    account: 'fl-approver',
    password: 'pw-fl',
    codes: [],
  });
  const managerUser = await createUser(s.db, {
    tenantId: '000000',
    account: 'fl-manager-a',
    password: 'pw-fl',
    codes: [],
    alias: 'manager',
  });
  // Both managers hold the `manager` role; only the first is in the finance department.
  const otherDept = await newDept(s.db, { tenantId: '000000', name: '部门-fl-manager-b' });
  users.managerB = await newUser(s.db, {
    tenantId: '000000',
    account: 'fl-manager-b',
    password: 'pw-fl',
    roleIds: [managerUser.roleId],
    deptIds: [otherDept],
  });
  users.stranger = (
    await createUser(s.db, { tenantId: '300471', account: 'fl-stranger', password: 'pw-fl', codes: [] })
  ).userId;
  users.approver = approverUser.userId;
  users.managerA = managerUser.userId;
  users.financeDept = managerUser.deptId;
  await signIn();
  users.admin = (await admin.send(profileCalls.info)).body.data?.id ?? '';
}, 120_000);
afterAll(async () => {
  await s?.close();
  for (const drop of dropLater) await drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`the workflow engine on ${databaseKind}`, () => {
  let leaveId: string;

  test('lists the seeded Leave definition, common to every tenant, for starting', async () => {
    const common = (await admin.send(flowCalls.managerList, { query: { mode: '1' } })).body.data;
    const leave = common.records.find((r) => r.key === 'Leave')!;
    expect(leave).toMatchObject({ tenantId: '', name: '请假流程', category: 'flow_1', suspensionState: 1, version: 1 });
    expect(leave.id).toMatch(/^Leave:1:\d+$/);
    leaveId = leave.id;
    const startable = await list('start', stranger);
    expect(startable.records.map((r: { key: string }) => r.key)).toContain('Leave');
  });

  test('runs the leave process: reject, re-apply (across a restart), a role claims, one claim wins, to the end', async () => {
    const started = await apply(leaveId, users.approver!, 2);
    expect(started.body.code, started.text).toBe(200);
    const leave = started.body.data;
    expect(leave).toMatchObject({ days: 2, taskUser: users.approver, flow: { processIsFinished: 'unfinished' } });

    const [hr] = (await list('todo', approver)).records;
    expect(hr).toMatchObject({ taskName: '人事审批', businessId: leave.id, businessTable: 'blade_process_leave' });
    expect(hr.routeValue).toBe('leave');
    // Nobody else has it, and another tenant sees nothing.
    expect((await list('todo', managerA)).total).toBe(0);
    expect((await list('claim', managerA)).total).toBe(0);
    expect((await list('todo', stranger)).total).toBe(0);
    const theirs = await complete(stranger, hr, true);
    expect(theirs.body.success).toBe(false);
    const notMine = await complete(managerA, hr, true);
    expect(notMine.body.msg).toBe('该任务不是您的待办');

    // 驳回: back to the applicant's 调整申请.
    expect((await complete(approver, hr, false, '请补充说明')).body.code).toBe(200);
    const [adjust] = (await list('todo', admin)).records.filter((r: { taskName: string }) => r.taskName === '调整申请');
    expect(adjust).toBeDefined();

    await restart();

    // 重新申请: the same instance goes on in the new server.
    expect((await complete(admin, adjust, true, '已补充')).body.code).toBe(200);
    const [again] = (await list('todo', approver)).records;
    expect(again.taskName).toBe('人事审批');
    expect((await complete(approver, again, true)).body.code).toBe(200);

    // days <= 3: 经理审批, offered to the `manager` role: both managers see it to claim; one claim wins.
    const [offered] = (await list('claim', managerA)).records;
    expect(offered.taskName).toBe('经理审批');
    expect((await list('claim', managerB)).records[0].taskId).toBe(offered.taskId);
    const claims = await Promise.all([
      managerA.send(flowCalls.claimTask, { query: { taskId: offered.taskId } }),
      managerB.send(flowCalls.claimTask, { query: { taskId: offered.taskId } }),
    ]);
    const won = claims.filter((c) => c.body.success);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.msg).toBe('已签收, 请在待办事务中办理');
    expect(claims.find((c) => !c.body.success)!.body.msg).toBe('该任务已被其他人签收');
    const winner = claims[0]!.body.success ? managerA : managerB;
    expect((await list('claim', managerA)).total).toBe(0);
    expect((await complete(winner, { ...offered }, true, '同意')).body.code).toBe(200);

    const sent = (await list('send', admin)).records.find((r: { businessId: string }) => r.businessId === leave.id);
    expect(sent).toMatchObject({ processIsFinished: 'finished', status: 'finish' });
    const history = (
      await admin.send(flowCalls.historyFlowList, { query: { processInstanceId: leave.processInstanceId } })
    ).body.data;
    expect(history.map((h) => h.historyActivityName)).toEqual([
      '开始',
      '人事审批',
      '调整申请',
      '人事审批',
      '经理审批',
      '结束',
    ]);
    expect(history[1]).toMatchObject({ comment: '请补充说明', pass: false, assignee: `taskUser_${users.approver}` });
    expect(history[3]).toMatchObject({ comment: '同意', pass: true });
    expect(history.every((h) => h.endTime)).toBe(true);
    const done = await list('done', approver);
    expect(done.total).toBe(2);

    const view = (await admin.send(flowCalls.modelView, { query: { processInstanceId: leave.processInstanceId } })).body
      .data;
    expect(view.xml).toContain('flowable:candidateGroups="manager"');
    const taken = view.flow.filter((f) => f.historyActivityType === 'sequenceFlow');
    expect(taken.map((f) => f.historyActivityId)).toContain('flowHrReject');
    const detail = (await admin.send(flowCalls.leaveDetail, { query: { businessId: leave.id } })).body.data;
    expect(detail.flow.processIsFinished).toBe('finished');
    // The applicant heard of each task given and of the end, in their inbox (the message centre's records).
    const heard = await rows(
      sql`select template_code, receiver_user_id from msg_record where template_code like 'FLOW_%' order by id`,
    );
    const codes = heard.map(
      (r) =>
        `${r.template_code}:${r.receiver_user_id === users.admin ? 'admin' : r.receiver_user_id === users.approver ? 'approver' : 'other'}`,
    );
    expect(codes).toContain('FLOW_TASK_TODO:approver');
    expect(codes).toContain('FLOW_TASK_TODO:admin');
    expect(codes).toContain('FLOW_PROCESS_ENDED:admin');
  }, 120_000);

  test('deploys Flowable XML by upload (versions per key), runs parallel branches to a department, then sends', async () => {
    const first = await upload([['parallel.bpmn20.xml', parallelXml(users.financeDept!)]], { category: 'flow_2' });
    expect(first.code, first.msg).toBe(200);
    const again = await upload([['parallel.bpmn20.xml', parallelXml(users.financeDept!)]], { category: 'flow_2' });
    expect(again.data[0]).toMatchObject({ key: 'Parallel', version: 2 });
    const started = await apply(again.data[0]!.id, users.approver!, 1);
    expect(started.body.code, started.text).toBe(200);
    const instance = started.body.data.processInstanceId;
    const [legal] = (await list('todo', approver)).records.filter(
      (r: { taskName: string }) => r.taskName === '法务会签',
    );
    // The department branch is offered to the users of that department (fl-manager-a's).
    const [finance] = (await list('claim', managerA)).records;
    expect(finance.taskName).toBe('财务会签');
    expect((await list('claim', managerB)).total).toBe(0);
    expect((await complete(approver, legal, true)).body.code).toBe(200);
    // One branch done: the join waits.
    const midway = await list('send', admin);
    expect(
      midway.records.find((r: { processInstanceId: string }) => r.processInstanceId === instance).processIsFinished,
    ).toBe('unfinished');
    expect((await managerA.send(flowCalls.claimTask, { query: { taskId: finance.taskId } })).body.code).toBe(200);
    expect((await complete(managerA, finance, true)).body.code).toBe(200);
    const end = await list('send', admin);
    expect(
      end.records.find((r: { processInstanceId: string }) => r.processInstanceId === instance).processIsFinished,
    ).toBe('finished');
    const sent = await rows(
      sql`select params from msg_record where template_code = 'FLOW_PROCESS_ENDED' and params like '%会签完成%'`,
    );
    expect(sent).toHaveLength(1);
  }, 60_000);

  test('refuses files it cannot run, each with its reason, and deploys nothing of a refused upload', async () => {
    const entity = await upload(
      [
        [
          'x.bpmn20.xml',
          `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/passwd">]>${xmlHead.split('?>')[1]}</definitions>`,
        ],
      ],
      { category: 'flow_1' },
    );
    expect(entity.msg).toBe('流程文件不能包含 DOCTYPE 或实体声明');
    const script = await upload(
      [
        [
          'x.bpmn20.xml',
          `${xmlHead}<process id="S" isExecutable="true"><startEvent id="a"/><scriptTask id="run" scriptFormat="js"><script>1</script></scriptTask></process></definitions>`,
        ],
      ],
      { category: 'flow_1' },
    );
    expect(script.msg).toContain('ScriptTask');
    const badCondition = await upload(
      [
        [
          'x.bpmn20.xml',
          `${xmlHead}<process id="C" isExecutable="true"><startEvent id="a"/><sequenceFlow id="f" sourceRef="a" targetRef="b"><conditionExpression xsi:type="tFormalExpression">\${days &lt;=}</conditionExpression></sequenceFlow><endEvent id="b"/></process></definitions>`,
        ],
      ],
      { category: 'flow_1' },
    );
    expect(badCondition.msg).toMatch(/^表达式 \$\{days <=\} 不正确/);
    expect((await upload([['x.xml', timerXml]], { category: 'flow_1' })).msg).toBe('请上传 bpmn20.xml 标准格式文件');
    expect((await upload([['x.bpmn20.xml', timerXml]], { category: 'flow_9' })).msg).toBe('流程类型 flow_9 不存在');
    expect((await upload([['x.bpmn20.xml', '<definitions']], { category: 'flow_1' })).msg).toMatch(/^流程文件解析失败/);
    const keys = (await admin.send(flowCalls.managerList, { query: { mode: '1', size: '100' } })).body.data;
    // The common ones: the shipped Leave and PurchasePlan (purchasing's plan audit), and Parallel deployed above.
    expect(keys.records.map((r: { key: string }) => r.key).sort()).toEqual(['Leave', 'Parallel', 'PurchasePlan']);
    // A tenant's own user may not deploy for every tenant.
    expect((await upload([['t.bpmn20.xml', timerXml]], { category: 'flow_1' }, stranger)).code).not.toBe(200);
  });

  test('fires a boundary timer through the job queue and hands the task on', async () => {
    const [deployed] = (await upload([['escalate.bpmn20.xml', timerXml]], { category: 'flow_1' })).data;
    const started = await apply(deployed!.id, users.approver!, 1);
    const instance = started.body.data.processInstanceId;
    expect((await list('todo', approver)).records.map((r: { taskName: string }) => r.taskName)).toContain('限时审批');
    let escalated: { taskName: string } | undefined;
    for (let i = 0; i < 60 && !escalated; i++) {
      await new Promise((r) => setTimeout(r, 500));
      escalated = (await list('todo', admin)).records.find(
        (r: { taskName: string; processInstanceId: string }) =>
          r.taskName === '超时处理' && r.processInstanceId === instance,
      );
    }
    expect(escalated).toBeDefined();
    // The timed task is gone from the approver's list, cancelled rather than completed.
    expect((await list('todo', approver)).records.map((r: { taskName: string }) => r.taskName)).not.toContain(
      '限时审批',
    );
    const [cancelled] = await s.db
      .select({ outcome: taskTable.outcome })
      .from(taskTable)
      .where(sql`${taskTable.instanceId} = ${instance} and ${taskTable.taskDefKey} = 'wait'`);
    expect(cancelled!.outcome).toBe('cancelled');
  }, 60_000);

  test('suspends a definition (nothing starts), activates it, and deletes an instance with its reason', async () => {
    const state = (query: Record<string, string>) => admin.send(flowCalls.changeState, { query });
    const suspended = await state({ state: 'suspend', processId: leaveId });
    expect(suspended.body.msg).toBe(`挂起ID为 [${leaveId}] 的流程成功`);
    expect((await state({ state: 'suspend', processId: leaveId })).body.msg).toBe(
      `流程ID为 [${leaveId}] 的流程已是此状态，无需操作`,
    );
    expect((await state({ state: 'other', processId: leaveId })).body.msg).toBe('暂无流程变更');
    expect((await apply(leaveId, users.approver!, 1)).body.msg).toBe('流程定义 请假流程 已挂起, 不能发起');
    expect((await list('start', admin)).records.map((r: { key: string }) => r.key)).not.toContain('Leave');
    expect((await state({ state: 'active', processId: leaveId })).body.code).toBe(200);

    const started = await apply(leaveId, users.approver!, 1);
    const instance = started.body.data.processInstanceId;
    const following = (await admin.send(flowCalls.followList, { query: { processInstanceId: instance } })).body.data;
    expect(following.records[0]).toMatchObject({ processInstanceId: instance, taskDefinitionKey: 'hrTask' });
    const noReason = await admin.send(flowCalls.deleteInstance, { query: { processInstanceId: instance } });
    expect(noReason.body.msg).toBe('请输入删除理由');
    const removed = await admin.send(flowCalls.deleteInstance, {
      query: { processInstanceId: instance, deleteReason: '申请人离职' },
    });
    expect(removed.body.code).toBe(200);
    expect(
      (await list('todo', approver)).records.map((r: { processInstanceId: string }) => r.processInstanceId),
    ).not.toContain(instance);
    const history = (await admin.send(flowCalls.historyFlowList, { query: { processInstanceId: instance } })).body.data;
    expect(history.at(-1)?.comment).toBe('申请人离职');
    // Another tenant's user cannot read it.
    const hidden = await stranger.send(flowCalls.historyFlowList, { query: { processInstanceId: instance } });
    expect(hidden.body.success).toBe(false);
  });

  test('draws an instance as a picture and hands out a definition as XML', async () => {
    const [sent] = (await list('send', admin)).records;
    const picture = await fetch(
      // The picture as an <img> asks for it: its token in the query.
      `${s.url}${pathOf(flowCalls.diagramView)}?processInstanceId=${sent.processInstanceId}&blade-auth=${encodeURIComponent(`bearer ${admin.token}`)}`,
    );
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const xml = await fetch(
      `${s.url}${pathOf(flowCalls.resourceView)}?processDefinitionId=${encodeURIComponent(leaveId)}&resourceType=xml&blade-auth=${encodeURIComponent(`bearer ${admin.token}`)}`,
    );
    expect(await xml.text()).toContain('<process id="Leave"');
  });

  test("gives a tenant made in 租户管理 the workflow's message templates, so its tasks send from the first day", async () => {
    const made = await admin.send(tenantCalls.submit, {
      body: { tenantName: '流程新租户', linkman: '王经理', contactNumber: '13900000001' },
    });
    expect(made.body.code, made.text).toBe(200);
    const codes = await rows(
      sql`select template_code from msg_template_info where tenant_id = ${made.body.data.tenantId} and is_deleted = 0 order by template_code`,
    );
    // The workflow's three (other modules, purchasing among them, add their own beside them).
    expect(codes.map((r) => r.template_code).filter((code) => code.startsWith('FLOW_'))).toEqual([
      'FLOW_PROCESS_ENDED',
      'FLOW_TASK_CLAIM',
      'FLOW_TASK_TODO',
    ]);
  });
});
