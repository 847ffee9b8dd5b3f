import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { demoTemplateName } from './database.ts';
import { testAdmin } from './test-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded in-memory PGlite ('' on PostgreSQL). */
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated, seeded database every test file's database is copied from ('' on PGlite). */
    pgTemplate: string;
  }
}

const onServer = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/**
 * Vitest global setup: migrate and seed one database once, and start every test file's server from a copy of it
 * instead of running the migrations and the seed again (seconds each). On the embedded database the copy is a dump
 * of an in-memory PGlite; on PostgreSQL it is a template database (`CREATE DATABASE … TEMPLATE`, a file copy).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tmpl_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await prepareDatabase(loadConfig({}, { databaseUrl: url.toString(), ...testAdmin }));
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('pgTemplate', name);
    return () =>
      onServer(serverUrl, async (c) => {
        await c.query(`drop database if exists ${name} with (force)`);
        // The demo template a test file may have made from this run (test/helpers/database.ts).
        await c.query(`drop database if exists ${demoTemplateName(name)} with (force)`);
      });
  }
  // A dump of this tree's database before its newest migrations (代码生成's check passes one): only those apply.
  const base = process.env.PHARMA_TEMPLATE_BASE;
  const from = base && existsSync(base) ? { pgliteTemplate: base } : {};
  const database = await prepareDatabase(loadConfig({}, { dataDir: 'memory://', ...from, ...testAdmin }));
  const dump = await database.dump!();
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'pharma-pglite-'));
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(folder, { recursive: true, force: true });
}
