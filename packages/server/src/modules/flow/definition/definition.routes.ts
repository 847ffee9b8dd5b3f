import type {} from '@fastify/multipart';
import { flowCalls, flowMessages } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { changeState, deleteDeployments, managerList, startList } from './definition.service.ts';
import { deployFiles, type ProcessFile } from './deploy.service.ts';

const fileSuffix = '.bpmn20.xml';

/** 流程管理 and 部署管理: the definitions (listed, suspended or activated, started from), uploads and deployments. */
export function definitionRoutes(app: App) {
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
  serve(app, flowCalls.startList, async (req) => ok(req, await startList(ctxOf(req), req.query)));
}
