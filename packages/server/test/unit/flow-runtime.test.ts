import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkExpressions, resolveExpression } from '../../src/modules/flow/engine/expression.ts';
import { runStep } from '../../src/modules/flow/engine/runtime.ts';

const leaveXml = readFileSync(new URL('../../src/modules/flow/leave/leave.bpmn20.xml', import.meta.url), 'utf8');

describe('the expression evaluator', () => {
  it('reads Flowable conditions over the variables, JUEL words included', () => {
    const vars = { days: 3, pass: true, user: { name: 'x' }, amount: '12' };
    expect(resolveExpression('${pass && days <= 3}', vars)).toBe(true);
    expect(resolveExpression('${days > 3}', vars)).toBe(false);
    expect(resolveExpression('${!pass}', vars)).toBe(false);
    expect(resolveExpression('${days le 3 and not empty user}', vars)).toBe(true);
    expect(resolveExpression('${amount > 10}', vars)).toBe(true);
    expect(resolveExpression('${user.name == "x" ? 1 : 2}', vars)).toBe(1);
    expect(resolveExpression('taskUser_${days}', vars)).toBe('taskUser_3');
    expect(resolveExpression('plain', vars)).toBe('plain');
  });

  it('never reaches code: calls, prototypes and globals are refused or empty', () => {
    expect(() => resolveExpression('${process.exit(1)}', {})).toThrow(/not supported/);
    expect(resolveExpression('${constructor}', {})).toBeUndefined();
    expect(resolveExpression('${user.__proto__}', { user: {} })).toBeUndefined();
    expect(() => checkExpressions('${a +}')).toThrow();
  });
});

describe('one step at a time, state in between', () => {
  it('runs the leave process through a reject and a re-apply to the end', async () => {
    const vars: Record<string, unknown> = { applyUser: 'taskUser_1', taskUser: 'taskUser_2', days: 2 };
    const first = await runStep({ name: 'i1', vars, definitionId: 'Leave:1:1', xml: leaveXml });
    expect(first.waiting.map((t) => [t.activityId, t.assignee])).toEqual([['hrTask', '${taskUser}']]);
    expect(first.started.map((a) => a.activityId)).toEqual(['start', 'flowStart', 'hrTask']);
    const hr = first.waiting[0]!;

    vars.pass = false;
    const rejected = await runStep({
      name: 'i1',
      vars,
      definitionId: 'Leave:1:1',
      xml: leaveXml,
      state: first.state,
      move: { kind: 'signal', executionId: hr.executionId, output: {} },
    });
    expect(rejected.waiting.map((t) => t.activityId)).toEqual(['reApply']);
    expect(rejected.finished).toContain(hr.executionId);

    vars.pass = true;
    const again = await runStep({
      name: 'i1',
      vars,
      definitionId: 'Leave:1:1',
      xml: leaveXml,
      state: JSON.parse(JSON.stringify(rejected.state)),
      move: { kind: 'signal', executionId: rejected.waiting[0]!.executionId, output: {} },
    });
    expect(again.waiting.map((t) => t.activityId)).toEqual(['hrTask']);

    const toManager = await runStep({
      name: 'i1',
      vars,
      definitionId: 'Leave:1:1',
      xml: leaveXml,
      state: again.state,
      move: { kind: 'signal', executionId: again.waiting[0]!.executionId, output: {} },
    });
    expect(toManager.waiting.map((t) => [t.activityId, t.candidateGroups])).toEqual([['managerTask', 'manager']]);

    const done = await runStep({
      name: 'i1',
      vars,
      definitionId: 'Leave:1:1',
      xml: leaveXml,
      state: toManager.state,
      move: { kind: 'signal', executionId: toManager.waiting[0]!.executionId, output: {} },
    });
    expect(done.ended).toBe(true);
    expect(done.state).toBeNull();
    expect(done.started.map((a) => a.activityId)).toEqual(['flowManager', 'judgeManager', 'flowManagerPass', 'end']);
  });

  it('holds a boundary timer until it is due, then fires it in the step that wakes the instance', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="x">
  <process id="Escalate" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f0" sourceRef="start" targetRef="wait"/>
    <userTask id="wait" name="限时审批" flowable:assignee="\${taskUser}"/>
    <boundaryEvent id="late" attachedToRef="wait"><timerEventDefinition><timeDuration>PT1S</timeDuration></timerEventDefinition></boundaryEvent>
    <sequenceFlow id="f1" sourceRef="late" targetRef="escalated"/>
    <sequenceFlow id="f2" sourceRef="wait" targetRef="end"/>
    <userTask id="escalated" name="超时处理"/>
    <sequenceFlow id="f3" sourceRef="escalated" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;
    const vars = { taskUser: 'taskUser_1' };
    const before = Date.now();
    const first = await runStep({ name: 't', vars, definitionId: 'Escalate:1:1', xml });
    expect(first.waiting.map((t) => t.activityId)).toEqual(['wait']);
    expect(first.nextTimerAt!.getTime() - before).toBeGreaterThanOrEqual(900);
    // Woken early, nothing fires: the same task still waits (announced again; its row is keyed by execution id).
    const early = await runStep({
      name: 't',
      vars,
      definitionId: 'Escalate:1:1',
      xml,
      state: first.state,
      move: { kind: 'wake' },
    });
    expect(early.waiting.map((t) => t.executionId)).toEqual([first.waiting[0]!.executionId]);
    expect(early.started).toEqual([]);
    expect(early.nextTimerAt).toEqual(first.nextTimerAt);
    await new Promise((r) => setTimeout(r, first.nextTimerAt!.getTime() - Date.now() + 50));
    const due = await runStep({
      name: 't',
      vars,
      definitionId: 'Escalate:1:1',
      xml,
      state: early.state,
      move: { kind: 'wake' },
    });
    expect(due.waiting.map((t) => t.activityId)).toEqual(['escalated']);
    expect(due.finished).toContain(first.waiting[0]!.executionId);
    expect(due.nextTimerAt).toBeNull();
  });
});
