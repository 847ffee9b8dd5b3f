import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { repoRoot } from '../../src/platform/config.ts';
import { freePort } from './nginx.ts';

const run = promisify(execFile);
const script = join(repoRoot, 'scripts/mariadb.sh');

/** A MariaDB server of the test's own (scripts/mariadb.sh, Debian's mariadb-server), with a database and an account. */
export interface TestMariadb {
  port: number;
  /** The JDBC url of its database, as 数据源管理 takes it. */
  jdbcUrl: string;
  database: string;
  user: string;
  password: string;
  /** Runs statements as root in the database (the test's fixtures). */
  exec(statement: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts MariaDB in a temporary folder on a free port (about 5 s), makes the database `pharma` and an account that
 * may read it with a password, as a BladeX user's MySQL datasource is.
 */
export async function startMariadb(): Promise<TestMariadb> {
  const dir = mkdtempSync(join(tmpdir(), 'mariadb-'));
  const port = await freePort();
  await run('bash', [script, 'start', dir, String(port)], { timeout: 60_000 });
  const root = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root', multipleStatements: true });
  const database = 'pharma';
  const user = 'catalogue_reader';
  const password = 'Reader#2026';
  await root.query(
    `create database ${database} character set utf8mb4;
     create user '${user}'@'127.0.0.1' identified by '${password}';
     create user '${user}'@'localhost' identified by '${password}';
     grant select, show view on ${database}.* to '${user}'@'127.0.0.1';
     grant select, show view on ${database}.* to '${user}'@'localhost';
     use ${database};`,
  );
  return {
    port,
    jdbcUrl: `jdbc:mysql://127.0.0.1:${port}/${database}?useSSL=false&amp;characterEncoding=utf8`,
    database,
    user,
    password,
    async exec(statement) {
      await root.query(statement);
    },
    async stop() {
      await root.end().catch(() => undefined);
      await run('bash', [script, 'stop', dir]).catch(() => undefined);
    },
  };
}
