import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { internalService, type LoopbackServer, silentServer } from '../../../../test/helpers/outbound-stand-ins.ts';
import type { Reach } from '../../../platform/outbound/reach.ts';
import { S3Store } from './s3-store.ts';
import { StoreError } from './storage.ts';

/**
 * The object store's SDK connects through agents that check each connection's address for the store's tenant: an
 * endpoint on the server's own network (written as an address, or a name resolving there) is refused when connected
 * to, and a store that accepts and never answers times out and lets go of the connection.
 */
let internal: LoopbackServer;
beforeAll(async () => {
  internal = await internalService();
});
afterAll(async () => internal?.close());

const tenant: Reach = { tenantId: '200097', privateHosts: [] };
const storeAt = (endpoint: string, reach: Reach, timeoutMs = 3000) =>
  new S3Store({
    name: 'ob-s3',
    endpoint,
    bucket: 'files',
    accessKey: 'k',
    secretKey: 'Store-Secret-5',
    timeoutMs,
    reach,
  });

async function failureOf(run: Promise<unknown>): Promise<StoreError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

describe('an object store on the server’s own network', () => {
  it('is refused when connected to, by address or by a name resolving there; the internal service hears nothing', async () => {
    const byName = { ...tenant, resolve: async () => [{ address: '127.0.0.1', family: 4 as const }] };
    for (const [endpoint, reach] of [
      [internal.url, tenant],
      [`http://[::ffff:7f00:1]:${internal.port}`, tenant],
      [`http://store.example:${internal.port}`, byName],
    ] as const) {
      const store = storeAt(endpoint, reach);
      try {
        const error = await failureOf(
          store.put('200097/20261202/0123456789abcdef0123456789abcdef.txt', Buffer.from('x')),
        );
        expect(error.failure, endpoint).toBe('unreachable');
        expect(error.reason).not.toContain('Store-Secret-5');
      } finally {
        store.destroy();
      }
    }
    expect(internal.received).toEqual([]);
  });

  it('a store that accepts and never answers: a timeout, and the connection let go', async () => {
    const silent = await silentServer();
    const store = storeAt(`http://localhost:${silent.port}`, { ...tenant, privateHosts: ['localhost'] }, 500);
    try {
      const started = Date.now();
      const error = await failureOf(store.check());
      expect(error.failure).toBe('unreachable');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(silent.requests).toBeGreaterThanOrEqual(1);
      await vi.waitFor(() => expect(silent.held).toBe(0), { timeout: 5000, interval: 20 });
    } finally {
      store.destroy();
      await silent.close();
    }
  });
});
