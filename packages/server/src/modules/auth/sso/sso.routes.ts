import { ssoCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { authorize, authorizeInfo } from './authorize.service.ts';
import { userinfoOf } from './userinfo.service.ts';

/** Single sign-on for the company's other applications: the consent page's two calls and user-info. */
export function ssoRoutes(app: App) {
  serve(app, ssoCalls.authorizeInfo, async (req) => ok(req, await authorizeInfo(ctxOf(req), req.query)));
  serve(app, ssoCalls.authorize, async (req) => ok(req, { redirect: await authorize(ctxOf(req), req.body) }));
  serve(app, ssoCalls.userinfo, async (req) => userinfoOf(ctxOf(req)));
}
