import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Credentials, startS3, type TestS3 } from '../../../../test/helpers/s3.ts';
import { S3Store } from './s3-store.ts';
import { type FileStore, LocalDiskStore, StoreError } from './storage.ts';

/** One suite for every FileStore: the local folder, and S3Store against a real s3rver on loopback. */
let s3: TestS3;
const folder = mkdtempSync(join(tmpdir(), 'pharma-store-test-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const key = (ext = 'png') =>
  `000000/20260101/${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}.${ext}`;
const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('测试 bytes')]);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const s3Store = (over: Partial<ConstructorParameters<typeof S3Store>[0]> = {}) =>
  new S3Store({
    name: 'test-s3',
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    ...s3Credentials,
    timeoutMs: 3000,
    reach: { tenantId: '000000', privateHosts: [] },
    ...over,
  });

const stores: Array<[string, () => FileStore]> = [
  ['LocalDiskStore', () => new LocalDiskStore(folder)],
  ['S3Store on s3rver', () => s3Store()],
];

describe.each(stores)('%s', (_name, make) => {
  it('puts, reads the head, opens and removes a file', async () => {
    const store = make();
    const k = key();
    await store.put(k, bytes);
    const head = await store.head(k, 8);
    expect(head?.size).toBe(bytes.length);
    expect(head?.head.equals(bytes.subarray(0, 8))).toBe(true);
    const opened = await store.open(k);
    expect(opened?.size).toBe(bytes.length);
    expect((await readAll(opened!.stream)).equals(bytes)).toBe(true);
    await store.remove(k);
    expect(await store.open(k)).toBeUndefined();
    expect(await store.head(k, 8)).toBeUndefined();
    // Removing what is not there is no error.
    await store.remove(k);
  });

  it('refuses a key the server did not make', async () => {
    await expect(make().put('../etc/passwd', bytes)).rejects.toThrow(/not a stored-file key/);
  });
});

describe('S3Store', () => {
  it('gives presigned links that carry their expiry and serve the bytes; non-images as downloads', async () => {
    const store = s3Store();
    const k = key();
    await store.put(k, bytes);
    const link = await store.link(k, 60);
    expect(link).toContain('X-Amz-Expires=60');
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    const page = key('html');
    await store.put(page, Buffer.from('<html><script>alert(1)</script></html>'));
    const served = await fetch(await store.link(page, 60));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('names the store and the bucket when the bucket does not exist', async () => {
    const store = s3Store({ bucket: 'no-such-bucket' });
    const error = await store.put(key(), bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).failure).toBe('bucketMissing');
    expect((error as StoreError).message).toContain('test-s3');
    await expect(store.check()).rejects.toMatchObject({ failure: 'bucketMissing' });
  });

  it('says the credentials are wrong, without the secret in the message', async () => {
    const store = s3Store({ accessKey: 'WRONG', secretKey: 'very-secret-value' });
    const error = (await store.put(key(), bytes).catch((e: unknown) => e)) as StoreError;
    expect(error).toBeInstanceOf(StoreError);
    expect(error.failure).toBe('badCredentials');
    expect(error.message).not.toContain('very-secret-value');
    await expect(store.check()).rejects.toMatchObject({ failure: 'badCredentials' });
  });

  it('says the endpoint is unreachable, quickly, when nothing listens or nothing answers', async () => {
    // A closed port: refused at once.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const started = Date.now();
    const refused = (await s3Store({ endpoint: `http://127.0.0.1:${closed}` })
      .put(key(), bytes)
      .catch((e: unknown) => e)) as StoreError;
    expect(refused.failure).toBe('unreachable');
    expect(refused.message).toContain(`127.0.0.1:${closed}`);

    // A server that accepts and never answers: the deadline ends the call.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const hung = (await s3Store({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 500 })
        .put(key(), bytes)
        .catch((e: unknown) => e)) as StoreError;
      expect(hung.failure).toBe('unreachable');
    } finally {
      silent.close();
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
