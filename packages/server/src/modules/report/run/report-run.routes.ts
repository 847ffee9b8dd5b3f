import { reportCalls } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { sendAsCallerOf } from '../../../platform/as-caller.ts';
import { ok } from '../../../platform/envelope.ts';
import { sendXlsx } from '../../../platform/excel/reply.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { datasourceSessions } from '../../tenant/public.ts';
import type { CallAsCaller } from './call-dataset.ts';
import { type RunSetting, runReport } from './report-run.service.ts';

/** A `call` dataset is a declared GET call sent as the caller. */
function callAsCallerOf(app: App, req: FastifyRequest): CallAsCaller {
  const send = sendAsCallerOf(app, req);
  return (path, query) => send('GET', path, { query });
}

/** 预览's run and 导出 (the streamed xlsx writer); printing is the browser's, from the run's reply. */
export function reportRunRoutes(app: App, platform: Platform) {
  const setting: RunSetting = {
    sessions: datasourceSessions(platform.config),
    timeoutMs: platform.config.reportTimeoutMs,
    rowCap: platform.config.reportRowCap,
    embedded: platform.database.kind === 'pglite',
  };
  serve(app, reportCalls.run, async (req) => {
    const run = await runReport(ctxOf(req), setting, callAsCallerOf(app, req), req.body);
    return ok(req, { datasets: run.datasets, rowCap: setting.rowCap });
  });
  serve(app, reportCalls.export, async (req, reply) => {
    // The report runs before the download starts: a refusal is still the envelope.
    const run = await runReport(ctxOf(req), setting, callAsCallerOf(app, req), req.body, {
      name: req.body.dataset,
    });
    const dataset = run.datasets[0]!;
    async function* batches() {
      yield dataset.rows;
    }
    return sendXlsx(req, reply, run.title, {
      title: run.title,
      columns: dataset.columns.map((name) => ({ header: { zh: name, en: name }, value: (row) => row[name] })),
      batches: batches(),
    });
  });
}
