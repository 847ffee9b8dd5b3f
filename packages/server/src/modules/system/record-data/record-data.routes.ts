import { recordDataCalls as calls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { listRecords, recordDetail, refuseWrite, removeRecords } from './record-data.service.ts';

/** 数据审计 (blade-system/record-data): Saber 4's six calls. */
export function recordDataRoutes(app: App) {
  serve(app, calls.list, async (req) => ok(req, await listRecords(ctxOf(req), req.query)));
  serve(app, calls.detail, async (req) => ok(req, await recordDetail(ctxOf(req), req.query.id)));
  serve(app, calls.save, async () => refuseWrite());
  serve(app, calls.update, async () => refuseWrite());
  serve(app, calls.submit, async () => refuseWrite());
  serve(app, calls.remove, async (req) => ok(req, await removeRecords(ctxOf(req), req.query.ids)));
}
