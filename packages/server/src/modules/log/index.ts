import { defineModule } from '../../platform/module.ts';
import { apiLogWriter } from './api/api-log-writer.ts';
import { errorLogRoutes } from './error/error-log.routes.ts';
import { errorSink } from './error/error-log.service.ts';
import { loadDemoLogs } from './log.demo.ts';
import { logRoutes } from './log.routes.ts';
import { ensureLogPartitions } from './log.seed.ts';
import { logRetentionJob } from './retention/log-retention.job.ts';
import { usualLogSink } from './usual/usual-log-sink.ts';

/**
 * 系统监控's logs: 通用日志 (the audit trail the services write through `audit(ctx, …)`), 接口日志 (every API call,
 * written in batches off the request path, partitioned by month) and 错误日志 (unexpected server errors under their
 * error id, and the browser's uploaded local logs); their read-only lists, and the daily retention.
 */
export const logModule = defineModule({
  name: 'log',
  routes: [errorLogRoutes, logRoutes],
  errorSink,
  apiLog: apiLogWriter,
  auditSink: usualLogSink,
  jobs: [logRetentionJob],
  seed: { ensure: ensureLogPartitions, demo: loadDemoLogs },
});
