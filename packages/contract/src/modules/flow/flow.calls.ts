import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls } from '../../kit/crud.ts';
import { dateTimePattern } from '../../kit/filters.ts';
import { commaList, idValue, isIdText, pageReply, tokenParameter, zodMessage } from '../../kit/schema.ts';
import { bladeFlow, flowExecution, flowMessages, flowProcess, flowService, modelView, processLeave } from './flow.ts';
import { flowModelResource } from './model.ts';

const page = {
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
};
const mode = z.enum(['1', '2']).optional().describe('1 common to all tenants (default), 2 the tenant’s own');
const required = (message: { zh: string; en: string }, max = 200) =>
  z
    .string({ error: zodMessage(message) })
    .trim()
    .min(1, { error: zodMessage(message) })
    .max(max, { error: zodMessage(message) });
/**
 * Instances, tasks and deployments have bigint ids: one a bigint column cannot hold (2^63, a letter) is refused here
 * as unknown, for every flow call that names one, rather than reaching the database and failing there.
 */
const flowId = (message: { zh: string; en: string }) =>
  z
    .string({ error: zodMessage(message) })
    .trim()
    .refine(isIdText, { error: zodMessage(message) });
/** The same where the id may be left out or sent empty (a list's filter, model-view of a definition). */
const optionalFlowId = (message: { zh: string; en: string }) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || isIdText(text), { error: zodMessage(message) })
    .optional();
const instanceId = flowId(flowMessages.instanceMissing);
const taskId = flowId(flowMessages.taskMissing);
const deploymentIds = z
  .string({ error: zodMessage(flowMessages.deploymentMissing) })
  .max(2000, { error: zodMessage(flowMessages.deploymentMissing) })
  .refine((text) => commaList(text).length > 0 && commaList(text).every(isIdText), {
    error: zodMessage(flowMessages.deploymentMissing),
  });
const definitionId = required(flowMessages.definitionMissing, 200);
const when = z
  .string()
  .trim()
  .refine((v) => v === '' || dateTimePattern.test(v))
  .optional();
/** The work lists' filters (BladeX's BladeFlow query). */
const workQuery = z.object({
  ...page,
  category: z.string().trim().max(500).optional().describe('comma-joined flow_<key> categories'),
  processDefinitionName: z.string().trim().max(100).optional(),
  beginDate: when.describe('created from yyyy-MM-dd HH:mm:ss'),
  endDate: when.describe('created until yyyy-MM-dd HH:mm:ss'),
});
const tenantIds = z.string().trim().max(2000).optional().default('').describe('comma-joined; empty: every tenant');
const category = required(flowMessages.categoryRequired, 64).describe('flow_<dictKey>');
const datetime = (message: { zh: string; en: string }) =>
  z
    .string({ error: zodMessage(message) })
    .trim()
    .regex(dateTimePattern, { error: zodMessage(message) });

const models = crudCalls(flowModelResource);

/**
 * The workflow's calls (wave2-contract.md §A.1): models, deployments and definitions, instances and their history,
 * the caller's work lists, claiming and completing, the chart, and the leave form.
 */
export const flowCalls = {
  modelList: models.list,
  modelDetail: models.detail,
  modelSubmit: models.submit,
  modelRemove: models.remove,
  modelDeploy: defineCall({
    method: 'POST',
    path: `${flowService}/model/deploy`,
    summary: 'Deploy a model as a process definition of a category, common or for the tenants named',
    permission: 'flow_model_deploy',
    query: z.object({ modelId: idValue(zodMessage(flowMessages.modelMissing)), category, tenantIds }),
    reply: z.array(flowProcess).describe('the definitions made, one per tenant'),
  }),
  managerList: defineCall({
    method: 'GET',
    path: `${flowService}/manager/list`,
    summary: 'Process definitions, the latest version of each key',
    permission: 'flow_manager',
    query: z.object({ ...page, category: z.string().trim().max(64).optional(), mode }),
    reply: pageReply(flowProcess),
  }),
  changeState: defineCall({
    method: 'POST',
    path: `${flowService}/manager/change-state`,
    summary: 'Suspend or activate a definition (a suspended one starts nothing)',
    permission: 'flow_manager_state',
    query: z.object({ state: z.string().trim().max(20).optional().default(''), processId: definitionId }),
    reply: z.string().describe('what happened'),
  }),
  checkUpload: defineCall({
    method: 'POST',
    path: `${flowService}/manager/check-upload`,
    summary: 'Whether a file may be deployed (its name ends with .bpmn20.xml)',
    permission: 'flow_deploy',
    multipart: { file: 'file' },
    reply: z.object({ name: z.string(), success: z.boolean() }),
  }),
  deployUpload: defineCall({
    method: 'POST',
    path: `${flowService}/manager/deploy-upload`,
    summary: 'Deploy uploaded .bpmn20.xml files for a category, common or per tenant',
    permission: 'flow_deploy',
    multipart: { files: 'file', category: 'text', tenantIds: 'text' },
    reply: z.array(flowProcess),
  }),
  deleteDeployment: defineCall({
    method: 'POST',
    path: `${flowService}/manager/delete-deployment`,
    summary: 'Delete deployments with their definitions and the instances of those',
    permission: 'flow_manager_remove',
    query: z.object({ deploymentIds }),
    reply: z.number().describe('deployments removed'),
  }),
  followList: defineCall({
    method: 'GET',
    path: `${flowService}/follow/list`,
    summary: 'Running process instances',
    permission: 'flow_follow',
    query: z.object({
      ...page,
      processInstanceId: optionalFlowId(flowMessages.instanceMissing),
      processDefinitionKey: z.string().trim().max(64).optional(),
    }),
    reply: pageReply(flowExecution),
  }),
  deleteInstance: defineCall({
    method: 'POST',
    path: `${flowService}/follow/delete-process-instance`,
    summary: 'End a running instance, with the reason kept in its history',
    permission: 'flow_follow_delete',
    query: z.object({ processInstanceId: instanceId, deleteReason: required(flowMessages.deleteReasonRequired, 500) }),
    reply: z.boolean(),
  }),
  historyFlowList: defineCall({
    method: 'GET',
    path: `${flowService}/process/history-flow-list`,
    title: { zh: '流程历史', en: 'Process history' },
    summary: "An instance's steps: start, each task with its assignee, comment and duration, the end",
    permission: 'authenticated',
    query: z.object({
      processInstanceId: instanceId,
      startActivityId: z.string().trim().max(64).optional(),
      endActivityId: z.string().trim().max(64).optional(),
    }),
    reply: z.array(bladeFlow),
  }),
  modelView: defineCall({
    method: 'GET',
    path: `${flowService}/process/model-view`,
    title: { zh: '流程模型·查看', en: 'Process model · View' },
    summary: "A definition's or an instance's XML, and for an instance what ran (the chart's highlights)",
    permission: 'authenticated',
    query: z.object({
      processInstanceId: optionalFlowId(flowMessages.instanceMissing),
      processDefinitionId: z.string().trim().max(200).optional(),
    }),
    reply: modelView,
  }),
  diagramView: defineCall({
    method: 'GET',
    path: `${flowService}/process/diagram-view`,
    title: { zh: '流程图', en: 'Process diagram' },
    summary: "An instance's chart as an SVG picture, finished steps green and current ones blue",
    permission: 'authenticated',
    query: z.object({ processInstanceId: instanceId, 'blade-auth': tokenParameter }),
    file: true,
  }),
  resourceView: defineCall({
    method: 'GET',
    path: `${flowService}/process/resource-view`,
    title: { zh: '流程资源·查看', en: 'Process resource · View' },
    summary: "A definition's XML, or its chart as an SVG picture",
    permission: 'authenticated',
    query: z.object({
      processDefinitionId: definitionId,
      resourceType: z.enum(['xml', 'image']).default('xml'),
      'blade-auth': tokenParameter,
    }),
    file: true,
  }),
  startList: defineCall({
    method: 'GET',
    path: `${flowService}/work/start-list`,
    summary: 'Definitions the caller may start (active, latest versions)',
    permission: 'authenticated',
    query: z.object({ ...page, category: z.string().trim().max(64).optional(), mode }),
    reply: pageReply(flowProcess),
  }),
  claimList: defineCall({
    method: 'GET',
    path: `${flowService}/work/claim-list`,
    summary: 'Tasks the caller may claim (a candidate by user, role or department)',
    permission: 'authenticated',
    query: workQuery,
    reply: pageReply(bladeFlow),
  }),
  todoList: defineCall({
    method: 'GET',
    path: `${flowService}/work/todo-list`,
    summary: 'Tasks assigned to the caller',
    permission: 'authenticated',
    query: workQuery,
    reply: pageReply(bladeFlow),
  }),
  sendList: defineCall({
    method: 'GET',
    path: `${flowService}/work/send-list`,
    summary: 'Instances the caller started',
    permission: 'authenticated',
    query: workQuery,
    reply: pageReply(bladeFlow),
  }),
  doneList: defineCall({
    method: 'GET',
    path: `${flowService}/work/done-list`,
    summary: 'Tasks the caller completed',
    permission: 'authenticated',
    query: workQuery,
    reply: pageReply(bladeFlow),
  }),
  claimTask: defineCall({
    method: 'POST',
    path: `${flowService}/work/claim-task`,
    summary: 'Claim a task the caller is a candidate for (of simultaneous claims one wins)',
    permission: 'authenticated',
    query: z.object({ taskId }),
    reply: z.boolean(),
  }),
  completeTask: defineCall({
    method: 'POST',
    path: `${flowService}/work/complete-task`,
    summary: 'Complete a task: flag ok passes, no flag rejects; the comment goes into the history',
    permission: 'authenticated',
    body: z.object({
      taskId,
      processInstanceId: instanceId,
      flag: z.string().trim().max(20).optional(),
      comment: z.string().trim().max(1000).optional(),
      variables: z.record(z.string(), z.unknown()).optional().default({}),
    }),
    reply: z.boolean(),
  }),
  leaveStartProcess: defineCall({
    method: 'POST',
    path: 'blade-desk/process/leave/start-process',
    title: { zh: '请假流程·发起', en: 'Leave request · Start' },
    summary: 'Save a leave request and start its process (with an id: update it only)',
    permission: 'authenticated',
    body: z.object({
      id: optionalFlowId(flowMessages.leaveMissing),
      processDefinitionId: definitionId,
      taskUser: idValue(zodMessage(flowMessages.taskUserRequired)),
      startTime: datetime(flowMessages.startTimeRequired),
      endTime: datetime(flowMessages.endTimeRequired),
      reason: required(flowMessages.reasonRequired, 500),
    }),
    reply: processLeave,
  }),
  leaveDetail: defineCall({
    method: 'GET',
    path: 'blade-desk/process/leave/detail',
    title: { zh: '请假流程·详情', en: 'Leave request · Detail' },
    summary: 'A leave request with its history',
    permission: 'authenticated',
    query: z.object({ businessId: idValue(zodMessage(flowMessages.leaveMissing)) }),
    reply: processLeave,
  }),
};
