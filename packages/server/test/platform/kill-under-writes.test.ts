import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { adminToken, startParamWriters } from '../helpers/param-writers.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/processes.ts';

/**
 * A server process (`src/main.ts`, as `npm start` runs it) killed with SIGKILL under 200 concurrent writers on
 * PostgreSQL: every write it acknowledged is in the database, and a process started again on the same database
 * takes writes at once. The embedded database belongs to a single process: PostgreSQL pass only.
 */
const writers = 200;
const work = mkdtempSync(join(tmpdir(), 'pharma-kill-writes-'));
const processes: ServerProcess[] = [];
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;

const start = async (name: string) => {
  const p = await startServerProcess(name, {
    DATABASE_URL: fresh!.url!,
    DATA_DIR: join(work, name),
    TOKEN_SECRET: 'kill-under-writes-token-secret-0123456789abcdef',
    CAPTCHA_ENABLED: 'false',
    DEMO_DATA: 'false',
  });
  processes.push(p);
  return p;
};

/** Waits for `check` to hold, looking every 50 ms; fails after a minute. */
async function until(what: string, check: () => boolean) {
  const end = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await fresh?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(databaseKind === 'postgres')('a server process killed under 200 concurrent writers', () => {
  it('has every write it acknowledged in the database', { timeout: 180_000 }, async () => {
    fresh = await freshDatabaseUrl(inject('pgTemplate') || undefined);
    const a = await start('a');
    const load = startParamWriters(a.url, await adminToken(a.url), writers, 'kill');
    const loadAt = Date.now();
    let killedAt = 0;
    try {
      await until('writes before the kill', () => load.acknowledged().length >= writers * 2);
      a.child.kill('SIGKILL');
      killedAt = Date.now();
    } finally {
      await load.stop();
    }
    // A process ended by a signal keeps exitCode null (its signalCode says how it ended): waiting for an 'exit' that
    // already came would wait for ever.
    const running = a.child.exitCode === null && a.child.signalCode === null;
    await new Promise((r) => (running ? a.child.once('exit', r) : r(undefined)));
    const acked = load.acknowledged().map((o) => o.key);
    // The writes cut off by the kill got no answer; none got anything but a success.
    const cut = load.outcomes.filter((o) => o.status === 0);
    expect(load.outcomes.filter((o) => o.status !== 0 && o.status !== 200)).toEqual([]);
    expect(cut.length).toBeGreaterThan(0);

    const sql = new pg.Client({ connectionString: fresh.url });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ n: number }>(
        'select count(*)::int as n from blade_param where param_key = any($1) and is_deleted = 0',
        [acked],
      );
      expect(rows[0]!.n, 'acknowledged writes present').toBe(acked.length);
      // Of the writes cut off, some may have committed before the kill: those are there once, never twice.
      const { rows: twice } = await sql.query(
        "select param_key from blade_param where param_key like 'kill.%' group by param_key having count(*) > 1",
      );
      expect(twice).toEqual([]);

      // Another process on the same database takes writes at once.
      const b = await start('b');
      const after = startParamWriters(b.url, await adminToken(b.url), 10, 'after');
      try {
        await until('writes after the kill', () => after.acknowledged().length >= 10);
      } finally {
        await after.stop();
      }
      expect(after.outcomes.filter((o) => o.status !== 200)).toEqual([]);
      console.log(
        `kill-under-writes: ${load.outcomes.length} writes answered or cut, ${acked.length} acknowledged, ` +
          `${rows[0]!.n} present, ${cut.length} cut off by the kill ${((killedAt - loadAt) / 1000).toFixed(1)} s into the load; the next process took ` +
          `${after.acknowledged().length} writes`,
      );
      await stopServerProcess(b);
    } finally {
      await sql.end();
    }
  });
});
