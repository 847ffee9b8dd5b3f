import { detailQuery, grayResource, permissionsOf, say } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { grayDisabled, grayEnabled, grayVersion, setGrayStatus } from './gray.service.ts';

const base = `/api/${grayResource.api}`;
const { menu } = permissionsOf(grayResource);

const required = (_key: string, text: { zh: string; en: string }) => {
  const message = say(text);
  return z.string({ error: message }).trim().min(1, { error: message }).max(64, { error: message });
};

const versionQuery = z.object({
  gray: required('gray', grayResource.fields.gray.required),
  shop: required('shop', { zh: '请输入门店编号', en: 'Please enter the shop code' }),
  version: z.string().trim().max(64).optional(),
});

/** 灰度发布 beyond its CRUD: 启用 / 停用, and the question every client asks at start-up. */
export function grayRoutes(app: App) {
  const tags = ['blade-system'];
  app.post(
    `${base}/enable`,
    {
      config: { permission: `${menu}_enable` },
      schema: {
        tags,
        summary: 'Enable a release (refused when one of its shops is in another enabled release of the app)',
        querystring: detailQuery,
      },
    },
    async (req) => {
      await setGrayStatus(ctxOf(req), req.query.id, grayEnabled);
      return ok(req, true);
    },
  );
  app.post(
    `${base}/disable`,
    {
      config: { permission: `${menu}_disable` },
      schema: { tags, summary: 'Disable a release: its shops go back to their own version', querystring: detailQuery },
    },
    async (req) => {
      await setGrayStatus(ctxOf(req), req.query.id, grayDisabled);
      return ok(req, true);
    },
  );
  app.get(
    `${base}/version`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "The version a client of an app at a shop should run (the caller's tenant's enabled releases)",
        querystring: versionQuery,
        response: {
          200: z.object({
            code: z.number(),
            success: z.boolean(),
            data: z.object({
              gray: z.boolean(),
              version: z.string(),
              upgrade: z.boolean(),
              releaseId: z.string().nullable(),
            }),
            msg: z.string(),
          }),
        },
      },
    },
    async (req) => {
      const { gray, shop, version } = req.query;
      return ok(req, await grayVersion(ctxOf(req), gray, shop, version ?? ''));
    },
  );
}
