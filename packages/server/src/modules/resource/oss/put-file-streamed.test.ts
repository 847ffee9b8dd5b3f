import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ossCalls, ossConfigCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { s3Credentials, startS3, type TestS3 } from '../../../../test/helpers/s3.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * put-file streams the file to its store as it arrives, never holding it whole: the local folder holds bytes of a
 * file whose client has not finished sending it, and a file that passes the size limit (12mb here) on the way
 * leaves nothing behind, in the folder or in an S3 bucket (where it had become a multipart upload).
 */
let s: TestServer;
let s3: TestS3;
let admin: Session;
const ossDir = mkdtempSync(join(tmpdir(), 'pharma-oss-stream-'));
const mb = 1024 * 1024;

beforeAll(async () => {
  process.env.OSS_LOCAL_DIR = ossDir;
  process.env.OSS_MAX_FILE_SIZE = '12mb';
  s = await startServer({ captchaEnabled: false });
  delete process.env.OSS_LOCAL_DIR;
  delete process.env.OSS_MAX_FILE_SIZE;
  admin = await signedIn(s);
  s3 = await startS3('pharma-stream');
}, 180_000);
afterAll(async () => {
  await s?.close();
  await s3?.close();
  rmSync(ossDir, { recursive: true, force: true });
});

/** Every file under the store's folder (a file being written is `<key>.<random>.part`), with its size. */
function filesIn(dir: string): Array<{ path: string; size: number }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, size: statSync(path).size };
    });
}

/** Waits (a deadline, no fixed sleep) until `ready` holds. */
async function until(ready: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * put-file with a multipart body the test sends piece by piece: `pieces` are sent in turn, and before each one
 * after the first, `between(i)` is awaited, so the test decides what must have happened on the server meanwhile.
 */
async function putInPieces(pieces: Buffer[], between: (i: number) => Promise<void> = async () => {}, query = '') {
  const boundary = `----pharma${randomBytes(8).toString('hex')}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const parts = [opening, ...pieces, closing];
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i >= parts.length) return controller.close();
      // Pieces 2.. of the file wait for the test's condition.
      if (i >= 2 && i <= pieces.length) await between(i - 1);
      controller.enqueue(new Uint8Array(parts[i++]!));
    },
  });
  const res = await fetch(new URL(`${pathOf(ossCalls.putFile)}${query}`, s.url), {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'blade-auth': `bearer ${admin.token}`,
      'accept-language': 'zh',
    },
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as any };
}

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes - 9)]);
const split = (data: Buffer, size: number) =>
  Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size));

describe(`put-file streamed on ${databaseKind}`, () => {
  test('the folder holds the first bytes of a file its client is still sending, and then the whole file', async () => {
    const data = pdf(10 * mb);
    const [first, ...rest] = split(data, 2 * mb);
    // Before the rest is sent, a file being written already holds at least the first megabyte.
    const res = await putInPieces([first!, ...rest], async (i) => {
      if (i === 1) await until(() => filesIn(ossDir).some((f) => f.path.endsWith('.part') && f.size >= mb), 'bytes');
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.name).toMatch(/^000000\/\d{8}\/[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(join(ossDir, res.body.data.name)).equals(data)).toBe(true);
    rmSync(join(ossDir, res.body.data.name));
  });

  test('a file over the limit is refused on the way, with the limit’s message, and leaves nothing in the folder', async () => {
    const res = await putInPieces(split(pdf(13 * mb), mb));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('上传文件大小不能超过 12mb');
    expect(filesIn(ossDir)).toEqual([]);
    // The server goes on taking uploads.
    expect((await putInPieces([pdf(mb)])).status).toBe(200);
  });

  test('into S3: a multipart upload of 11 MB is stored whole; one over the limit leaves no object', async () => {
    const saved = await admin.send(ossConfigCalls.submit, {
      body: {
        category: 5,
        ossCode: 'streamed',
        endpoint: s3.endpoint,
        bucketName: s3.bucket,
        accessKey: s3Credentials.accessKey,
        secretKey: s3Credentials.secretKey,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const code = '?code=streamed';
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3Credentials.accessKey, secretAccessKey: s3Credentials.secretKey },
    });
    const objects = async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key);
    try {
      const refused = await putInPieces(split(pdf(13 * mb), mb), undefined, code);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('上传文件大小不能超过 12mb');
      expect(await objects()).toEqual([]);

      const data = pdf(11 * mb);
      const stored = await putInPieces(split(data, mb), undefined, code);
      expect(stored.status, JSON.stringify(stored.body)).toBe(200);
      expect(await objects()).toEqual([stored.body.data.name]);
      const served = await fetch(new URL(stored.body.data.link, s.url));
      expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
    } finally {
      client.destroy();
    }
  });
});
