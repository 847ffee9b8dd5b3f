import { regionCalls, regionCodes } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { isAdd, type RegionInput } from './region.rules.ts';
import {
  regionDetail,
  regionLazyTree,
  regionList,
  regionSearch,
  regionSelect,
  removeRegion,
  saveRegion,
} from './region.service.ts';

const maxSearch = 100;

/** 行政区划 (blade-system/region): the screen's calls (menu `region`) and the pickers' (every signed-in user). */
export function regionRoutes(app: App) {
  serve(app, regionCalls.list, async (req) => ok(req, await regionList(ctxOf(req), req.query)));
  serve(app, regionCalls.lazyTree, async (req) =>
    ok(req, await regionLazyTree(ctxOf(req), req.query.parentCode || undefined)),
  );
  serve(app, regionCalls.select, async (req) => ok(req, await regionSelect(ctxOf(req), req.query.code || undefined)));
  serve(app, regionCalls.search, async (req) => {
    const size = Math.min(Math.max(Number.parseInt(req.query.size ?? '', 10) || 20, 1), maxSearch);
    return ok(req, await regionSearch(ctxOf(req), req.query.name ?? '', size));
  });
  serve(app, regionCalls.detail, async (req) => ok(req, await regionDetail(ctxOf(req), req.query.code)));
  serve(
    app,
    regionCalls.submit,
    async (req) => {
      const { record, created } = await saveRegion(ctxOf(req), req.body);
      return ok(req, record, created ? 'added' : 'updated');
    },
    // A region has no id: a submit adds when it brings the new region's sub-code.
    { permission: (req) => (isAdd(req.body as RegionInput | undefined) ? regionCodes.add : regionCodes.edit) },
  );
  serve(app, regionCalls.remove, async (req) => {
    await removeRegion(ctxOf(req), req.query.id);
    return ok(req, null, 'removed');
  });
}
