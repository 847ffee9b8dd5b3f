import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
});
afterAll(async () => s?.close());

const api = '/api/blade-system/gray';
const allCodes = ['gray', 'gray_add', 'gray_edit', 'gray_delete', 'gray_view', 'gray_enable', 'gray_disable'];
const submit = (body: unknown, token = admin, lang: 'zh' | 'en' = 'zh') =>
  s.call('POST', `${api}/submit`, { token, body, lang });
const detail = (id: string, token = admin) => s.call('GET', `${api}/detail`, { token, query: { id } });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  s.call('GET', `${api}/list`, { token, query });
const enable = (id: string, token = admin, lang: 'zh' | 'en' = 'zh') =>
  s.call('POST', `${api}/enable`, { token, query: { id }, lang });
const disable = (id: string, token = admin) => s.call('POST', `${api}/disable`, { token, query: { id } });
const version = (query: Record<string, string>, token = admin, lang: 'zh' | 'en' = 'zh') =>
  s.call('GET', `${api}/version`, { token, query, lang });

/** Adds a release and answers its id. */
async function release(gray: string, versions: string, shopList: string, token = admin): Promise<string> {
  const added = await submit({ gray, versions, shopList }, token);
  expect(added.status, added.text).toBe(200);
  return added.body.data.id as string;
}

describe(`gray releases on ${databaseKind}`, () => {
  it('tidies the shops, and a new release starts disabled whatever the body says', async () => {
    const added = await submit({
      gray: 'pos.app',
      versions: '2.3.0-beta.1',
      shopList: ' S001, S002\nS003  S001,,\tS-4 ',
      status: 1,
    });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('新增成功');
    expect(added.body.data).toMatchObject({ shopList: 'S001,S002,S003,S-4', status: 2 });
    const id = added.body.data.id as string;
    expect((await detail(id)).body.data.status).toBe(2);
    // An edit re-tidies and leaves the status alone.
    const edited = await submit({ id, shopList: 'S9 S9 S8', status: 1 });
    expect(edited.body.data).toMatchObject({ shopList: 'S9,S8', status: 2 });
  });

  it('refuses a bad application, version or shop (naming it), in zh and en', async () => {
    const app = await submit({ gray: 'pos app', versions: '1.0.0', shopList: 'S1' });
    expect(app.status).toBe(400);
    expect(app.body.msg).toBe('灰度应用只能包含字母、数字、下划线、中划线和点');
    expect((await submit({ gray: 'pos/app', versions: '1.0.0', shopList: 'S1' }, admin, 'en')).body.msg).toBe(
      'The application may contain only letters, digits, _, - and .',
    );
    for (const versions of ['v2', '1.2.3.4.5', '1..2', '2.0-']) {
      const bad = await submit({ gray: 'pos', versions, shopList: 'S1' });
      expect(bad.body.msg, versions).toBe('版本号格式不正确,例如 2.3.0');
    }
    expect((await submit({ gray: 'pos', versions: 'latest', shopList: 'S1' }, admin, 'en')).body.msg).toBe(
      'The version should look like 2.3.0',
    );
    for (const versions of ['2', '2.3', '10.0.1.7', '2.3.0+build.5']) {
      expect((await submit({ gray: 'pos', versions, shopList: 'S1' })).status, versions).toBe(200);
    }
    const shop = await submit({ gray: 'pos', versions: '1.0.0', shopList: 'S1, 门店一, S2' });
    expect(shop.status).toBe(400);
    expect(shop.body.msg).toBe('门店编号只能包含字母、数字、下划线和中划线: 门店一');
    expect((await submit({ gray: 'pos', versions: '1.0.0', shopList: 'S1 a;b' }, admin, 'en')).body.msg).toBe(
      'A shop code may contain only letters, digits, _ and -: a;b',
    );
    expect((await submit({ gray: 'pos', versions: '1.0.0', shopList: `S${'1'.repeat(32)}` })).status).toBe(400);
    expect((await submit({ gray: 'pos', versions: '1.0.0', shopList: ' , ,' })).body.msg).toBe('请输入门店列表');
    expect((await submit({ gray: 'pos', versions: '1.0.0' })).body.msg).toBe('请输入门店列表');
  });

  it('enables and disables a release', async () => {
    const id = await release('switch', '1.1.0', 'A1');
    const on = await enable(id);
    expect(on.status).toBe(200);
    expect(on.body.msg).toBe('操作成功');
    expect((await detail(id)).body.data.status).toBe(1);
    expect((await list({ gray: 'switch' })).body.data.records[0].status).toBe(1);
    expect((await disable(id)).status).toBe(200);
    expect((await detail(id)).body.data.status).toBe(2);
    expect((await enable('1')).status).toBe(404);
    expect((await disable('1')).status).toBe(404);
  });

  it('keeps a shop in one enabled release of an app, naming the shop and the release holding it', async () => {
    const first = await release('mall', '2.0.0', 'M1,M2');
    const second = await release('mall', '2.1.0', 'M3 M2');
    expect((await enable(first)).status).toBe(200);

    const clash = await enable(second);
    expect(clash.status).toBe(400);
    expect(clash.body.msg).toBe('门店 M2 已在启用的灰度发布 2.0.0 中');
    expect((await enable(second, admin, 'en')).body.msg).toBe('Shop M2 is already in the enabled release 2.0.0');
    expect((await detail(second)).body.data.status).toBe(2);

    // A disabled release may list the shop; so may another app's release.
    expect((await submit({ id: second, shopList: 'M2 M4' })).status).toBe(200);
    const otherApp = await release('kiosk', '9.0.0', 'M1,M2');
    expect((await enable(otherApp)).status).toBe(200);

    // Once the second is free of the first's shops it can go live; then editing the first into it is refused.
    expect((await submit({ id: second, shopList: 'M3,M4' })).status).toBe(200);
    expect((await enable(second)).status).toBe(200);
    const edit = await submit({ id: first, shopList: 'M1,M4' });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('门店 M4 已在启用的灰度发布 2.1.0 中');
    expect((await detail(first)).body.data.shopList).toBe('M1,M2');

    // Disabled again, the first frees its shops.
    expect((await disable(first)).status).toBe(200);
    expect((await submit({ id: first, shopList: 'M1,M4' })).status).toBe(200);
  });

  it('answers which version a shop should run', async () => {
    const id = await release('app.shop', '3.0.0', 'P1,P2');
    // Disabled: nobody gets it.
    expect((await version({ gray: 'app.shop', shop: 'P1', version: '2.9.0' })).body.data).toEqual({
      gray: false,
      version: '2.9.0',
      upgrade: false,
      releaseId: null,
    });
    await enable(id);
    const listed = await version({ gray: 'app.shop', shop: 'P1', version: '2.9.0' });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual({ gray: true, version: '3.0.0', upgrade: true, releaseId: id });
    expect((await version({ gray: 'app.shop', shop: 'P2', version: '3.0.0' })).body.data).toEqual({
      gray: true,
      version: '3.0.0',
      upgrade: false,
      releaseId: id,
    });
    expect((await version({ gray: 'app.shop', shop: 'P3', version: '2.9.0' })).body.data).toEqual({
      gray: false,
      version: '2.9.0',
      upgrade: false,
      releaseId: null,
    });
    // A shop whose code is a part of a listed one is not that shop; another app is not this one.
    expect((await version({ gray: 'app.shop', shop: 'P', version: '1' })).body.data.gray).toBe(false);
    expect((await version({ gray: 'app', shop: 'P1', version: '1' })).body.data.gray).toBe(false);
    expect((await version({ gray: 'app.shop', shop: 'P9' })).body.data.version).toBe('');

    await disable(id);
    expect((await version({ gray: 'app.shop', shop: 'P1', version: '2.9.0' })).body.data.gray).toBe(false);

    const missing = await version({ shop: 'P1' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请输入灰度应用');
    expect((await version({ gray: 'app.shop' }, admin, 'en')).body.msg).toBe('Please enter the shop code');
  });
});

describe(`gray release tenants and permissions on ${databaseKind}`, () => {
  let boss: string;
  let nobody: string;
  let platformId: string;
  beforeAll(async () => {
    platformId = await release('iso', '5.0.0', 'T1,T2');
    await enable(platformId);
    await createUser(s.db, { tenantId: '200001', account: 'boss', password: 'pw-boss', codes: allCodes });
    boss = (await s.login('boss', 'pw-boss', '200001')).access_token;
    await createUser(s.db, { tenantId: '000000', account: 'nobody', password: 'pw-nobody', codes: [] });
    nobody = (await s.login('nobody', 'pw-nobody')).access_token;
  });

  it("keeps another tenant's releases out of sight and out of reach", async () => {
    const listed = await list({ size: 100 }, boss);
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBe(0);
    expect((await detail(platformId, boss)).status).toBe(404);
    expect((await enable(platformId, boss)).status).toBe(404);
    expect((await disable(platformId, boss)).status).toBe(404);
    expect((await submit({ id: platformId, versions: '6.0.0' }, boss)).status).toBe(404);
    expect((await s.call('POST', `${api}/remove`, { token: boss, query: { ids: platformId } })).status).toBe(404);
    expect((await detail(platformId)).body.data).toMatchObject({ versions: '5.0.0', status: 1, isDeleted: 0 });

    // The other tenant's shops ask their own tenant: tenant 000000's release is not theirs.
    expect((await version({ gray: 'iso', shop: 'T1', version: '4.0.0' }, boss)).body.data.gray).toBe(false);
    // Its own release, with the same shops, does not clash with tenant 000000's and stays its own.
    const own = await release('iso', '7.0.0', 'T1', boss);
    expect((await enable(own, boss)).status).toBe(200);
    expect((await version({ gray: 'iso', shop: 'T1', version: '4.0.0' }, boss)).body.data).toMatchObject({
      gray: true,
      version: '7.0.0',
    });
    expect((await version({ gray: 'iso', shop: 'T1', version: '4.0.0' })).body.data.version).toBe('5.0.0');
    expect((await list({ gray: 'iso' })).body.data.total).toBe(1);
    expect((await detail(own)).status).toBe(404);
  });

  it('needs the codes: 403 without them, while any signed-in user may ask for a version', async () => {
    for (const reply of [
      await list({}, nobody),
      await detail(platformId, nobody),
      await submit({ gray: 'x', versions: '1.0.0', shopList: 'S1' }, nobody),
      await submit({ id: platformId, versions: '1.0.1' }, nobody),
      await enable(platformId, nobody),
      await disable(platformId, nobody),
      await s.call('POST', `${api}/remove`, { token: nobody, query: { ids: platformId } }),
    ]) {
      expect(reply.status).toBe(403);
    }
    expect((await version({ gray: 'iso', shop: 'T2', version: '5.0.0' }, nobody)).body.data).toMatchObject({
      gray: true,
      upgrade: false,
    });
    expect((await s.call('GET', `${api}/version`, { query: { gray: 'iso', shop: 'T2' } })).status).toBe(401);
  });
});
