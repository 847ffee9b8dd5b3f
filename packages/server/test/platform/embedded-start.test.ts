import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../helpers/database.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

// A first start on an empty database, as `npm start` does on a fresh machine: every migration, the seed of every
// module in order and the demo rows. The other files start from a migrated, seeded copy, so this is where a
// migration or a seed that only one dialect accepts shows up (the parity subset runs it on the embedded database).
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, demoData: true });
});
afterAll(async () => s?.close());

describe(`a first start on an empty ${databaseKind} database`, () => {
  it('migrates, seeds the platform and its admin account, and loads the demo rows', async () => {
    const token = (await s.login()).access_token;
    const params = await s.call('GET', '/api/blade-system/param/list', { token, query: { size: 50 } });
    expect(params.body.data.records.map((r: { paramKey: string }) => r.paramKey)).toContain('account.registerUser');
    const posts = await s.call('GET', '/api/blade-system/post/select', { token });
    expect(posts.body.data.map((p: { postCode: string }) => p.postCode)).toContain('ceo');
    const menus = await s.call('GET', '/api/blade-system/menu/routes', { token });
    expect(menus.body.data.map((m: { code: string }) => m.code)).toEqual(expect.arrayContaining(['system']));
    const regions = await s.call('GET', '/api/blade-system/region/lazy-tree', { token, query: { parentCode: '00' } });
    expect(regions.body.data.length).toBeGreaterThan(30);
  });

  it('lets the demo administrator save the personal info page as shipped (the page requires a phone)', async () => {
    const token = (await s.login()).access_token;
    const info = (await s.call('GET', '/api/blade-user/info', { token })).body.data;
    expect(info.phone).toMatch(/^1[3-9]\d{9}$/);
    const saved = await s.call('POST', '/api/blade-user/update-info', {
      token,
      body: { realName: info.realName, name: info.name, phone: info.phone, email: info.email },
    });
    expect(saved.body.msg).toBe('更新成功');
  });
});
