import { grayCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, personWith, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';

const test = apiTest({ captchaEnabled: false });
const allCodes = ['gray', 'gray_add', 'gray_edit', 'gray_delete', 'gray_view', 'gray_enable', 'gray_disable'];
type Lang = 'zh' | 'en';
const submit = (who: Session, body: Record<string, unknown>, lang: Lang = 'zh') =>
  who.send(grayCalls.submit, { body, lang });
const detail = (who: Session, id: string) => who.send(grayCalls.detail, { query: { id } });
const list = (who: Session, query: Record<string, string | number> = {}) => who.send(grayCalls.list, { query });
const enable = (who: Session, id: string, lang: Lang = 'zh') => who.send(grayCalls.enable, { query: { id }, lang });
const disable = (who: Session, id: string) => who.send(grayCalls.disable, { query: { id } });
const remove = (who: Session, ids: string) => who.send(grayCalls.remove, { query: { ids } });
const version = (who: Session, query: Record<string, string>, lang: Lang = 'zh') =>
  who.send(grayCalls.version, { query, lang });

/** Adds a release and answers its id. */
async function release(who: Session, gray: string, versions: string, shopList: string): Promise<string> {
  const added = await submit(who, { gray, versions, shopList });
  expect(added.status, added.text).toBe(200);
  return String(added.body.data.id);
}

describe(`gray releases on ${databaseKind}`, () => {
  test('tidies the shops, and a new release starts disabled whatever the body says', async ({ admin }) => {
    const added = await submit(admin, {
      gray: 'pos.app',
      versions: '2.3.0-beta.1',
      shopList: ' S001, S002\nS003  S001,,\tS-4 ',
      status: 1,
    });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('新增成功');
    expect(added.body.data).toMatchObject({ shopList: 'S001,S002,S003,S-4', status: 2 });
    const id = added.body.data.id as string;
    expect((await detail(admin, id)).body.data.status).toBe(2);
    // An edit re-tidies and leaves the status alone.
    const edited = await submit(admin, { id, shopList: 'S9 S9 S8', status: 1 });
    expect(edited.body.data).toMatchObject({ shopList: 'S9,S8', status: 2 });
  });

  test('refuses a bad application, version or shop (naming it), in zh and en', async ({ admin }) => {
    const app = await submit(admin, { gray: 'pos app', versions: '1.0.0', shopList: 'S1' });
    expect(app.status).toBe(400);
    expect(app.body.msg).toBe('灰度应用只能包含字母、数字、下划线、中划线和点');
    expect((await submit(admin, { gray: 'pos/app', versions: '1.0.0', shopList: 'S1' }, 'en')).body.msg).toBe(
      'The application may contain only letters, digits, _, - and .',
    );
    for (const versions of ['v2', '1.2.3.4.5', '1..2', '2.0-']) {
      const bad = await submit(admin, { gray: 'pos', versions, shopList: 'S1' });
      expect(bad.body.msg, versions).toBe('版本号格式不正确,例如 2.3.0');
    }
    expect((await submit(admin, { gray: 'pos', versions: 'latest', shopList: 'S1' }, 'en')).body.msg).toBe(
      'The version should look like 2.3.0',
    );
    for (const versions of ['2', '2.3', '10.0.1.7', '2.3.0+build.5']) {
      expect((await submit(admin, { gray: 'pos', versions, shopList: 'S1' })).status, versions).toBe(200);
    }
    const shop = await submit(admin, { gray: 'pos', versions: '1.0.0', shopList: 'S1, 门店一, S2' });
    expect(shop.status).toBe(400);
    expect(shop.body.msg).toBe('门店编号只能包含字母、数字、下划线和中划线: 门店一');
    expect((await submit(admin, { gray: 'pos', versions: '1.0.0', shopList: 'S1 a;b' }, 'en')).body.msg).toBe(
      'A shop code may contain only letters, digits, _ and -: a;b',
    );
    expect((await submit(admin, { gray: 'pos', versions: '1.0.0', shopList: `S${'1'.repeat(32)}` })).status).toBe(400);
    expect((await submit(admin, { gray: 'pos', versions: '1.0.0', shopList: ' , ,' })).body.msg).toBe('请输入门店列表');
    expect((await submit(admin, { gray: 'pos', versions: '1.0.0' })).body.msg).toBe('请输入门店列表');
  });

  test('enables and disables a release', async ({ admin }) => {
    const id = await release(admin, 'switch', '1.1.0', 'A1');
    const on = await enable(admin, id);
    expect(on.status).toBe(200);
    expect(on.body.msg).toBe('操作成功');
    expect((await detail(admin, id)).body.data.status).toBe(1);
    expect((await list(admin, { gray: 'switch' })).body.data.records[0]?.status).toBe(1);
    expect((await disable(admin, id)).status).toBe(200);
    expect((await detail(admin, id)).body.data.status).toBe(2);
    expect((await enable(admin, '1')).status).toBe(404);
    expect((await disable(admin, '1')).status).toBe(404);
  });

  test('keeps a shop in one enabled release of an app, naming the shop and the release holding it', async ({
    admin,
  }) => {
    const first = await release(admin, 'mall', '2.0.0', 'M1,M2');
    const second = await release(admin, 'mall', '2.1.0', 'M3 M2');
    expect((await enable(admin, first)).status).toBe(200);

    const clash = await enable(admin, second);
    expect(clash.status).toBe(400);
    expect(clash.body.msg).toBe('门店 M2 已在启用的灰度发布 2.0.0 中');
    expect((await enable(admin, second, 'en')).body.msg).toBe('Shop M2 is already in the enabled release 2.0.0');
    expect((await detail(admin, second)).body.data.status).toBe(2);

    // A disabled release may list the shop; so may another app's release.
    expect((await submit(admin, { id: second, shopList: 'M2 M4' })).status).toBe(200);
    const otherApp = await release(admin, 'kiosk', '9.0.0', 'M1,M2');
    expect((await enable(admin, otherApp)).status).toBe(200);

    // Once the second is free of the first's shops it can go live; then editing the first into it is refused.
    expect((await submit(admin, { id: second, shopList: 'M3,M4' })).status).toBe(200);
    expect((await enable(admin, second)).status).toBe(200);
    const edit = await submit(admin, { id: first, shopList: 'M1,M4' });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('门店 M4 已在启用的灰度发布 2.1.0 中');
    expect((await detail(admin, first)).body.data.shopList).toBe('M1,M2');

    // Disabled again, the first frees its shops.
    expect((await disable(admin, first)).status).toBe(200);
    expect((await submit(admin, { id: first, shopList: 'M1,M4' })).status).toBe(200);
  });

  test('answers which version a shop should run', async ({ admin }) => {
    const id = await release(admin, 'app.shop', '3.0.0', 'P1,P2');
    // Disabled: nobody gets it.
    expect((await version(admin, { gray: 'app.shop', shop: 'P1', version: '2.9.0' })).body.data).toEqual({
      gray: false,
      version: '2.9.0',
      upgrade: false,
      releaseId: null,
    });
    await enable(admin, id);
    const listed = await version(admin, { gray: 'app.shop', shop: 'P1', version: '2.9.0' });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual({ gray: true, version: '3.0.0', upgrade: true, releaseId: id });
    expect((await version(admin, { gray: 'app.shop', shop: 'P2', version: '3.0.0' })).body.data).toEqual({
      gray: true,
      version: '3.0.0',
      upgrade: false,
      releaseId: id,
    });
    expect((await version(admin, { gray: 'app.shop', shop: 'P3', version: '2.9.0' })).body.data).toEqual({
      gray: false,
      version: '2.9.0',
      upgrade: false,
      releaseId: null,
    });
    // A shop whose code is a part of a listed one is not that shop; another app is not this one.
    expect((await version(admin, { gray: 'app.shop', shop: 'P', version: '1' })).body.data.gray).toBe(false);
    expect((await version(admin, { gray: 'app', shop: 'P1', version: '1' })).body.data.gray).toBe(false);
    expect((await version(admin, { gray: 'app.shop', shop: 'P9' })).body.data.version).toBe('');

    await disable(admin, id);
    expect((await version(admin, { gray: 'app.shop', shop: 'P1', version: '2.9.0' })).body.data.gray).toBe(false);

    const missing = await version(admin, { shop: 'P1' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请输入灰度应用');
    expect((await version(admin, { gray: 'app.shop' }, 'en')).body.msg).toBe('Please enter the shop code');
  });
});

describe(`gray release tenants and permissions on ${databaseKind}`, () => {
  let boss: Session;
  let nobody: Session;
  let platformId: string;
  test.beforeAll(async ({ server, admin }) => {
    platformId = await release(admin, 'iso', '5.0.0', 'T1,T2');
    await enable(admin, platformId);
    boss = await personWith(server, allCodes, { tenantId: '200001' });
    nobody = await personWith(server, []);
  });

  test("keeps another tenant's releases out of sight and out of reach", async ({ admin }) => {
    const listed = await list(boss, { size: 100 });
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBe(0);
    expect((await detail(boss, platformId)).status).toBe(404);
    expect((await enable(boss, platformId)).status).toBe(404);
    expect((await disable(boss, platformId)).status).toBe(404);
    expect((await submit(boss, { id: platformId, versions: '6.0.0' })).status).toBe(404);
    expect((await remove(boss, platformId)).status).toBe(404);
    expect((await detail(admin, platformId)).body.data).toMatchObject({ versions: '5.0.0', status: 1, isDeleted: 0 });

    // The other tenant's shops ask their own tenant: tenant 000000's release is not theirs.
    expect((await version(boss, { gray: 'iso', shop: 'T1', version: '4.0.0' })).body.data.gray).toBe(false);
    // Its own release, with the same shops, does not clash with tenant 000000's and stays its own.
    const own = await release(boss, 'iso', '7.0.0', 'T1');
    expect((await enable(boss, own)).status).toBe(200);
    expect((await version(boss, { gray: 'iso', shop: 'T1', version: '4.0.0' })).body.data).toMatchObject({
      gray: true,
      version: '7.0.0',
    });
    expect((await version(admin, { gray: 'iso', shop: 'T1', version: '4.0.0' })).body.data.version).toBe('5.0.0');
    expect((await list(admin, { gray: 'iso' })).body.data.total).toBe(1);
    expect((await detail(admin, own)).status).toBe(404);
  });

  test('needs the codes: 403 without them, while any signed-in user may ask for a version', async ({ anonymous }) => {
    for (const reply of [
      await list(nobody, {}),
      await detail(nobody, platformId),
      await submit(nobody, { gray: 'x', versions: '1.0.0', shopList: 'S1' }),
      await submit(nobody, { id: platformId, versions: '1.0.1' }),
      await enable(nobody, platformId),
      await disable(nobody, platformId),
      await remove(nobody, platformId),
    ]) {
      expect(reply.status).toBe(403);
    }
    expect((await version(nobody, { gray: 'iso', shop: 'T2', version: '5.0.0' })).body.data).toMatchObject({
      gray: true,
      upgrade: false,
    });
    expect((await version(anonymous, { gray: 'iso', shop: 'T2' })).status).toBe(401);
  });
});
