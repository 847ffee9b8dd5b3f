import { apiKeyMessages, apiKeyPattern, apiKeyStatus } from '@pharma/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Registry } from '../../../platform/registry.ts';
import { live } from '../../../platform/scope.ts';
import type { ApiKeyAuthority, ApiKeyCallEntry } from '../../../platform/types.ts';
import { apiKey, apiKeyLog } from './api-key.table.ts';
import { pathAllowed } from './api-key-paths.ts';

/**
 * API keys as the guard meets them (platform/guard.ts): a `Blade-Auth` value of the key's form is looked up by its
 * hash on every call, so disabling, removing or expiring a key stops it in every process at once. A key acts as its
 * user (that user's tenant, roles, data scopes: auth's identity, its `keyUserResolver` answer, read per call) within its paths. Each call is
 * written to the key's log once answered.
 */
export function apiKeyAuthority(db: Db, onFailure: (error: unknown) => void, registry: Registry): ApiKeyAuthority {
  const identityOf = registry.answer('keyUserResolver')(db);
  const pending = new Set<Promise<unknown>>();
  const keep = (work: Promise<unknown>) => {
    const tracked = work.catch(onFailure).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  return {
    recognises: (credential) => apiKeyPattern.test(credential),
    async resolve(credential, target) {
      const [row] = await db
        .select({
          id: apiKey.id,
          tenantId: apiKey.tenantId,
          userId: apiKey.userId,
          account: apiKey.account,
          status: apiKey.status,
          apiPath: apiKey.apiPath,
          live: sql<boolean>`(${apiKey.expireTime} is null or ${apiKey.expireTime} > now())`,
        })
        .from(apiKey)
        .where(and(eq(apiKey.keyHash, sha256Hex(credential)), live(apiKey)))
        .limit(1);
      if (!row) return undefined;
      const caller = { keyId: row.id, tenantId: row.tenantId, userId: row.userId, account: row.account };
      const refused = { status: 401 as const, text: apiKeyMessages.keyRefused };
      if (row.status !== apiKeyStatus.enabled || !row.live) return { caller, refusal: refused };
      const patterns = row.apiPath.split(',').filter((p) => p !== '');
      if (!pathAllowed(patterns, target.path)) {
        return { caller, refusal: { status: 403, text: apiKeyMessages.pathRefused } };
      }
      const identity = await identityOf(row.tenantId, row.userId, target);
      return identity ? { caller, identity } : { caller, refusal: refused };
    },
    record(entry: ApiKeyCallEntry) {
      keep(writeCall(db, entry));
    },
    async close() {
      await Promise.all([...pending]);
    },
  };
}

/** The call's row, and the key's last use (at most one write a minute per key). */
async function writeCall(db: Db, entry: ApiKeyCallEntry): Promise<void> {
  await db.insert(apiKeyLog).values({
    tenantId: entry.tenantId,
    apiKeyId: entry.keyId,
    userId: entry.userId,
    account: entry.account,
    serviceId: 'pharma-console',
    serverHost: serverHost,
    serverIp: '',
    env: process.env.NODE_ENV === 'production' ? 'prod' : 'dev',
    method: entry.method,
    requestUri: entry.requestUri,
    params: entry.params,
    status: entry.status,
    time: entry.time,
    remoteIp: entry.remoteIp,
    userAgent: entry.userAgent,
    createTime: new Date(Date.now() - entry.time),
  });
  await db
    .update(apiKey)
    .set({ lastUsedTime: new Date() })
    .where(
      and(
        inArray(apiKey.id, [entry.keyId]),
        sql`(${apiKey.lastUsedTime} is null or ${apiKey.lastUsedTime} < now() - interval '1 minute')`,
      ),
    );
}

const serverHost = (process.env.HOSTNAME ?? '').slice(0, 255);
