import { whitelistCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { batchSaveWhitelist, resetDevices, setWhitelistStatus } from './whitelist.service.ts';

/** The whitelist's calls beyond the kit's page, save, detail and remove (batchSave, resetDevice, enable, disable). */
export function whitelistRoutes(app: App) {
  serve(app, whitelistCalls.batchSave, async (req) =>
    ok(req, await batchSaveWhitelist(ctxOf(req), req.query.tenantId, req.body)),
  );
  serve(app, whitelistCalls.resetDevice, async (req) => ok(req, await resetDevices(ctxOf(req), req.query.ids)));
  serve(app, whitelistCalls.enable, async (req) => ok(req, await setWhitelistStatus(ctxOf(req), req.query.ids, 1)));
  serve(app, whitelistCalls.disable, async (req) => ok(req, await setWhitelistStatus(ctxOf(req), req.query.ids, 0)));
}
