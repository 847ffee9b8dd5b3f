import { reportCalls } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../platform/envelope.ts';
import { sendXlsx } from '../../../platform/excel/reply.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { datasourceSessions } from '../../tenant/public.ts';
import type { CallAsCaller } from './call-dataset.ts';
import { type RunSetting, runReport } from './report-run.service.ts';

/** The headers that say who the caller is and in which language: a `call` dataset is sent with exactly these. */
const callerHeaders = ['blade-auth', 'authorization', 'accept-language'] as const;

/** Sends a declared GET call inside this app as the request's own caller (no second sign-in, no token of ours). */
function callAsCallerOf(app: App, req: FastifyRequest): CallAsCaller {
  const headers: Record<string, string> = {};
  for (const name of callerHeaders) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (path, query) => {
    const reply = await app.inject({ method: 'GET', url: `/api/${path}`, query, headers });
    let body: unknown;
    try {
      body = reply.json();
    } catch {
      body = undefined;
    }
    return { status: reply.statusCode, body };
  };
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
