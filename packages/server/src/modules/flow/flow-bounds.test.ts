import { type CallDef, flowCalls, profileCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, personWith, type Session } from '../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../test/helpers/database.ts';
import type { TestServer } from '../../../test/helpers/server.ts';

/**
 * What a process file may hold (issue 34, item 6), over HTTP on ${databaseKind}: a huge name, twenty thousand tasks,
 * deep nesting and a file too large are refused at deploy-upload with their reasons, as is a condition the engine
 * could never evaluate (a call), so nothing deployed fails when started; model/submit keeps a model's XML within
 * the same size. And every flow call naming an instance, a task or a deployment by an id no bigint holds (2^63)
 * answers 400, not 500.
 */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let admin: Session;
let staff: Session;
let adminId: string;
const tooBig = '9223372036854775808';

const head = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">`;
const processXml = (body: string, name = '测试流程', id = 'Bounds') =>
  `${head}<process id="${id}" name="${name}" isExecutable="true">${body}</process></definitions>`;
const straight = '<startEvent id="s"/><sequenceFlow id="f" sourceRef="s" targetRef="e"/><endEvent id="e"/>';

async function upload(xml: string, lang = 'zh') {
  const form = new FormData();
  form.append('files', new Blob([xml], { type: 'text/xml' }), 'bounds.bpmn20.xml');
  form.append('category', 'flow_1');
  // A multipart upload, which `send` does not make.
  const res = await fetch(`${s.url}${pathOf(flowCalls.deployUpload)}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${admin.token}`, 'accept-language': lang },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; success: boolean; msg: string } };
}

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  adminId = String((await admin.send(profileCalls.info)).body.data.id);
  staff = await personWith(server, [], { tenantId: '000000' });
});

describe(`process files within bounds, flow ids within bigint, on ${databaseKind}`, () => {
  test('deploys a plain process, and refuses a huge name, 20,000 tasks, deep nesting and a too large file', async () => {
    expect((await upload(processXml(straight))).body.code).toBe(200);
    const long = await upload(processXml(straight, '名'.repeat(300)));
    expect(long.body).toMatchObject({ code: 400, success: false, msg: '流程名称不能超过255个字符' });
    const huge = await upload(processXml(straight, 'n'.repeat(5 * 1024 * 1024 - 2000)));
    expect(huge.body).toMatchObject({ code: 400, msg: '流程文件过大(超过524288个字符)' });
    const tasks = Array.from({ length: 20_000 }, (_, i) => `<userTask id="t${i}"/>`).join('');
    const many = await upload(processXml(`${straight}${tasks}`));
    expect(many.body).toMatchObject({ code: 400, msg: '流程文件的元素过多(超过10000个)' });
    const fewer = Array.from({ length: 1_500 }, (_, i) => `<userTask id="t${i}"/>`).join('');
    expect((await upload(processXml(`${straight}${fewer}`))).body.msg).toBe('流程文件的元素过多(超过1000个)');
    const deep = await upload(processXml(`${straight}${'<documentation>'.repeat(10_000)}`));
    expect(deep.body).toMatchObject({ code: 400, msg: '流程文件的嵌套超过32层' });
    const en = await upload(processXml(straight, 'x'.repeat(300)), 'en');
    expect(en.body.msg).toBe('A process name may have at most 255 characters');
    const id = await upload(processXml(`${straight}<userTask id="${'t'.repeat(100)}"/>`));
    expect(id.body.msg).toMatch(/^流程元素的 id 不能超过64个字符/);
  }, 60_000);

  test('refuses at deploy a condition the engine cannot evaluate (a call, this, a list), so none fails when started', async () => {
    const conditioned = (condition: string) =>
      processXml(
        `<startEvent id="s" flowable:formKey="leave"/><exclusiveGateway id="g"/><sequenceFlow id="f0" sourceRef="s" targetRef="g"/>` +
          `<sequenceFlow id="f1" sourceRef="g" targetRef="e"><conditionExpression xsi:type="tFormalExpression">${condition}</conditionExpression></sequenceFlow>` +
          `<sequenceFlow id="f2" sourceRef="g" targetRef="e"/><endEvent id="e"/>`,
        '条件',
        'Conditions',
      );
    for (const [condition, reason] of [
      ['${foo()}', 'CallExpression is not supported'],
      ['${days.toString() == "3"}', 'CallExpression is not supported'],
      ['${this.days &gt; 3}', 'ThisExpression is not supported'],
      ['${[1, 2]}', 'ArrayExpression is not supported'],
      ['${a, b}', 'Compound is not supported'],
    ]) {
      const res = await upload(conditioned(condition!));
      expect(res.body.code, condition).toBe(400);
      expect(res.body.msg, condition).toContain(reason);
    }
    // What the engine does evaluate still deploys.
    const good = await upload(conditioned('${days &gt; 3 &amp;&amp; not empty reason}'));
    expect(good.body.code).toBe(200);
    // One deployed before deploys were checked: starting it is refused with the reason, never a 500.
    const id = (good.body as unknown as { data: Array<{ id: string }> }).data[0]!.id;
    await s.db.execute(
      sql`update flow_definition set xml = replace(xml, '\${days &gt; 3 &amp;&amp; not empty reason}', '\${foo()}') where id = ${id}`,
    );
    const start = await admin.send(flowCalls.leaveStartProcess, {
      body: {
        processDefinitionId: id,
        taskUser: adminId,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-05 09:00:00',
        reason: '测试',
      },
    });
    expect(start.status, start.text).toBe(400);
    expect(start.body.msg).toContain('CallExpression is not supported');
  });

  test('keeps a model’s XML within a process file’s size (model/submit)', async () => {
    const res = await admin.send(flowCalls.modelSubmit, {
      body: { modelKey: 'bounds_model', name: '边界模型', modelEditorXml: 'x'.repeat(524_289) },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('模型设计不能超过524288个字符');
  });

  test('answers 400, not 500, to an id of 2^63 on every flow call that names an instance, a task or a deployment', async () => {
    const calls: Array<[Session, CallDef, Record<string, string>, string]> = [
      [staff, flowCalls.claimTask, { taskId: tooBig }, '任务不存在或已处理'],
      [admin, flowCalls.historyFlowList, { processInstanceId: tooBig }, '流程实例不存在'],
      [admin, flowCalls.modelView, { processInstanceId: tooBig }, '流程实例不存在'],
      [admin, flowCalls.diagramView, { processInstanceId: tooBig }, '流程实例不存在'],
      [admin, flowCalls.followList, { processInstanceId: tooBig }, '流程实例不存在'],
      [admin, flowCalls.deleteInstance, { processInstanceId: tooBig, deleteReason: '测试' }, '流程实例不存在'],
      [admin, flowCalls.deleteDeployment, { deploymentIds: tooBig }, '部署不存在'],
      [admin, flowCalls.deleteDeployment, { deploymentIds: `1,${tooBig}` }, '部署不存在'],
    ];
    for (const [who, call, query, msg] of calls) {
      const path = call.path;
      const res = await who.send(call, { query });
      expect(res.status, `${path} ${res.text}`).toBe(400);
      expect(res.body, path).toMatchObject({ code: 400, success: false, msg });
    }
    const complete = await staff.send(flowCalls.completeTask, {
      body: { taskId: tooBig, processInstanceId: tooBig, flag: 'ok' },
    });
    expect(complete.status, complete.text).toBe(400);
    const leave = await staff.send(flowCalls.leaveStartProcess, {
      body: {
        id: tooBig,
        processDefinitionId: 'Leave:1:1',
        taskUser: '1',
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-02 09:00:00',
        reason: '测试',
      },
    });
    expect(leave.status, leave.text).toBe(400);
    // An id that is simply unknown is still the same clear answer.
    expect((await admin.send(flowCalls.historyFlowList, { query: { processInstanceId: '1' } })).body.msg).toBe(
      '流程实例不存在',
    );
  });
});
