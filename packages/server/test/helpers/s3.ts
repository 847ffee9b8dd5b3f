import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of s3rver (untyped) the tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's fixed credentials. */
export const s3Credentials = { accessKey: 'S3RVER', secretKey: 'S3RVER' } as const;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback, in a fresh temporary folder, with one bucket. */
export async function startS3(bucket = 'pharma-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pharma-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
