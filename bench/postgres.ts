import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A PostgreSQL for a benchmark: BENCH_DATABASE_URL when given, else a throwaway server from scripts/pg.sh (then
 * `postmaster` is its process id, for measuring its CPU).
 */
export function benchPostgres(): { url: string; postmaster?: number; stop(): void } {
  if (process.env.BENCH_DATABASE_URL) {
    // BENCH_POSTMASTER: that server's process id, when it is on this machine, for its CPU time.
    const postmaster = process.env.BENCH_POSTMASTER ? Number(process.env.BENCH_POSTMASTER) : undefined;
    return { url: process.env.BENCH_DATABASE_URL, postmaster, stop() {} };
  }
  const dir = mkdtempSync('/tmp/pharma-bench-');
  chmodSync(dir, 0o755);
  const port = String(55000 + Math.floor(Math.random() * 4000));
  const url = execFileSync('bash', ['scripts/pg.sh', 'start', join(dir, 'pg'), port], { encoding: 'utf8' }).trim();
  const postmaster = Number(readFileSync(join(dir, 'pg/data/postmaster.pid'), 'utf8').split('\n')[0]);
  const stop = () => {
    execFileSync('bash', ['scripts/pg.sh', 'stop', join(dir, 'pg')]);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, postmaster, stop };
}
