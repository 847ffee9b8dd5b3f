import { randomBytes } from 'node:crypto';
import { appChannelResource } from '@pharma/contract';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import { type CrudService, crudService } from '../../../platform/crud/service.ts';
import { assertNotAuthorised } from '../channel/channel-auth.service.ts';

/** A new app key (16 random bytes, hex) and secret (32 random bytes, base64url). */
const newKey = () => randomBytes(16).toString('hex');
const newSecret = () => randomBytes(32).toString('base64url');

const base = crudService(appChannelResource, {
  beforeWrite(_ctx, values, existing) {
    // The code, key and secret never change once the app exists (the key and secret are made on add, below).
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

/**
 * 应用渠道: the generic CRUD, except that an add makes the app's key and secret, stores the secret's sha256 and
 * answers the secret in clear this once (a send call proves it holds it by its signature).
 */
export const appChannelService: CrudService = {
  ...base,
  async submit(ctx, body) {
    // Whatever key or secret a body brings is the server's to make.
    const { appKey: _key, appSecret: _secret, ...rest } = body;
    const adding = body.id === undefined || body.id === null || body.id === '';
    if (!adding) return base.submit(ctx, rest);
    const secret = newSecret();
    const saved = await base.submit(ctx, { ...rest, appKey: newKey(), appSecret: sha256Hex(secret) });
    return { ...saved, record: { ...saved.record, appSecret: secret } };
  },
};
