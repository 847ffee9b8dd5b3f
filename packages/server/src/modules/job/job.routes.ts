import { jobInfoCalls as info, jobServerCalls as server } from '@pharma/contract';
import { ok } from '../../platform/envelope.ts';
import { ctxOf } from '../../platform/guard.ts';
import { serve } from '../../platform/serve.ts';
import type { App, Platform } from '../../platform/types.ts';
import {
  changeJobInfo,
  jobHandlers,
  jobInfoDetail,
  jobInfoRuns,
  listJobInfos,
  removeJobInfos,
  runJobInfo,
  submitJobInfo,
} from './job-info.service.ts';
import { rescheduleAll } from './job-schedule.ts';
import {
  heartbeat,
  heartbeatEvery,
  jobServerDetail,
  listJobServers,
  removeJobServers,
  selectJobServers,
  submitJobServer,
  syncJobServers,
  thisProcess,
} from './job-server.service.ts';

/** 任务管理 (blade-job/job-info) and 任务服务 (blade-job/job-server), and this process's heartbeat. */
export function jobRoutes(app: App, platform: Platform) {
  serve(app, info.list, async (req) => ok(req, await listJobInfos(ctxOf(req), req.query)));
  serve(app, info.detail, async (req) => ok(req, await jobInfoDetail(ctxOf(req), req.query.id)));
  serve(app, info.submit, async (req) => ok(req, await submitJobInfo(ctxOf(req), req.body)));
  serve(app, info.remove, async (req) => ok(req, await removeJobInfos(ctxOf(req), req.query.ids)));
  serve(app, info.change, async (req) => ok(req, await changeJobInfo(ctxOf(req), req.query.id, req.query.enable)));
  serve(app, info.run, async (req) => ok(req, await runJobInfo(ctxOf(req), req.query.id)));
  serve(app, info.sync, async (req) => {
    const ctx = ctxOf(req);
    return ok(req, { scheduled: await rescheduleAll(ctx.db, ctx.timeZone) });
  });
  serve(app, info.handlers, async (req) => ok(req, jobHandlers(ctxOf(req))));
  serve(app, info.runs, async (req) => ok(req, await jobInfoRuns(ctxOf(req), req.query)));

  // Each process is a job server: it registers when ready and beats until it closes.
  const me = thisProcess(`http://${platform.config.host}:${platform.config.port}`);
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const beat = () =>
    heartbeat(platform.database.db, me).catch((error) => {
      if (!closing) app.log.warn({ err: error }, 'job server heartbeat');
    });
  app.addHook('onReady', async () => {
    await beat();
    timer = setInterval(beat, heartbeatEvery * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
  });

  serve(app, server.list, async (req) => ok(req, await listJobServers(ctxOf(req), req.query)));
  serve(app, server.select, async (req) => ok(req, await selectJobServers(ctxOf(req))));
  serve(app, server.detail, async (req) => ok(req, await jobServerDetail(ctxOf(req), req.query.id)));
  serve(app, server.submit, async (req) => ok(req, await submitJobServer(ctxOf(req), req.body)));
  serve(app, server.remove, async (req) => ok(req, await removeJobServers(ctxOf(req), req.query.ids)));
  serve(app, server.sync, async (req) => ok(req, await syncJobServers(ctxOf(req), me)));
}
