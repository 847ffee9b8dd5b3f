import { z } from 'zod';
import type { Text } from '../../kit/text.ts';

/**
 * 流程管理 and 我的事务 (blade-flow/…): BPMN models drawn in the designer, deployed as process definitions (common
 * to every tenant or a tenant's own), their running instances, the tasks people claim and complete, and each
 * instance's history. The leave process (blade-desk/process/leave/…) is the reference's business form on top.
 * Shapes and names follow wave2-contract.md §A (BladeX's flow module).
 */
export const flowService = 'blade-flow';

/** How the engine names a user (assignee, starter): `taskUser_<userId>`; candidate groups are role aliases. */
export const taskUserPrefix = 'taskUser_';
/** A candidate group naming a department rather than a role: `dept_<deptId>`. */
export const deptGroupPrefix = 'dept_';
export const taskUserOf = (userId: string): string => `${taskUserPrefix}${userId}`;
/** The user id a `taskUser_<id>` names (or the text itself when it is a bare id). */
export const userIdOfTaskUser = (value: string): string =>
  value.startsWith(taskUserPrefix) ? value.slice(taskUserPrefix.length) : value;

/** The dictionary of process categories: a definition's category is `flow_<dictKey>`, the remark its pages' segment. */
export const flowCategoryDict = 'flow';
export const categoryPrefix = 'flow_';

/** A definition's state (Flowable's suspensionState). */
export const suspensionState = { active: 1, suspended: 2 } as const;

/** The business table of the leave form: its instances' business key is `blade_process_leave:<id>`. */
export const leaveBusinessTable = 'blade_process_leave';

/** What complete-task reads (BladeX ProcessConstant): `flag` ok means pass; the default comment is 同意. */
export const completeFlags = { pass: 'ok' } as const;
export const defaultComment = '同意';

/** A list row's kind (BladeFlow.status). */
export const flowStatusValues = ['todo', 'claim', 'send', 'done', 'finish'] as const;

export const flowMessages = {
  modelMissing: { zh: '未找到模型 id: {id}', en: 'No model with id {id}' },
  modelXmlRequired: { zh: '请先设计流程图', en: 'Draw the process first' },
  categoryRequired: { zh: '请选择流程类型', en: 'Please choose the process category' },
  badCategory: { zh: '流程类型 {category} 不存在', en: 'There is no process category {category}' },
  fileRequired: { zh: '请上传 bpmn20.xml 标准格式文件', en: 'Please upload a .bpmn20.xml file' },
  badFileName: { zh: '请上传 bpmn20.xml 标准格式文件', en: 'Please upload a .bpmn20.xml file' },
  badXml: { zh: '流程文件解析失败: {reason}', en: 'The process file could not be read: {reason}' },
  entitiesRefused: {
    zh: '流程文件不能包含 DOCTYPE 或实体声明',
    en: 'A process file may not contain a DOCTYPE or entity declarations',
  },
  noProcess: { zh: '流程文件中没有可执行的流程', en: 'The file holds no executable process' },
  unsupportedElement: {
    zh: '流程 {key} 含暂不支持的元素 {element} ({id})',
    en: 'The process {key} uses {element} ({id}), which is not supported',
  },
  /** The bounds on a process file (server flow/engine/bpmn-bounds.ts). */
  fileTooLarge: {
    zh: '流程文件过大(超过{max}个字符)',
    en: 'The process file is too large (more than {max} characters)',
  },
  nameTooLong: {
    zh: '流程名称不能超过{max}个字符',
    en: 'A process name may have at most {max} characters',
  },
  tooManyElements: {
    zh: '流程文件的元素过多(超过{max}个)',
    en: 'The process file has too many elements (more than {max})',
  },
  tooDeep: {
    zh: '流程文件的嵌套超过{max}层',
    en: 'The process file nests more than {max} levels deep',
  },
  textTooLong: {
    zh: '流程文件中有文本或属性超过{max}个字符',
    en: 'A text or attribute of the process file is longer than {max} characters',
  },
  cannotRun: { zh: '流程无法运行: {reason}', en: 'The process cannot run: {reason}' },
  idTooLong: {
    zh: '流程元素的 id 不能超过{max}个字符: {id}',
    en: 'An element id may have at most {max} characters: {id}',
  },
  expressionTooLong: {
    zh: '表达式不能超过{max}个字符: {expression}',
    en: 'An expression may have at most {max} characters: {expression}',
  },
  badExpression: { zh: '表达式 {expression} 不正确: {reason}', en: 'The expression {expression} is wrong: {reason}' },
  badTenant: { zh: '租户 {tenantId} 不存在', en: 'There is no tenant {tenantId}' },
  badState: { zh: '暂无流程变更', en: 'No such state change' },
  stateChanged: { zh: '{action}ID为 [{id}] 的流程成功', en: 'Process definition [{id}]: {action} done' },
  stateUnchanged: { zh: '流程ID为 [{id}] 的流程已是此状态，无需操作', en: 'Process [{id}] is already in that state' },
  activate: { zh: '激活', en: 'activate' },
  suspend: { zh: '挂起', en: 'suspend' },
  definitionMissing: { zh: '流程定义不存在', en: 'No such process definition' },
  definitionSuspended: {
    zh: '流程定义 {name} 已挂起, 不能发起',
    en: 'The process {name} is suspended: it cannot be started',
  },
  notStarter: { zh: '您无权发起流程 {name}', en: 'You may not start the process {name}' },
  instanceMissing: { zh: '流程实例不存在', en: 'No such process instance' },
  instanceEnded: { zh: '流程实例已结束', en: 'The process instance has ended' },
  deleteReasonRequired: { zh: '请输入删除理由', en: 'Please give the reason for deleting it' },
  taskMissing: { zh: '任务不存在或已处理', en: 'The task does not exist or has been handled' },
  taskClaimed: { zh: '该任务已被其他人签收', en: 'Someone else has claimed this task' },
  notCandidate: { zh: '您不是该任务的候选人', en: 'You are not a candidate for this task' },
  notAssignee: { zh: '该任务不是您的待办', en: 'This task is not assigned to you' },
  claimFirst: { zh: '请先签收该任务', en: 'Claim the task first' },
  commentRequired: { zh: '请先填写批复意见', en: 'Please write your opinion first' },
  claimed: { zh: '已签收, 请在待办事务中办理', en: 'Claimed: it is in your to-do list now' },
  noOutgoing: {
    zh: '流程在 {activity} 处没有可走的连线 (检查条件)',
    en: 'The process has no way out of {activity} (check the conditions)',
  },
  noAssignee: {
    zh: '任务 {activity} 的办理人表达式 {expression} 没有取到值',
    en: 'The assignee expression {expression} of {activity} gave no user',
  },
  busy: { zh: '流程实例正在处理中, 请稍后再试', en: 'The process instance is busy: try again in a moment' },
  deploymentMissing: { zh: '部署不存在', en: 'No such deployment' },
  noViewable: { zh: '您无权查看该流程', en: 'You may not view this process' },
  startFailed: { zh: '开启流程失败', en: 'The process could not be started' },
  leaveMissing: { zh: '请假单不存在', en: 'No such leave request' },
  notLeaveProcess: {
    zh: '流程 {name} 的发起表单不是请假单 (开始节点的表单标识为 "{formKey}"), 请从它自己的表单发起',
    en: 'The process {name} does not start with the leave form (its start event names the form "{formKey}")',
  },
  leaveTimes: { zh: '结束时间须晚于开始时间', en: 'The end must be after the start' },
  leaveNoWorkingTime: {
    zh: '所选时间不含工作时间 (工作日 09:00–12:00, 13:00–18:00), 无需请假',
    en: 'The times chosen hold no working hours (weekdays 09:00–12:00 and 13:00–18:00): no leave is needed',
  },
  leaveTooLong: { zh: '一次请假不能超过{max}天', en: 'A leave may span at most {max} days' },
  taskUserRequired: { zh: '请选择审批人', en: 'Please choose the approver' },
  reasonRequired: { zh: '请输入请假理由', en: 'Please give the reason' },
  startTimeRequired: { zh: '请选择开始时间', en: 'Please choose the start' },
  endTimeRequired: { zh: '请选择结束时间', en: 'Please choose the end' },
  leaveLocked: { zh: '请假单已在审批中, 不能修改', en: 'The request is being approved: it cannot be changed' },
} as const satisfies Record<string, Text>;

/** A process definition (FlowProcess). */
export const flowProcess = z.object({
  id: z.string().describe('key:version:deploymentId, e.g. Leave:1:1234'),
  tenantId: z.string().describe('"" when common to every tenant'),
  name: z.string(),
  key: z.string(),
  description: z.string(),
  category: z.string().describe('flow_<dictKey>'),
  categoryName: z.string(),
  version: z.number(),
  deploymentId: z.string(),
  resourceName: z.string(),
  diagramResourceName: z.string(),
  suspensionState: z.number().describe('1 active, 2 suspended'),
  deploymentTime: z.string(),
  /** The start event's flowable:formKey: the form 发起 opens (`leave`); '' when the process names none. */
  formKey: z.string().describe("the start event's flowable:formKey, e.g. leave"),
});
export type FlowProcess = z.infer<typeof flowProcess>;

/** A running instance as 流程跟踪 lists it (FlowExecution). */
export const flowExecution = z.object({
  id: z.string(),
  name: z.string(),
  startUserId: z.string().describe('taskUser_<userId>'),
  startUser: z.string(),
  startTime: z.string(),
  taskDefinitionId: z.string(),
  taskDefinitionKey: z.string(),
  category: z.string(),
  categoryName: z.string(),
  processInstanceId: z.string(),
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  activityId: z.string(),
  suspensionState: z.number(),
  executionId: z.string(),
  tenantId: z.string(),
});
export type FlowExecution = z.infer<typeof flowExecution>;

const text = z.string().optional();
/** A task or an instance as the work lists and the history show it (BladeFlow): fields absent where they mean nothing. */
export const bladeFlow = z.object({
  taskId: text,
  taskName: text,
  taskDefinitionKey: text,
  assignee: text.describe('taskUser_<userId>'),
  assigneeName: text,
  category: text,
  categoryName: text,
  createTime: text,
  endTime: text,
  claimTime: text,
  historyTaskEndTime: text,
  executionId: text,
  processInstanceId: text,
  processDefinitionId: text,
  processDefinitionKey: text,
  processDefinitionName: text,
  processDefinitionVersion: z.number().optional(),
  processDefinitionDesc: text,
  historyProcessInstanceId: text,
  processIsFinished: z.enum(['finished', 'unfinished']).optional(),
  historyActivityId: text,
  historyActivityName: text,
  historyActivityType: text.describe('userTask, sequenceFlow, candidate, startEvent, endEvent, …'),
  historyActivityDurationTime: text.describe('such as 1小时2分'),
  businessTable: text,
  businessId: text,
  status: z.enum(flowStatusValues).optional(),
  comment: text,
  pass: z.boolean().optional(),
  flag: text,
  startUser: text,
  startTime: text,
  /** The route segment of its category (the dictionary's remark: leave) for its form, handle and detail pages. */
  routeValue: text,
});
export type BladeFlow = z.infer<typeof bladeFlow>;

/** What the flow-chart viewer needs: the XML and, for an instance, what ran (by activity id). */
export const modelView = z.object({
  xml: z.string(),
  flow: z.array(bladeFlow),
});
export type ModelView = z.infer<typeof modelView>;

/** A leave request (blade_process_leave) with its history. */
export const processLeave = z.object({
  id: z.string(),
  tenantId: z.string().optional(),
  processDefinitionId: z.string(),
  processInstanceId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
  taskUser: z.string().describe('the first approver, a user id'),
  taskUserName: z.string(),
  applyTime: z.string(),
  createUser: z.string(),
  createUserName: z.string(),
  /**
   * Working days between start and end, in half days (weekdays, 09:00–12:00 and 13:00–18:00; each half touched
   * counts 0.5): the count the process's approver rule reads, computed by the server.
   */
  days: z.number().describe('working days in half days, e.g. 1.5'),
  /** The instance's state, its current step, and `assigneeName` the applicant (BladeX's FlowEntity.flow). */
  flow: bladeFlow,
});
export type ProcessLeave = z.infer<typeof processLeave>;
