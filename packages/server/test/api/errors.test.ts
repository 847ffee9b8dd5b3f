import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLog } from '../../src/modules/log/tables.ts';
import { databaseKind } from '../helpers/database.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

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
});
