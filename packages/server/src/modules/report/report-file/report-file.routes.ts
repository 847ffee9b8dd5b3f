import { reportCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { reportFileService as files, reportFile, saveReportFile } from './report-file.service.ts';

/** 报表列表's BladeX calls and the designer's save (the CRUD kit's service, the definition checked on the way in). */
export function reportFileRoutes(app: App) {
  // Marked as the kit's routes of the resource, so the security matrix tries another tenant's rows on each.
  const crud = (op: 'list' | 'detail' | 'submit' | 'remove') => ({ crud: { resource: files.def.name, op } });
  serve(
    app,
    reportCalls.list,
    async (req) => ok(req, (await files.list(ctxOf(req), req.query)) as never),
    crud('list'),
  );
  serve(app, reportCalls.detail, async (req) => ok(req, await reportFile(ctxOf(req), req.query.id)), crud('detail'));
  serve(
    app,
    reportCalls.submit,
    async (req) => {
      const { record, created } = await saveReportFile(ctxOf(req), req.body);
      return ok(req, record as never, created ? 'added' : 'updated');
    },
    crud('submit'),
  );
  serve(
    app,
    reportCalls.remove,
    async (req) => ok(req, await files.remove(ctxOf(req), req.query.ids), 'removed'),
    crud('remove'),
  );
}
