import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/fixtures.ts';
import { type Saber4Session, saber4SignIn } from '../helpers/saber4.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The commercial Saber 4.x console's leave pages (src/views/work/process/leave/*.vue over src/api/work/process.js),
 * replayed as its wrapper sends them: form.vue's leaveProcess with the fields its form fills (审批人员 a user id,
 * times as YYYY-MM-DD HH:mm:ss), whose `msg` it shows on success and on refusal; detail.vue's leaveDetail and
 * historyFlowList, whose fields it reads. Issue 35: the days are working days, and the leave form starts only a
 * process whose start event names it (a 质检复核 deployed under 请假流程 is refused with a message the page shows).
 */
let s: TestServer;
let saber: Saber4Session;
let approverId: string;
let leaveId: string;

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  approverId = (await createUser(s.db, { tenantId: '000000', account: 's4-approver', password: 'pw-s4', codes: [] }))
    .userId;
  saber = await saber4SignIn(s);
  // start.vue's list (src/api/work/work.js startList): the row whose 发起 opens form.vue.
  const start = await saber.send('GET', '/blade-flow/work/start-list', { params: { current: 1, size: 10 } });
  leaveId = start.body.data.records.find((r: { key: string }) => r.key === 'Leave').id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('the Saber 4 console’s leave pages', () => {
  it('form.vue applies (leaveProcess), detail.vue reads the request and its history', async () => {
    const applied = await saber.send('POST', '/blade-desk/process/leave/start-process', {
      data: {
        processDefinitionId: leaveId,
        taskUser: approverId,
        startTime: '2026-12-07 09:00:00',
        endTime: '2026-12-08 18:00:00',
        reason: '回老家办理证件',
      },
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toMatchObject({ success: true });
    expect(typeof applied.body.msg).toBe('string');
    const leave = applied.body.data;
    expect(leave.days).toBe(2);

    const detail = await saber.send('GET', '/blade-desk/process/leave/detail', { params: { businessId: leave.id } });
    const form = detail.body.data;
    // What detail.vue binds: flow.assigneeName, startTime, endTime, reason.
    expect(form).toMatchObject({
      startTime: '2026-12-07 09:00:00',
      endTime: '2026-12-08 18:00:00',
      reason: '回老家办理证件',
      days: 2,
    });
    expect(form.flow.assigneeName).toBeTruthy();
    const history = await saber.send('GET', '/blade-flow/process/history-flow-list', {
      params: { processInstanceId: leave.processInstanceId },
    });
    expect(Array.isArray(history.body.data)).toBe(true);
    expect(history.body.data.map((f: { historyActivityName: string }) => f.historyActivityName)).toContain('人事审批');
  });

  it('refuses to start through the leave form a process whose start event names no leave form', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  targetNamespace="http://www.flowable.org/processdef">
  <process id="QcSaber" name="质检复核" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f0" sourceRef="start" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;
    // Deployed as deploy.vue's deployUpload sends it (its FormData: category 请假流程 = flow_1, tenantIds, files).
    const form = new FormData();
    form.append('category', 'flow_1');
    form.append('tenantIds', '');
    form.append('files', new Blob([xml], { type: 'text/xml' }), 'qc.bpmn20.xml');
    const deployed = await fetch(`${s.url}/api/blade-flow/manager/deploy-upload`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${saber.token}` },
      body: form,
    });
    const reply = (await deployed.json()) as { success: boolean; msg: string };
    expect(reply.success, reply.msg).toBe(true);
    const start = await saber.send('GET', '/blade-flow/work/start-list', { params: { current: 1, size: 50 } });
    const qc = start.body.data.records.find((r: { key: string }) => r.key === 'QcSaber');
    const refused = await saber.send('POST', '/blade-desk/process/leave/start-process', {
      data: {
        processDefinitionId: qc.id,
        taskUser: approverId,
        startTime: '2026-12-07 09:00:00',
        endTime: '2026-12-07 18:00:00',
        reason: '质检',
      },
    });
    expect(refused.status).toBe(400);
    // form.vue shows data.msg on a refusal.
    expect(refused.body).toMatchObject({ success: false, code: 400 });
    expect(refused.body.msg).toMatch(/^流程 质检复核 的发起表单不是请假单/);
  });
});
