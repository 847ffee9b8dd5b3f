import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';

/** A PostgreSQL for a benchmark: BENCH_DATABASE_URL when given, else a throwaway server from scripts/pg.sh. */
export function benchPostgres(): { url: string; stop(): void } {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop() {} };
  const dir = mkdtempSync('/tmp/pharma-bench-');
  chmodSync(dir, 0o755);
  const port = String(55000 + Math.floor(Math.random() * 4000));
  const url = execFileSync('bash', ['scripts/pg.sh', 'start', join(dir, 'pg'), port], { encoding: 'utf8' }).trim();
  return { url, stop: () => execFileSync('bash', ['scripts/pg.sh', 'stop', join(dir, 'pg')]) };
}
