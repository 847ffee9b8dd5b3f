import { paramCalls, userCalls } from '@pharma/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, pathOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { md5 } from '../../../../test/helpers/server.ts';
import { errorLog } from './error-log.table.ts';

const test = apiTest({ captchaEnabled: false });
/** A failure's reply carries the error id in place of the call's data. */
const errorIdOf = (reply: { body: { data: unknown } }) => (reply.body.data as { errorId: string }).errorId;

describe(`unexpected failures on ${databaseKind}`, () => {
  test('answers 500 with an error id and no internals, and records the stack under that id', async ({
    server: s,
    admin,
  }) => {
    // A real fault: the table under a screen has gone missing.
    await s.db.execute(sql`alter table blade_param rename to blade_param_gone`);
    const res = await admin.send(paramCalls.list);
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(500);
    expect(res.body.success).toBe(false);
    const errorId = errorIdOf(res);
    expect(errorId).toMatch(/^[0-9a-f]{12}$/);
    expect(res.body.msg).toBe(`服务器异常,请联系管理员(错误编号 ${errorId})`);
    expect(res.text).not.toMatch(/blade_param|relation|select|at \w|\.ts/);
    // The log write is not awaited by the reply; give it a moment.
    let rows: (typeof errorLog.$inferSelect)[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await s.db.select().from(errorLog).where(eq(errorLog.errorId, errorId));
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows[0]).toMatchObject({
      source: 'server',
      method: 'GET',
      requestUri: pathOf(paramCalls.list),
      createBy: 'admin',
    });
    expect(rows[0]!.stackTrace).toBeTruthy();
    await s.db.execute(sql`alter table blade_param_gone rename to blade_param`);
    expect((await admin.send(paramCalls.list)).status).toBe(200);
  });

  test('keeps the failed statement but not its values (the password hash) in the error log', async ({
    server: s,
    admin,
  }) => {
    // A real fault on a write that carries a password: no new user may be stored for the moment.
    await s.db.execute(sql`alter table blade_user add constraint no_new_users check (id < 0) not valid`);
    const me = await s.login();
    const password = md5('Secret#2026');
    const res = await admin.send(userCalls.submit, {
      body: { account: 'leaky', realName: '泄露', password, deptId: me.dept_id, roleId: me.role_id },
    });
    await s.db.execute(sql`alter table blade_user drop constraint no_new_users`);
    expect(res.status).toBe(500);
    const errorId = errorIdOf(res);
    let rows: (typeof errorLog.$inferSelect)[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await s.db.select().from(errorLog).where(eq(errorLog.errorId, errorId));
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    const logged = `${rows[0]!.message}\n${rows[0]!.stackTrace}`;
    expect(logged).toMatch(/insert into "blade_user"/);
    expect(logged).toMatch(/params: \*\*\*/);
    expect(logged).not.toMatch(/\$argon2|leaky|泄露/);
    expect(logged).not.toContain(password);
  });
});
