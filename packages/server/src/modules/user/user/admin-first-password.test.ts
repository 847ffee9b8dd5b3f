import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authCalls, paramCalls, profileCalls } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { basic, md5, startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { prepareDatabase } from '../../../app.ts';
import { user } from './user.table.ts';

/** A first start migrates and seeds a whole empty database: tens of seconds on a busy machine. */
const firstStartMs = 180_000;

/**
 * A console deployed without demo rows (DEMO_DATA=false) has no admin / admin, on ${databaseKind}: the platform
 * administrator's first password is ADMIN_PASSWORD, or generated and printed once on the first start; either way
 * it must be changed at the first sign-in. (The demo keeps admin / admin: embedded-start.test.ts.) Each test starts
 * its own first start, so the file sets up its servers by hand rather than through apiTest.
 */
const started: TestServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const s of started) await s.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A first start on an empty database of its own, no demo rows, the administrator's password to be changed. */
async function firstStart(adminPassword: string | undefined, dataDir = 'memory://') {
  const s = await startServer(
    { demoData: false, adminPassword, adminMustChange: true, captchaEnabled: false, logLevel: 'info', dataDir },
    undefined,
    { firstStart: true },
  );
  started.push(s);
  return s;
}

const signIn = (s: TestServer, password: string) =>
  sessionOf(s, '').send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': '000000' },
    query: { tenantId: '000000', username: 'admin', password: md5(password), grant_type: 'password', scope: 'all' },
  });

/** Signed in with `password`: the console is shut until it is changed, then opens. */
async function expectMustChange(s: TestServer, password: string) {
  const given = await signIn(s, password);
  expect(given.status, given.text).toBe(200);
  expect(given.body.must_change_password).toBe(true);
  const theAdmin = sessionOf(s, given.body.access_token);
  const shut = await theAdmin.send(paramCalls.list);
  expect(shut.status).toBe(403);
  expect(shut.body.msg).toBe('请先修改初始密码');
  const changed = await theAdmin.send(profileCalls.updatePassword, {
    query: { oldPassword: md5(password), newPassword: md5('Mine#2026ok'), newPassword1: md5('Mine#2026ok') },
  });
  expect(changed.body.success, changed.text).toBe(true);
  expect((await theAdmin.send(paramCalls.list)).status).toBe(200);
  expect((await signIn(s, 'Mine#2026ok')).body.must_change_password).toBe(false);
}

const firstPasswordLine = /first password (\S+) :/;

describe(`the platform administrator without demo rows on ${databaseKind}`, () => {
  it(
    'uses ADMIN_PASSWORD, refuses admin / admin, and must be changed',
    async () => {
      const s = await firstStart('Given#Admin1');
      const refused = await signIn(s, 'admin');
      expect(refused.status).toBe(400);
      expect(refused.body.access_token).toBeUndefined();
      await expectMustChange(s, 'Given#Admin1');
      // A password the operator chose is not printed.
      expect(s.logs.join('\n')).not.toMatch(/Given#Admin1|first password/);
    },
    firstStartMs,
  );

  it(
    'without ADMIN_PASSWORD, generates one, prints it once, keeps it hashed',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pharma-admin-'));
      folders.push(dataDir);
      const s = await firstStart(undefined, dataDir);
      const lines = s.logs.filter((line) => firstPasswordLine.test(line));
      expect(lines).toHaveLength(1);
      const password = firstPasswordLine.exec(lines[0]!)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(16);
      const [row] = await s.db
        .select({ password: user.password })
        .from(user)
        .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
      expect(row!.password).toMatch(/^\$argon2id\$/);
      expect(row!.password).not.toContain(password);
      expect((await signIn(s, 'admin')).status).toBe(400);
      await expectMustChange(s, password);

      // The next start on the same database says nothing of it again.
      await s.stop();
      started.splice(started.indexOf(s), 1);
      const again: string[] = [];
      const database = await prepareDatabase(s.config, undefined, { write: (line: string) => again.push(line) });
      await database.close();
      await s.drop();
      expect(again.filter((line) => firstPasswordLine.test(line))).toEqual([]);
    },
    firstStartMs,
  );
});
