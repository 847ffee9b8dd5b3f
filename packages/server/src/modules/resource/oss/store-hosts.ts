import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { live, scoped } from '../../../platform/scope.ts';
import { ossTable as oss } from './oss.table.ts';

/**
 * The hosts (host[:port], lower case) an object store's links point at: its endpoint and its public address. An
 * endpoint may be given without a scheme (`oss-cn-hangzhou.aliyuncs.com`); one that is no address gives nothing.
 */
export function hostsOf(rows: Array<{ endpoint: unknown; transformEndpoint: unknown }>): string[] {
  const hosts = new Set<string>();
  for (const row of rows) {
    for (const value of [row.endpoint, row.transformEndpoint]) {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) continue;
      try {
        const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
        if (url.host) hosts.add(url.host.toLowerCase());
      } catch {}
    }
  }
  return [...hosts];
}

const columns = { endpoint: oss.endpoint!, transformEndpoint: oss.transformEndpoint! };

/** The hosts of the caller's tenant's object stores (any config, enabled or not): where a notice's images may be. */
export async function tenantStoreHosts(ctx: Ctx): Promise<string[]> {
  return hostsOf(
    await ctx.db
      .select(columns)
      .from(oss)
      .where(scoped(ctx, oss, { dataScope: false })),
  );
}

/** The hosts of every tenant's object stores: the images the console's pages may load (its CSP's img-src). */
export async function allStoreHosts(db: Db): Promise<string[]> {
  return hostsOf(await db.select(columns).from(oss).where(live(oss)));
}
