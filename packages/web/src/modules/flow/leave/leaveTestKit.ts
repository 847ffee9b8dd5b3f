import type { BladeFlow, ProcessLeave } from '@pharma/contract';

/** A leave request as leave/detail answers it. */
export const leaveRequest = (over: Partial<ProcessLeave> = {}): ProcessLeave => ({
  id: '1234',
  processDefinitionId: 'Leave:1:2504',
  processInstanceId: '2601',
  startTime: '2026-03-10 09:00:00',
  endTime: '2026-03-12 18:00:00',
  reason: '回老家办理证件',
  taskUser: '12',
  taskUserName: '人事小王',
  applyTime: '2026-03-02 10:00:00',
  createUser: '11',
  createUserName: '张三',
  days: 2,
  flow: { processIsFinished: 'unfinished', taskName: '人事审批', taskDefinitionKey: 'hrTask', assigneeName: '张三' },
  ...over,
});

/** history-flow-list of an instance waiting at `step` (人事审批, or 调整申请 after a rejection). */
export const historyAt = (step = '人事审批', key = 'hrTask'): BladeFlow[] => [
  {
    historyActivityId: 'start',
    historyActivityName: '开始',
    historyActivityType: 'startEvent',
    assigneeName: '张三',
    createTime: '2026-03-02 10:00:00',
    endTime: '2026-03-02 10:00:00',
  },
  { historyActivityId: 'flow1', historyActivityType: 'sequenceFlow', endTime: '2026-03-02 10:00:00' },
  {
    historyActivityId: 'hrTask',
    historyActivityName: '人事审批',
    historyActivityType: 'userTask',
    taskId: '2999',
    assigneeName: '人事小王',
    createTime: '2026-03-02 10:00:00',
    endTime: '2026-03-02 11:02:00',
    historyActivityDurationTime: '1小时2分',
    comment: '材料不全',
  },
  {
    historyActivityId: key,
    historyActivityName: step,
    historyActivityType: 'userTask',
    taskId: '3001',
    taskDefinitionKey: key,
    assigneeName: '李四',
    createTime: '2026-03-02 11:02:00',
  },
  { historyActivityId: 'bossTask', historyActivityType: 'candidate', assigneeName: '老板' },
];
