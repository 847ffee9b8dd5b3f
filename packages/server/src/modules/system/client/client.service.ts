import { randomBytes } from 'node:crypto';
import { clientMessages, clientResource, commaList, systemDictionaries } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { dictEntries } from '../../../platform/dict-reader.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { clientTable as client } from './client.table.ts';

/** Token lifetimes: at least a minute, at most a year. */
const minValidity = 60;
const maxValidity = 31_536_000;

/** A new secret: 32 random bytes, base64url (43 characters). */
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * The grant types a client may hold: the live `grant_type` dictionary when it is readable, else the seeded keys
 * (so the rule holds whether or not the dictionary module has registered its reader).
 */
async function knownGrantTypes(ctx: Ctx): Promise<Set<string>> {
  const live = await dictEntries(ctx, 'grant_type');
  if (live.length > 0) return new Set(live.map((o) => o.dictKey));
  return new Set(systemDictionaries.find((d) => d.code === 'grant_type')?.items.map((i) => i.key) ?? []);
}

async function checkGrantTypes(ctx: Ctx, values: Row): Promise<void> {
  if (typeof values.authorizedGrantTypes !== 'string') return;
  const given = commaList(values.authorizedGrantTypes);
  if (given.length === 0) throw badRequest(clientResource.fields.authorizedGrantTypes.required);
  const known = await knownGrantTypes(ctx);
  const unknown = given.filter((g) => !known.has(g));
  if (unknown.length > 0) throw badRequest(clientMessages.badGrantType, { value: unknown.join(',') });
  values.authorizedGrantTypes = given.join(',');
}

function checkValidities(values: Row): void {
  for (const key of ['accessTokenValidity', 'refreshTokenValidity'] as const) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < minValidity || value > maxValidity) {
      throw badRequest(clientMessages.badValidity);
    }
  }
}

/** Comma-joined absolute http(s) addresses, stored trimmed and without repeats; blank clears the field. */
function checkRedirects(values: Row): void {
  if (typeof values.webServerRedirectUri !== 'string') return;
  const uris = commaList(values.webServerRedirectUri);
  for (const uri of uris) {
    let url: URL | undefined;
    try {
      url = new URL(uri);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.host) {
      throw badRequest(clientMessages.badRedirect, { value: uri });
    }
  }
  values.webServerRedirectUri = uris.join(',');
}

const base = crudService(clientResource, {
  beforeWrite(_ctx, values, existing) {
    // The client id names the client in every session and in the web console's Basic header: it never changes.
    if (existing) delete values.clientId;
  },
  async beforeRemove(ctx, ids) {
    const own = await ctx.registry.answer('callerClientId')(ctx);
    if (!own) return;
    const hit = await ctx.db
      .select({ id: client.id })
      .from(client)
      .where(and(inArray(client.id, ids), eq(client.clientId, own), scoped(ctx, client)))
      .limit(1);
    if (hit.length > 0) throw badRequest(clientMessages.ownClient);
  },
  // Only a hash is stored, and not even that leaves the server.
  toRecord(_ctx, record) {
    const { clientSecret: _hidden, ...rest } = record;
    return rest;
  },
});

/**
 * 应用管理: the generic CRUD of `clientResource`, except that the secret is the server's business. An add stores
 * the sha256 of a generated secret (or of the one the body brings, if long enough) and answers it in clear this
 * once; an update never touches it (reset-secret does).
 */
export const clientService: CrudService = {
  ...base,
  async submit(ctx, body) {
    const { clientSecret, ...rest } = body;
    // Checked before the kit's own dictionary check and outside its transaction, so the message names the value.
    await checkGrantTypes(ctx, rest);
    checkValidities(rest);
    checkRedirects(rest);
    const adding = body.id === undefined || body.id === null || body.id === '';
    if (!adding) return base.submit(ctx, rest);
    let secret = typeof clientSecret === 'string' ? clientSecret.trim() : '';
    if (secret === '') secret = newSecret();
    else if (secret.length < 16) throw badRequest(clientMessages.secretTooShort);
    const saved = await base.submit(ctx, { ...rest, clientSecret: sha256Hex(secret) });
    return { ...saved, record: { ...saved.record, clientSecret: secret } };
  },
};

/** reset-secret: a new generated secret for one client, answered once; the old one stops working at once. */
export async function resetClientSecret(ctx: Ctx, id: string): Promise<{ clientSecret: string }> {
  // The console itself signs in with its client's secret: resetting that one would lock everybody out of it.
  const own = await ctx.registry.answer('callerClientId')(ctx);
  const [target] = await ctx.db
    .select({ clientId: client.clientId })
    .from(client)
    .where(and(eq(client.id, id), scoped(ctx, client)))
    .limit(1);
  if (target && target.clientId === own) throw badRequest(clientMessages.ownClient);
  const secret = newSecret();
  const done = await ctx.db
    .update(client)
    .set({ clientSecret: sha256Hex(secret), updateUser: ctx.userId, updateTime: new Date() })
    .where(and(eq(client.id, id), scoped(ctx, client)))
    .returning({ id: client.id });
  if (done.length === 0) throw notFound();
  return { clientSecret: secret };
}
