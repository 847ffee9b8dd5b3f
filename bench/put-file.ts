/**
 * Uploads into an S3-compatible store: 100 files of 1 MB through the API's put-file (POST
 * blade-resource/oss/endpoint/put-file, multipart `file`: auth, guard, multipart parsing, the tenant's enabled config
 * looked up, an S3 client made for the upload, PutObject) against writing the same 100 files to the same store
 * directly with @aws-sdk/client-s3's PutObject (one client, as a program that owns its store would keep). The store is
 * an s3rver on loopback in a fresh temporary folder; the server runs in this process on PGlite (or on a throwaway
 * PostgreSQL with BENCH_PUT_DATABASE=postgres), listening on a loopback port. The file goes to the store as it
 * arrives (lib-storage's Upload: a 1 MB file is one PutObject). Each way is measured one after the other, sequentially and then with a few uploads at a time, after
 * a short unmeasured warm-up. Prints seconds, MB/s and the ratio of the two times. A measurement, not a test:
 * nothing here fails.
 */
import { randomBytes } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { s3Credentials, startS3 } from '../packages/server/test/helpers/s3.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

const files = 100;
const fileBytes = 1024 * 1024;
/** How many uploads run at once in the concurrent rounds. */
const concurrency = Number(process.env.BENCH_PUT_CONCURRENCY ?? 4);
/** The server's database: PGlite in this process (the default, as first measured), or `postgres` (a server). */
const database = process.env.BENCH_PUT_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export interface PutRound {
  /** Uploads at a time (1: one after the other). */
  concurrency: number;
  api: { seconds: number; mbPerSecond: number };
  direct: { seconds: number; mbPerSecond: number };
  /** API time / direct time (2 = the API takes twice as long). */
  ratio: number;
}

/** Runs `count` uploads, at most `width` at a time; answers the seconds taken. */
async function timed(count: number, width: number, upload: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await upload(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

export interface PutBench {
  files: number;
  fileBytes: number;
  database: 'pglite' | 'postgres';
  rounds: PutRound[];
  /** The per-call floor in the same server: `GET blade-user/info`, median ms of 100 (token, identity, envelope). */
  floorMs: number;
}

export async function benchPutFile(): Promise<PutBench> {
  const s3 = await startS3('pharma-bench');
  const pgServer = database === 'postgres' ? benchPostgres() : undefined;
  const config = loadConfig(
    { ...process.env, DATABASE_URL: pgServer?.url ?? '' },
    {
      dataDir: 'memory://',
      captchaEnabled: false,
      logLevel: 'silent',
      ...testAdmin,
    },
  );
  const db = await prepareDatabase(config);
  const { app } = await buildApp(config, db);
  const direct = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3Credentials.accessKey, secretAccessKey: s3Credentials.secretKey },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const token = await adminToken(base);
    const call = async (path: string, init: { body?: unknown; query?: Record<string, string> } = {}) => {
      const url = new URL(`/api/${path}`, base);
      for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(init.body ?? {}),
      });
      const body = (await res.json()) as { success: boolean; msg: string; data: any };
      if (!body.success) throw new Error(`${path}: ${body.msg}`);
      return body.data;
    };

    // The platform tenant's uploads go to the s3rver: an S3-compatible config (category 5), switched on.
    const made = await call('blade-resource/oss/submit', {
      body: {
        category: 5,
        ossCode: 'bench-s3',
        endpoint: s3.endpoint,
        bucketName: s3.bucket,
        accessKey: s3Credentials.accessKey,
        secretKey: s3Credentials.secretKey,
      },
    });
    await call('blade-resource/oss/enable', { query: { id: String(made.id) } });

    // The same 100 files for both ways (random bytes: stored as .bin).
    const data = Array.from({ length: files }, () => randomBytes(fileBytes));
    const viaApi = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'bench.bin');
      const res = await fetch(`${base}/api/blade-resource/oss/endpoint/put-file`, {
        method: 'POST',
        headers: { 'blade-auth': `bearer ${token}` },
        body: form,
      });
      const body = (await res.json()) as { success: boolean; msg: string; data: { link: string } };
      if (!body.success || !body.data.link.endsWith('?oss=bench-s3')) throw new Error(`put-file: ${body.msg}`);
    };
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const viaSdk = async (bytes: Buffer) => {
      await direct.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: `000000/${day}/${randomBytes(16).toString('hex')}.bin`,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
          ContentDisposition: 'attachment',
        }),
      );
    };

    // Warm-up, not counted: both paths' code compiled, the SDK's sockets open.
    for (let i = 0; i < 5; i++) {
      await viaApi(data[i]!);
      await viaSdk(data[i]!);
    }

    const mb = (files * fileBytes) / 1024 / 1024;
    const rounds: PutRound[] = [];
    for (const width of [1, concurrency]) {
      const apiSeconds = await timed(files, width, (i) => viaApi(data[i]!));
      const directSeconds = await timed(files, width, (i) => viaSdk(data[i]!));
      rounds.push({
        concurrency: width,
        api: { seconds: apiSeconds, mbPerSecond: mb / apiSeconds },
        direct: { seconds: directSeconds, mbPerSecond: mb / directSeconds },
        ratio: apiSeconds / directSeconds,
      });
    }
    // The floor every authenticated call pays before its own work, measured the same way (one at a time).
    const floor: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/api/blade-user/info`, { headers: { 'blade-auth': `bearer ${token}` } });
      await res.arrayBuffer();
      floor.push(performance.now() - t);
    }
    floor.sort((a, b) => a - b);
    return { files, fileBytes, database, rounds, floorMs: floor[50] ?? Number.NaN };
  } finally {
    direct.destroy();
    await app.close();
    await db.close();
    await s3.close();
    pgServer?.stop();
  }
}
