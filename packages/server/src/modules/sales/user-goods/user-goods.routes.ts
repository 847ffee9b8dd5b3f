import { format, userGoodsCalls, userGoodsMessages } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { batchSave, removeUserGoods, submitUserGoods, userGoodsList } from './user-goods.service.ts';

/** 用户商品's own calls (they replace the CRUD kit's four for the resource). Routes stay thin. */
export function userGoodsRoutes(app: App) {
  serve(app, userGoodsCalls.list, async (req) => ok(req, await userGoodsList(ctxOf(req), req.query)));
  serve(app, userGoodsCalls.batchSave, async (req) => {
    const saved = await batchSave(ctxOf(req), req.body);
    return ok(req, saved, {
      zh: format(userGoodsMessages.saved.zh, { count: saved.saved }),
      en: format(userGoodsMessages.saved.en, { count: saved.saved }),
    });
  });
  serve(app, userGoodsCalls.submit, async (req) => {
    const n = await submitUserGoods(ctxOf(req), req.body);
    return ok(req, n, {
      zh: format(userGoodsMessages.submitted.zh, { count: n }),
      en: format(userGoodsMessages.submitted.en, { count: n }),
    });
  });
  serve(app, userGoodsCalls.remove, async (req) =>
    ok(req, await removeUserGoods(ctxOf(req), req.query.ids), 'removed'),
  );
}
