import { randomBytes } from 'node:crypto';
import { appChannelResource } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService } from '../../../platform/crud/service.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { assertNotAuthorised } from '../channel/channel-auth.service.ts';
import { appChannelTable as app } from './app-channel.table.ts';

/** A new app key (16 random bytes, hex) and secret (32 random bytes, base64url). */
export const newAppKey = () => randomBytes(16).toString('hex');
export const newAppSecret = () => randomBytes(32).toString('base64url');

/**
 * 应用渠道: the generic CRUD, except that an add makes the app's key and secret and answers the secret in clear this
 * once. The secret is kept sealed (AES-GCM under this server's secret), not hashed: the server needs it to check a
 * send call's HMAC, and a copy of the database alone does not give it away.
 */
export function appChannelService(box: SecretBox): CrudService {
  const base = crudService(appChannelResource, {
    beforeWrite(_ctx, values, existing) {
      // The code, key and secret never change once the app exists (a new secret is reset-secret's).
      if (!existing) return;
      delete values.appKey;
      delete values.appSecret;
      delete values.appCode;
    },
    beforeRemove: (ctx, ids) => assertNotAuthorised(ctx, 'appChannelId', ids),
    toRecord(_ctx, record) {
      const { appSecret: _hidden, ...rest } = record;
      return rest;
    },
  });
  return {
    ...base,
    async submit(ctx, body) {
      // Whatever key or secret a body brings is the server's to make.
      const { appKey: _key, appSecret: _secret, ...rest } = body;
      const adding = body.id === undefined || body.id === null || body.id === '';
      if (!adding) return base.submit(ctx, rest);
      const secret = newAppSecret();
      const saved = await base.submit(ctx, { ...rest, appKey: newAppKey(), appSecret: box.seal(secret) });
      return { ...saved, record: { ...saved.record, appSecret: secret } };
    },
  };
}

/** 重置密钥: a new secret for an app of the caller's tenant, answered this once; the old one stops signing now. */
export async function resetAppSecret(ctx: Ctx, box: SecretBox, id: string) {
  const secret = newAppSecret();
  const [changed] = await ctx.db
    .update(app)
    .set({ appSecret: box.seal(secret), updateUser: ctx.userId, updateTime: new Date() })
    .where(and(eq(app.id, id), scoped(ctx, app, { dataScope: false })))
    .returning({ appKey: app.appKey });
  if (!changed) throw notFound();
  return { appKey: String(changed.appKey), appSecret: secret };
}
