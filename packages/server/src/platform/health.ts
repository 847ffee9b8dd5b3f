import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, migrationsFolder } from './db/database.ts';
import type { App } from './types.ts';

/**
 * The balancer's probes, outside /api on purpose: they are no call of the console's API (no token, no envelope, no
 * entry in 接口日志 for a probe every few seconds, no rate limit), and `/healthz` and `/readyz` are where balancers
 * and orchestrators look by default. Their answers are machine words for the balancer, not text for a person.
 *
 * - `/healthz` (liveness): the process is up and its event loop answers. No database: a database outage must not
 *   get every process restarted.
 * - `/readyz` (readiness): the process should be sent requests: it is not draining (a SIGTERM came), the database
 *   answers within two seconds, and every committed migration is applied. 503 otherwise, with the reason.
 */
export interface Health {
  /** From now on readiness fails and every reply closes its connection (main.ts calls it at SIGTERM). */
  drain(): void;
  readonly draining: boolean;
}

const probeTimeoutMs = 2000;

/** How many migrations this build carries (drizzle's journal). */
function committedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** The applied migrations (drizzle's table), or why they could not be counted in time. */
async function appliedMigrations(database: Database): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), probeTimeoutMs);
  });
  try {
    const counted = database.execute('select count(*)::int as n from drizzle.__drizzle_migrations');
    const { rows } = await Promise.race([counted, late]);
    return Number(rows[0]?.n ?? 0);
  } finally {
    clearTimeout(timer);
  }
}

export function installHealth(app: App, database: Database): Health {
  const expected = committedMigrations();
  let draining = false;
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));
  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'not ready', reason: 'draining' });
    let applied: number;
    try {
      applied = await appliedMigrations(database);
    } catch {
      return reply.code(503).send({ status: 'not ready', reason: 'database unreachable' });
    }
    if (applied < expected) return reply.code(503).send({ status: 'not ready', reason: 'migrations pending' });
    return reply.send({ status: 'ready' });
  });
  // While draining, each reply closes its connection: a balancer's kept-alive connection is not reused for a request
  // this process would refuse once it closes (Fastify answers 503 on a connection kept past close).
  // A plain callback, not an async hook: it runs on every reply and must cost nothing while not draining.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
