import { purchaseBaseCalls as calls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { serveCrud } from '../shared/crud.routes.ts';
import { removeSettings, saveSetting, settingDetail, settingList, settingOfShipper } from './setting.service.ts';

/** 采购设置: one setting per shipper, read and saved by shipper or as BladeX CRUD. */
export function settingRoutes(app: App): void {
  serve(app, calls.settingGet, async (req) => ok(req, await settingOfShipper(ctxOf(req), req.query.shipperId)));
  serve(app, calls.settingSave, async (req) => ok(req, await saveSetting(ctxOf(req), req.body)));
  serveCrud(app, calls, 'setting', {
    list: settingList,
    detail: settingDetail,
    submit: saveSetting,
    remove: removeSettings,
  });
}
