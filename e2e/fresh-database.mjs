// A journey server's database on a PostgreSQL server, made empty before the server starts (playwright.config.ts
// runs this first when E2E_DATABASE_URL is set): the server then migrates and seeds it as on a first start. Plain
// JavaScript, so the webServer command runs it without a loader.
import pg from 'pg';

const target = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a journey database name: ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.href });
await client.connect();
try {
  // A server left from a run stopped midway may still hold it.
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
} finally {
  await client.end();
}
