import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { md5, startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { errorLog } from './error-log.table.ts';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  token = (await s.login()).access_token;
});
afterAll(async () => s?.close());

describe(`unexpected failures on ${databaseKind}`, () => {
  it('answers 500 with an error id and no internals, and records the stack under that id', async () => {
    // A real fault: the table under a screen has gone missing.
    await s.db.execute(sql`alter table blade_param rename to blade_param_gone`);
    const res = await s.call('GET', '/api/blade-system/param/list', { token });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(500);
    expect(res.body.success).toBe(false);
    const errorId = res.body.data.errorId as string;
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
      requestUri: '/api/blade-system/param/list',
      createBy: 'admin',
    });
    expect(rows[0]!.stackTrace).toBeTruthy();
    await s.db.execute(sql`alter table blade_param_gone rename to blade_param`);
    expect((await s.call('GET', '/api/blade-system/param/list', { token })).status).toBe(200);
  });

  it('keeps the failed statement but not its values (the password hash) in the error log', async () => {
    // A real fault on a write that carries a password: no new user may be stored for the moment.
    await s.db.execute(sql`alter table blade_user add constraint no_new_users check (id < 0) not valid`);
    const me = await s.login();
    const password = md5('Secret#2026');
    const res = await s.call('POST', '/api/blade-user/submit', {
      token,
      body: { account: 'leaky', realName: '泄露', password, deptId: me.dept_id, roleId: me.role_id },
    });
    await s.db.execute(sql`alter table blade_user drop constraint no_new_users`);
    expect(res.status).toBe(500);
    const errorId = res.body.data.errorId as string;
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
