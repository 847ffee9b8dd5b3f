import { createServer, type Server, type Socket } from 'node:net';
import { datasourceCalls, tenantDatasourceCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiTest } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startMariadb, type TestMariadb } from '../../../../test/helpers/mariadb.ts';
import { freePort } from '../../../../test/helpers/nginx.ts';
import { builtinDatasourceId } from './datasource-session.ts';

/**
 * 测试连接 and the built-in datasource: the console's own database, a PostgreSQL server and a MariaDB server reached
 * as a datasource's form stands, and each way a connection fails answered with its own message within the timeout.
 */
const test = apiTest({ captchaEnabled: false });
let maria: TestMariadb;
let silent: Server;
let silentPort: number;
const held: Socket[] = [];

beforeAll(async () => {
  maria = await startMariadb();
  // A host that accepts connections and never says a word: a firewall's black hole, a hung server.
  // It reads (and drops) what it is sent, so that it sees the client hang up.
  silent = createServer((socket) => held.push(socket.resume()));
  silentPort = await freePort();
  await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
}, 90_000);

afterAll(async () => {
  for (const s of held) s.destroy();
  silent?.close();
  await maria?.stop();
});

const mysqlForm = () => ({
  name: '门店库',
  category: 1,
  driverClass: 'com.mysql.cj.jdbc.Driver',
  url: maria.jdbcUrl,
  username: maria.user,
  password: maria.password,
});

describe(`数据源 connections on ${databaseKind}`, () => {
  test('the built-in datasource is there from the first start, in the develop picker only, and cannot be changed', async ({
    admin,
  }) => {
    const list = await admin.send(tenantDatasourceCalls.list, { query: { size: '100' } });
    const builtin = list.body.data.records.find((r) => r.id === builtinDatasourceId);
    expect(builtin).toMatchObject({ name: '控制台数据库', category: 3 });
    // The open Saber's 数据源管理 lists the same rows at BladeX's develop path.
    const developList = await admin.send(datasourceCalls.select);
    expect(developList.body.data.map((o: { id: string }) => o.id)).toContain(builtinDatasourceId);
    const tenantPicker = await admin.send(datasourceCalls.tenantSelect);
    expect(tenantPicker.body.data.map((o: { id: string }) => o.id)).not.toContain(builtinDatasourceId);
    const edit = await admin.send(tenantDatasourceCalls.submit, { body: { id: builtinDatasourceId, name: '改名' } });
    expect(edit.body.msg).toBe('内置数据源就是控制台自己的数据库,不能修改或删除');
    const removed = await admin.send(tenantDatasourceCalls.remove, { query: { ids: builtinDatasourceId } });
    expect(removed.body.msg).toBe('内置数据源就是控制台自己的数据库,不能修改或删除');
    const tested = await admin.send(datasourceCalls.testConnection, { body: { id: builtinDatasourceId } });
    expect(tested.status, tested.text).toBe(200);
    expect(tested.body.data).toMatchObject({ kind: 'builtin', version: expect.stringContaining('PostgreSQL') });
  });

  test('a MariaDB datasource connects as typed, and as saved with its password left blank', async ({ admin }) => {
    const typed = await admin.send(datasourceCalls.testConnection, { body: mysqlForm() });
    expect(typed.status, typed.text).toBe(200);
    expect(typed.body.data).toMatchObject({ kind: 'mysql', version: expect.stringContaining('MariaDB') });
    const saved = await admin.send(tenantDatasourceCalls.submit, { body: mysqlForm() });
    expect(saved.status, saved.text).toBe(200);
    const again = await admin.send(datasourceCalls.testConnection, {
      body: { ...mysqlForm(), id: saved.body.data.id, password: '' },
    });
    expect(again.body.data?.kind, again.text).toBe('mysql');
  });

  test('a PostgreSQL datasource connects (the suite’s own server)', async ({ admin, server }) => {
    if (!server.config.databaseUrl) return; // on the embedded database there is no server to connect to
    const at = new URL(server.config.databaseUrl);
    const tested = await admin.send(datasourceCalls.testConnection, {
      body: {
        name: '报表库',
        category: 1,
        driverClass: 'org.postgresql.Driver',
        url: `jdbc:postgresql://${at.hostname}:${at.port}${at.pathname}?currentSchema=public`,
        username: decodeURIComponent(at.username),
        password: decodeURIComponent(at.password) || 'trust',
      },
    });
    expect(tested.status, tested.text).toBe(200);
    expect(tested.body.data).toMatchObject({ kind: 'postgresql', version: expect.stringContaining('PostgreSQL') });
  });

  test('each failure has its message, in zh and en, and none gives the driver’s text away', async ({ admin }) => {
    const send = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
      admin.send(datasourceCalls.testConnection, { body: { ...mysqlForm(), ...body }, lang });
    const wrong = await send({ password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('数据源 门店库 不接受这个用户名或密码');
    expect(wrong.text).not.toContain('Access denied');
    expect((await send({ password: 'not-it' }, 'en')).body.msg).toBe(
      'The datasource 门店库 does not accept this account or password',
    );
    const noDb = await send({ url: maria.jdbcUrl.replace('/pharma?', '/nowhere?') });
    expect(noDb.body.msg).toMatch(/^数据源 门店库 (上没有这个数据库|不接受这个用户名或密码)$/);
    const closedPort = await freePort();
    expect((await send({ url: `jdbc:mysql://127.0.0.1:${closedPort}/pharma` })).body.msg).toBe(
      '数据源 门店库 拒绝连接,请检查主机与端口',
    );
    expect(
      (await send({ driverClass: 'oracle.jdbc.OracleDriver', url: 'jdbc:oracle:thin:@//db:1521/x' })).body.msg,
    ).toBe('连接地址应形如 jdbc:postgresql://主机:端口/数据库');
  });

  test('a host that never answers is given up within the timeout, and holds nothing afterwards', async ({ admin }) => {
    const started = performance.now();
    const reply = await admin.send(datasourceCalls.testConnection, {
      body: { ...mysqlForm(), url: `jdbc:postgresql://127.0.0.1:${silentPort}/pharma` },
    });
    const took = performance.now() - started;
    expect(reply.body.msg).toBe('数据源 门店库 在 5 秒内没有应答');
    expect(took).toBeGreaterThan(4000);
    expect(took).toBeLessThan(15_000);
    // The connection it opened is closed, not left hanging on the silent host.
    const open = () => held.filter((s) => !s.destroyed && s.readyState === 'open').length;
    for (let i = 0; open() > 0; i++) {
      expect(i).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
