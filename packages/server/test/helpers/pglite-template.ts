import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded in-memory PGlite ('' on PostgreSQL). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: on the embedded database, migrate and seed one PGlite once and dump it; every test file's
 * server then starts from that dump instead of running initdb, the migrations and the seed again (seconds each).
 * The suites on PostgreSQL create a database per file, which is cheap, and skip this.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await prepareDatabase(loadConfig({}, { dataDir: 'memory://', demoData: false }));
  const dump = await database.dump!();
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'pharma-pglite-'));
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
