import { purchaseBaseCalls as c } from '@pharma/contract';
import type { Db } from '../../platform/db/database.ts';
import { ok } from '../../platform/envelope.ts';
import { ctxOf } from '../../platform/guard.ts';
import { serve } from '../../platform/serve.ts';
import type { App, Platform } from '../../platform/types.ts';
import { loadDemoBase } from './base.demo.ts';
import {
  catalogueDetail,
  catalogueList,
  removeCatalogues,
  setCatalogueStatus,
  submitCatalogue,
} from './catalogue/catalogue.service.ts';
import { findByDictType } from './dict/req-dict.service.ts';
import { attributeList, ownerAttributes, saveAttributeList } from './params/attributes.service.ts';
import {
  paramDefList,
  queryValues,
  removeParamDefs,
  saveValues,
  submitParamDef,
  typenamesOf,
} from './params/param-def.service.ts';
import {
  publishedPages,
  removeSetPages,
  setPageDetail,
  setPageList,
  submitSetPage,
} from './params/set-page.service.ts';
import {
  removeSettings,
  saveSetting,
  settingDetail,
  settingList,
  settingOfShipper,
} from './setting/setting.service.ts';

/** The base slice's calls: reqDict, 采购设置, the parameter framework and 采购目录. Routes stay thin. */
function baseRoutes(app: App) {
  serve(app, c.findByDictType, async (req) => ok(req, await findByDictType(ctxOf(req), req.body.dictType)));

  serve(app, c.settingGet, async (req) => ok(req, await settingOfShipper(ctxOf(req), req.query.shipperId)));
  serve(app, c.settingSave, async (req) => ok(req, await saveSetting(ctxOf(req), req.body)));
  serve(app, c.settingList, async (req) => ok(req, await settingList(ctxOf(req), req.query)));
  serve(app, c.settingDetail, async (req) => ok(req, await settingDetail(ctxOf(req), req.query.id)));
  serve(app, c.settingSubmit, async (req) => ok(req, await saveSetting(ctxOf(req), req.body)));
  serve(app, c.settingRemove, async (req) => ok(req, await removeSettings(ctxOf(req), req.query.ids)));

  serve(app, c.setPageList, async (req) => ok(req, await setPageList(ctxOf(req), req.query)));
  serve(app, c.setPageDetail, async (req) => ok(req, await setPageDetail(ctxOf(req), req.query.id)));
  serve(app, c.setPageSubmit, async (req) => ok(req, await submitSetPage(ctxOf(req), req.body)));
  serve(app, c.setPageRemove, async (req) => ok(req, await removeSetPages(ctxOf(req), req.query.ids)));
  serve(app, c.setPagePublished, async (req) =>
    ok(req, await publishedPages(ctxOf(req), req.query.category, req.query.tenantId)),
  );

  serve(app, c.paramDefList, async (req) => ok(req, await paramDefList(ctxOf(req), req.query)));
  serve(app, c.paramDefSubmit, async (req) => ok(req, await submitParamDef(ctxOf(req), req.body)));
  serve(app, c.paramDefRemove, async (req) => ok(req, await removeParamDefs(ctxOf(req), req.query.ids)));
  serve(app, c.getTypename, async (req) => ok(req, await typenamesOf(ctxOf(req), req.query.pageId)));
  serve(app, c.queryValues, async (req) =>
    ok(req, await queryValues(ctxOf(req), req.query.pageId, req.query.shipperId)),
  );
  serve(app, c.saveValues, async (req) => ok(req, await saveValues(ctxOf(req), req.body)));
  serve(app, c.saveValuesByCategory, async (req) => ok(req, await saveValues(ctxOf(req), req.body)));

  serve(app, c.attributesList, async (req) => ok(req, await attributeList(ctxOf(req), req.query.shipperId)));
  serve(app, c.attributesSaveList, async (req) => ok(req, await saveAttributeList(ctxOf(req), req.body)));
  serve(app, c.ownerAttributes, async (req) =>
    ok(req, await ownerAttributes(ctxOf(req), req.query.shipperId, req.query.targetEntity || undefined)),
  );

  serve(app, c.catalogueList, async (req) => ok(req, await catalogueList(ctxOf(req), req.query)));
  serve(app, c.catalogueDetail, async (req) => ok(req, await catalogueDetail(ctxOf(req), req.query.id)));
  serve(app, c.catalogueSubmit, async (req) => ok(req, await submitCatalogue(ctxOf(req), req.body)));
  serve(app, c.catalogueRemove, async (req) => ok(req, await removeCatalogues(ctxOf(req), req.query.ids)));
  serve(app, c.catalogueEnable, async (req) => ok(req, await setCatalogueStatus(ctxOf(req), req.query.ids, 1)));
  serve(app, c.catalogueDisable, async (req) => ok(req, await setCatalogueStatus(ctxOf(req), req.query.ids, 2)));
}

/** The base slice of 智能采购: its routes and demo rows (index.ts puts the slices together). */
export const purchaseBaseParts = {
  routes: [baseRoutes] as Array<(app: App, platform: Platform) => void>,
  demo: async (db: Db): Promise<void> => loadDemoBase(db),
};
