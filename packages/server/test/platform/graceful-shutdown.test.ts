import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messageCalls, paramCalls } from '@pharma/contract';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { signedInAt } from '../helpers/api-kit.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { type ServerProcess, startServerProcess } from '../helpers/processes.ts';
import { type WebhookReceiver, webhookReceiver, webhookTemplate } from '../helpers/webhook-messages.ts';

/**
 * A server process (`main.ts`, as `npm start` runs it) stopped with SIGTERM while it holds a slow request (a test send
 * whose webhook answers only when the test lets it) and a running job (a message delivery to the same webhook):
 * readiness fails at once while it still answers for the drain, then new connections are refused, the request
 * completes, the job completes, and the process exits 0. On PostgreSQL, as a deployment runs it (a balancer drains
 * processes of a cluster; the embedded database has one process and is stopped the same way).
 */
const drainSeconds = 2;
const work = mkdtempSync(join(tmpdir(), 'pharma-shutdown-'));
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
let hook: WebhookReceiver | undefined;
let server: ServerProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await sleep(50);
  }
}

/** Whether a new TCP connection to the process is accepted. */
function accepts(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  hook?.release();
  await hook?.close();
  await fresh?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(databaseKind === 'postgres')('a server process stopped with SIGTERM', () => {
  it('drains, refuses new connections, finishes its request and its job, and exits 0', {
    timeout: 180_000,
  }, async () => {
    fresh = await freshDatabaseUrl(inject('pgTemplate') || undefined);
    hook = await webhookReceiver();
    const p = await startServerProcess('graceful', {
      DATABASE_URL: fresh.url!,
      DATA_DIR: join(work, 'graceful'),
      TOKEN_SECRET: 'graceful-shutdown-token-secret-0123456789abcdef',
      CAPTCHA_ENABLED: 'false',
      DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
    });
    server = p;
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      p.child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const admin = await signedInAt(p.url);
    const template = await webhookTemplate(admin, 'GS', `${hook.url}/held`);

    hook.hold();
    // A running job: the delivery of a message, held at the webhook.
    const sent = await admin.send(messageCalls.send, {
      body: { templateCode: template.code, params: { no: 'G-1' }, receivers: ['held@shutdown.test'] },
    });
    expect(sent.body.code, sent.text).toBe(200);
    await until('the delivery is at the webhook', () => hook!.held() >= 1);
    // A slow request: a test send, answered once its webhook call is.
    const slow = admin.send(messageCalls.testSend, {
      body: { id: template.templateId, receiver: 'slow@shutdown.test', params: { no: 'G-2' } },
    });
    await until('the test send is at the webhook', () => hook!.held() >= 2);

    const signalledAt = Date.now();
    p.child.kill('SIGTERM');
    // Draining: readiness fails at once; the process is alive and still answers.
    await until('readiness failing', async () => (await fetch(new URL('/readyz', p.url))).status === 503);
    const ready = await fetch(new URL('/readyz', p.url));
    expect(await ready.json()).toEqual({ status: 'not ready', reason: 'draining' });
    expect((await fetch(new URL('/healthz', p.url))).status).toBe(200);
    const during = await admin.send(paramCalls.list);
    expect(during.status).toBe(200);
    expect(Date.now() - signalledAt).toBeLessThan(drainSeconds * 1000);

    // After the drain: new connections are refused while the slow request and the job are still held.
    await until('new connections refused', async () => !(await accepts(p.url)));
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainSeconds * 1000);
    expect(p.child.exitCode).toBeNull();
    expect(hook.held()).toBe(2);

    hook.release();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(answered.body.data.status).toBe(30);
    const { code, at } = await exited;
    expect(code).toBe(0);
    // The drain, then what it held (released at once): well within the 30 s timeout.
    expect(at - signalledAt).toBeLessThan(drainSeconds * 1000 + 15_000);

    // The job finished before the process went: its record was delivered, once.
    const sql = new pg.Client({ connectionString: fresh.url });
    await sql.connect();
    try {
      const { rows } = await sql.query('select status from msg_record where batch_id = $1', [
        String(sent.body.data.batchId),
      ]);
      expect(rows.map((r) => Number(r.status))).toEqual([30]);
    } finally {
      await sql.end();
    }
    expect(hook.calls.length).toBe(2);
    console.log(
      `graceful shutdown: exited 0 ${((at - signalledAt) / 1000).toFixed(1)} s after SIGTERM (drain ${drainSeconds} s)`,
    );
  });
});
