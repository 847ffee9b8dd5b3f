import type {} from '@fastify/multipart';
import { flowCalls, flowMessages } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { registerResources } from '../../platform/crud/register.ts';
import { ok } from '../../platform/envelope.ts';
import { badRequest } from '../../platform/errors.ts';
import { ctxOf } from '../../platform/guard.ts';
import { serve } from '../../platform/serve.ts';
import type { App, Platform } from '../../platform/types.ts';
import { diagramOfDefinition, diagramOfInstance } from './chart/diagram.service.ts';
import { changeState, deleteDeployments, managerList, startList } from './definition/definition.service.ts';
import { deployFiles, type ProcessFile } from './definition/deploy.service.ts';
import { type AfterCtx, afterStep } from './instance/effects.ts';
import { historyFlowList, modelView } from './instance/history.service.ts';
import { deleteInstance, followList } from './instance/instance.service.ts';
import type { StepEffects } from './instance/steps.ts';
import { leaveDetail, startLeave } from './leave/leave.service.ts';
import { deployModel, flowModelService } from './model/model.service.ts';
import { claimTask, completeTask } from './work/work.actions.ts';
import { sendList, taskList } from './work/work.lists.ts';

const fileSuffix = '.bpmn20.xml';
const svg = 'image/svg+xml; charset=utf-8';

/** The request's caller as the after-step work needs them (messages, the timer's job), noting failures in its log. */
const afterCtx = (req: FastifyRequest): AfterCtx => ({
  ...ctxOf(req),
  warn: (detail, message) => req.log.warn(detail, message),
});
const after = (req: FastifyRequest, effects: StepEffects | null) =>
  effects ? afterStep(afterCtx(req), effects) : undefined;

/**
 * The workflow's calls: models (the CRUD kit, plus deploy), deployments and definitions, instances and their
 * history, the chart, the caller's work, and the leave form. Routes stay thin; each step's messages and timers
 * follow its commit.
 */
export function flowRoutes(app: App, platform: Platform) {
  registerResources(app, platform.registry, [flowModelService]);

  serve(app, flowCalls.modelDeploy, async (req) => ok(req, await deployModel(ctxOf(req), req.query)));
  serve(app, flowCalls.managerList, async (req) => ok(req, await managerList(ctxOf(req), req.query)));
  serve(app, flowCalls.changeState, async (req) => {
    const said = await changeState(ctxOf(req), req.query.state, req.query.processId);
    return ok(req, said, { zh: said, en: said });
  });
  serve(app, flowCalls.checkUpload, async (req) => {
    let name = '';
    if (req.isMultipart())
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          // A nameless Blob arrives with no file name at all (busboy leaves it undefined).
          if (!name && part.fieldname === 'file') name = part.filename ?? '';
          part.file.resume();
        }
      }
    return ok(req, { name, success: name.endsWith(fileSuffix) });
  });
  serve(app, flowCalls.deployUpload, async (req) => {
    if (!req.isMultipart()) throw badRequest(flowMessages.fileRequired);
    const files: ProcessFile[] = [];
    let category = '';
    let tenantIds = '';
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files' && part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const fileName = part.filename ?? '';
        if (!fileName.endsWith(fileSuffix)) {
          part.file.resume();
          throw badRequest(flowMessages.badFileName);
        }
        files.push({ xml: (await part.toBuffer()).toString('utf8'), resourceName: fileName });
      } else if (part.fieldname === 'category') category = String(part.value ?? '').trim();
      else if (part.fieldname === 'tenantIds') tenantIds = String(part.value ?? '').trim();
    }
    if (!category) throw badRequest(flowMessages.categoryRequired);
    return ok(req, await deployFiles(ctxOf(req), { files, category, tenantIds }));
  });
  serve(app, flowCalls.deleteDeployment, async (req) =>
    ok(req, await deleteDeployments(ctxOf(req), req.query.deploymentIds), 'removed'),
  );

  serve(app, flowCalls.followList, async (req) => ok(req, await followList(ctxOf(req), req.query)));
  serve(app, flowCalls.deleteInstance, async (req) =>
    ok(req, await deleteInstance(ctxOf(req), req.query.processInstanceId, req.query.deleteReason), 'removed'),
  );
  serve(app, flowCalls.historyFlowList, async (req) => ok(req, await historyFlowList(ctxOf(req), req.query)));
  serve(app, flowCalls.modelView, async (req) => ok(req, await modelView(ctxOf(req), req.query)));
  serve(app, flowCalls.diagramView, async (req, reply) =>
    reply
      .type(svg)
      .header('cache-control', 'no-store')
      .send(await diagramOfInstance(ctxOf(req), req.query.processInstanceId)),
  );
  serve(app, flowCalls.resourceView, async (req, reply) => {
    const { xml, svg: picture } = await diagramOfDefinition(
      ctxOf(req),
      req.query.processDefinitionId,
      req.query.resourceType,
    );
    return reply
      .type(picture === undefined ? 'application/xml; charset=utf-8' : svg)
      .header('cache-control', 'no-store')
      .send(picture ?? xml);
  });

  serve(app, flowCalls.startList, async (req) => ok(req, await startList(ctxOf(req), req.query)));
  serve(app, flowCalls.claimList, async (req) => ok(req, await taskList(ctxOf(req), 'claim', req.query)));
  serve(app, flowCalls.todoList, async (req) => ok(req, await taskList(ctxOf(req), 'todo', req.query)));
  serve(app, flowCalls.sendList, async (req) => ok(req, await sendList(ctxOf(req), req.query)));
  serve(app, flowCalls.doneList, async (req) => ok(req, await taskList(ctxOf(req), 'done', req.query)));
  serve(app, flowCalls.claimTask, async (req) => {
    await claimTask(ctxOf(req), req.query.taskId);
    return ok(req, true, flowMessages.claimed);
  });
  serve(app, flowCalls.completeTask, async (req) => {
    const effects = await completeTask(ctxOf(req), req.body);
    await after(req, effects);
    return ok(req, true);
  });

  serve(app, flowCalls.leaveStartProcess, async (req) => {
    const { leave, effects } = await startLeave(ctxOf(req), req.body);
    await after(req, effects);
    return ok(req, leave);
  });
  serve(app, flowCalls.leaveDetail, async (req) => ok(req, await leaveDetail(ctxOf(req), req.query.businessId)));
}
