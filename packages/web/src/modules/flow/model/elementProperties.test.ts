// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the engine's expression syntax, written as text, never a template.
import { flowableModdle } from '@pharma/contract';
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { blankDiagram } from './blankDiagram.ts';
import type { ModdleObject } from './designerTypes.ts';
import { kindOf, panelUpdates, readPanel } from './elementProperties.ts';

/**
 * The properties panel's logic over a real moddle with the flowable descriptor (bpmn-js itself cannot draw in the
 * test DOM): what it writes must come out of the saved XML as the engine reads it.
 */
const labels = { start: '开始', task: '审批', end: '结束' };

async function diagram(xml = blankDiagram('Leave', '请假流程', labels)) {
  const moddle = new BpmnModdle({ flowable: flowableModdle });
  const { rootElement } = await moddle.fromXML(xml);
  const process = (rootElement.get('rootElements') as ModdleObject[])[0]!;
  const byId = (id: string) => (process.get('flowElements') as ModdleObject[]).find((e) => e.id === id)!;
  // What modeling.updateProperties does to the business object.
  const apply = (bo: ModdleObject, updates: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(updates)) bo.set(key, value);
  };
  const save = async () => (await moddle.toXML(rootElement, { format: true })).xml;
  return { moddle, process, byId, apply, save };
}

describe('the designer’s properties panel logic', () => {
  it('starts a new model from start → user task → end, the process id being the model key', async () => {
    const { process, byId } = await diagram();
    expect(kindOf(process)).toBe('process');
    expect(readPanel(process)).toEqual({ id: 'Leave', name: '请假流程' });
    expect(readPanel(byId('start'))).toEqual({ name: '开始', initiator: 'applyUser', formKey: undefined });
    expect(kindOf(byId('task_1'))).toBe('userTask');
    expect(kindOf(byId('end'))).toBe('other');
  });

  it('writes a user task’s assignee, candidates and form key as flowable: attributes', async () => {
    const { moddle, byId, apply, save } = await diagram();
    const task = byId('task_1');
    apply(
      task,
      panelUpdates(
        task,
        {
          name: '人事审批',
          assignee: '${taskUser}',
          candidateUsers: ['taskUser_11', 'taskUser_12'],
          candidateRoles: ['manager'],
          candidateDepts: ['dept_7'],
          formKey: 'leave',
        },
        moddle,
      ),
    );
    const xml = await save();
    expect(xml).toContain('name="人事审批"');
    expect(xml).toContain('flowable:assignee="${taskUser}"');
    expect(xml).toContain('flowable:candidateUsers="taskUser_11,taskUser_12"');
    expect(xml).toContain('flowable:candidateGroups="manager,dept_7"');
    expect(xml).toContain('flowable:formKey="leave"');

    // Read back after a round trip: departments and roles come apart again.
    const again = await diagram(xml);
    expect(readPanel(again.byId('task_1'))).toEqual({
      name: '人事审批',
      assignee: '${taskUser}',
      candidateUsers: ['taskUser_11', 'taskUser_12'],
      candidateRoles: ['manager'],
      candidateDepts: ['dept_7'],
      formKey: 'leave',
    });
  });

  it('an emptied field removes its attribute', async () => {
    const { moddle, byId, apply, save } = await diagram();
    const task = byId('task_1');
    apply(task, panelUpdates(task, { name: '审批', assignee: 'taskUser_1', candidateUsers: ['taskUser_2'] }, moddle));
    apply(task, panelUpdates(task, { name: '审批', assignee: '  ', candidateUsers: [] }, moddle));
    const xml = await save();
    expect(xml).not.toContain('flowable:assignee');
    expect(xml).not.toContain('flowable:candidateUsers');
  });

  it('writes a sequence flow’s condition as a FormalExpression', async () => {
    const { moddle, byId, apply, save } = await diagram();
    const flow = byId('flow_end');
    apply(flow, panelUpdates(flow, { condition: '${days <= 3}' }, moddle));
    const xml = await save();
    expect(xml).toMatch(
      /<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\$\{days &lt;= 3\}<\/bpmn:conditionExpression>/,
    );
    const again = await diagram(xml);
    expect(readPanel(again.byId('flow_end')).condition).toBe('${days <= 3}');
  });

  it('writes the start event’s initiator and the process id and name', async () => {
    const { moddle, process, byId, apply, save } = await diagram();
    apply(byId('start'), panelUpdates(byId('start'), { initiator: 'starter', formKey: 'leave' }, moddle));
    apply(process, panelUpdates(process, { id: 'Expense', name: '报销流程' }, moddle));
    const xml = await save();
    expect(xml).toContain('flowable:initiator="starter"');
    expect(xml).toContain('<bpmn:process id="Expense" name="报销流程"');
  });

  it('makes a service task send a message, and takes the option off again', async () => {
    const xml = blankDiagram('Notify', '通知', labels).replace(
      '<bpmn:endEvent id="end"',
      '<bpmn:serviceTask id="notify" name="通知" /><bpmn:endEvent id="end"',
    );
    const { moddle, byId, apply, save } = await diagram(xml);
    const task = byId('notify');
    expect(readPanel(task)).toMatchObject({ sendMessage: false });
    apply(
      task,
      panelUpdates(
        task,
        { name: '通知', sendMessage: true, templateCode: 'SC_PLAN_SUBMITTED', receivers: 'a,b' },
        moddle,
      ),
    );
    const saved = await save();
    expect(saved).toContain('flowable:type="sendMessage"');
    expect(saved).toContain('<flowable:field name="templateCode" stringValue="SC_PLAN_SUBMITTED" />');
    expect(saved).toContain('<flowable:field name="receivers" stringValue="a,b" />');
    const again = await diagram(saved);
    expect(readPanel(again.byId('notify'))).toEqual({
      name: '通知',
      sendMessage: true,
      templateCode: 'SC_PLAN_SUBMITTED',
      receivers: 'a,b',
    });

    apply(task, panelUpdates(task, { name: '通知', sendMessage: false }, moddle));
    const off = await save();
    expect(off).not.toContain('sendMessage');
    expect(off).not.toContain('flowable:field');
  });
});
