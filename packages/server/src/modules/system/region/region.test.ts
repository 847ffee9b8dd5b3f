import { type CallDef, regionCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { ensureRegions } from './region.seed.ts';
import { region } from './region.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
test.beforeAll(({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
});

type Lang = 'zh' | 'en';
const get = <C extends CallDef>(call: C, query: Record<string, string> = {}, who = admin) => who.send(call, { query });
const submit = (body: Record<string, unknown>, who = admin, lang: Lang = 'zh') =>
  who.send(regionCalls.submit, { body, lang });
const remove = (id: string, who = admin, lang: Lang = 'zh') => who.send(regionCalls.remove, { query: { id }, lang });
const detail = async (code: string) => (await get(regionCalls.detail, { code })).body.data;
const codesOf = (rows: Array<{ code?: string; id?: string }>) => rows.map((r) => r.code ?? r.id);
/** The message of a refused call in both languages. */
const refusal = async (call: (lang: Lang) => Promise<{ status: number; body: { msg: string } }>) => {
  const zh = await call('zh');
  const en = await call('en');
  return { status: zh.status, zh: zh.body.msg, en: en.body.msg };
};

describe(`the seeded regions on ${databaseKind}`, () => {
  test('has the country, 34 provinces (Taiwan, Hong Kong and Macau included), their cities and districts', async () => {
    const root = await detail('00');
    expect(root).toMatchObject({ name: '中华人民共和国', parentCode: '0', ancestors: '0', level: 0, parentName: '' });
    const provinces = (await get(regionCalls.lazyTree)).body.data;
    expect(provinces).toHaveLength(34);
    expect(codesOf(provinces)).toEqual(expect.arrayContaining(['11', '44', '65', '71', '81', '82']));
    // Ordered as in the file: 北京 first, 澳门 last.
    expect(provinces[0]).toEqual({
      id: '11',
      parentId: '00',
      key: '11',
      value: '11',
      title: '北京市',
      level: 1,
      hasChildren: true,
    });
    expect(provinces.at(-1)).toMatchObject({ id: '82', title: '澳门特别行政区', hasChildren: true });
    expect(provinces.find((p: { id: string }) => p.id === '71')).toMatchObject({ title: '台湾省', hasChildren: false });

    const count = async (query: Record<string, string>) =>
      (await get(regionCalls.list, { size: '1', ...query })).body.data.total;
    expect(await count({})).toBe(3683);
    expect(await count({ level: '1' })).toBe(34);
    expect(await count({ level: '2' })).toBe(337);
    expect(await count({ level: '3' })).toBe(3311);
  });

  test('nests 广东省 44 → 广州市 4401 → 天河区 440106 with its path columns', async () => {
    const cities = (await get(regionCalls.lazyTree, { parentCode: '44' })).body.data;
    expect(cities).toHaveLength(21);
    expect(cities[0]).toMatchObject({ id: '4401', parentId: '44', title: '广州市', level: 2, hasChildren: true });
    // 东莞 and 中山 have no districts.
    expect(cities.find((c: { id: string }) => c.id === '4419')).toMatchObject({ title: '东莞市', hasChildren: false });
    const districts = (await get(regionCalls.lazyTree, { parentCode: '4401' })).body.data;
    expect(districts.find((d: { id: string }) => d.id === '440106')).toMatchObject({
      title: '天河区',
      level: 3,
      hasChildren: false,
    });
    expect(await detail('440106')).toMatchObject({
      code: '440106',
      parentCode: '4401',
      ancestors: '00,44,4401',
      name: '天河区',
      level: 3,
      provinceCode: '44',
      provinceName: '广东省',
      cityCode: '4401',
      cityName: '广州市',
      districtCode: '440106',
      districtName: '天河区',
      townCode: '',
      villageCode: '',
      parentName: '广州市',
    });
    expect(await detail('44')).toMatchObject({ ancestors: '00', provinceName: '广东省', cityCode: '', level: 1 });
  });

  test('hangs the districts of a municipality directly under it, without a city', async () => {
    const beijing = (await get(regionCalls.lazyTree, { parentCode: '11' })).body.data;
    expect(beijing).toHaveLength(16);
    expect(beijing.every((d: { level: number }) => d.level === 3)).toBe(true);
    expect(beijing[0]).toMatchObject({ id: '110101', title: '东城区', hasChildren: false });
    expect(await detail('110101')).toMatchObject({
      parentCode: '11',
      ancestors: '00,11',
      provinceName: '北京市',
      cityCode: '',
      cityName: '',
      districtName: '东城区',
    });
    expect((await get(regionCalls.lazyTree, { parentCode: '50' })).body.data).toHaveLength(38);
    expect(codesOf((await get(regionCalls.lazyTree, { parentCode: '81' })).body.data)).toContain('810001');
    // The package's "海南省-自治区直辖县级行政区划" reads as GB/T 2260 names it.
    expect((await detail('4690')).name).toBe('省直辖县级行政区划');
    expect((await detail('6590')).name).toBe('自治区直辖县级行政区划');
  });

  test('seeds only an empty table', async () => {
    expect(await ensureRegions(s.db)).toEqual({ inserted: 0 });
  });
});

describe(`region reads on ${databaseKind}`, () => {
  test('select gives one level as {code, name, level}, the provinces by default', async () => {
    const provinces = (await get(regionCalls.select)).body.data;
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ code: '11', name: '北京市', level: 1 });
    const cities = (await get(regionCalls.select, { code: '44' })).body.data;
    expect(cities[0]).toEqual({ code: '4401', name: '广州市', level: 2 });
    expect((await get(regionCalls.select, { code: '440106' })).body.data).toEqual([]);
  });

  test('search finds names containing the text, by level then code, each with its path', async () => {
    const nanshan = (await get(regionCalls.search, { name: '南山' })).body.data;
    expect(nanshan).toContainEqual({
      code: '440305',
      name: '南山区',
      level: 3,
      path: '广东省 / 深圳市 / 南山区',
      ancestors: '00,44,4403',
    });
    const beijing = (await get(regionCalls.search, { name: '北京' })).body.data;
    expect(beijing[0]).toMatchObject({ code: '11', path: '北京市' });
    const chaoyang = (await get(regionCalls.search, { name: '朝阳区' })).body.data;
    expect(chaoyang.map((m: { path: string }) => m.path)).toEqual(['北京市 / 朝阳区', '吉林省 / 长春市 / 朝阳区']);
    const levels = (await get(regionCalls.search, { name: '阳', size: '50' })).body.data.map(
      (m: { level: number }) => m.level,
    );
    expect(levels).toHaveLength(50);
    expect(levels).toEqual([...levels].sort());
    expect((await get(regionCalls.search, { name: '区' })).body.data).toHaveLength(20);
    expect((await get(regionCalls.search, { name: '' })).body.data).toEqual([]);
    // A literal % is no wildcard.
    expect((await get(regionCalls.search, { name: '%' })).body.data).toEqual([]);
  });

  test('list filters by code prefix, name, parent and level, ordered by code and paged', async () => {
    const guangzhou = (await get(regionCalls.list, { code: '4401', size: '100' })).body.data;
    expect(guangzhou.total).toBe(13);
    expect(codesOf(guangzhou.records).slice(0, 3)).toEqual(['4401', '440101', '440103']);
    const byParent = (await get(regionCalls.list, { parentCode: '4401', level: '3', size: '5', current: '2' })).body
      .data;
    expect(byParent).toMatchObject({ total: 12, size: 5, current: 2, pages: 3 });
    expect(codesOf(byParent.records)).toEqual(['440111', '440112', '440113', '440114', '440115']);
    const byName = (await get(regionCalls.list, { name: '南山区' })).body.data;
    expect(codesOf(byName.records)).toEqual(['230404', '440305']);
    const badLevel = await get(regionCalls.list, { level: 'x' });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.msg).toBe('请选择区划层级');
  });

  test('detail of an unknown code is 404; a code that is no code is refused', async () => {
    expect((await get(regionCalls.detail, { code: '999999' })).status).toBe(404);
    const bad = await get(regionCalls.detail, { code: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('区划编号只能是数字');
  });
});

describe(`region writes on ${databaseKind}`, () => {
  const town = { parentCode: '440106', subCode: '001', name: '石牌街道', level: 4, sort: 1 };

  test('adds a town under 天河区 with its ancestors and path from the parent', async () => {
    const added = await submit(town);
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('新增成功');
    expect(added.body.data).toMatchObject({
      code: '440106001',
      parentCode: '440106',
      ancestors: '00,44,4401,440106',
      provinceName: '广东省',
      cityName: '广州市',
      districtCode: '440106',
      districtName: '天河区',
      townCode: '440106001',
      townName: '石牌街道',
      villageCode: '',
      level: 4,
    });
    expect((await detail('440106001')).parentName).toBe('天河区');
    const tianhe = (await get(regionCalls.lazyTree, { parentCode: '4401' })).body.data.find(
      (d: { id: string }) => d.id === '440106',
    );
    expect(tianhe!.hasChildren).toBe(true);
    const matches = (await get(regionCalls.search, { name: '石牌' })).body.data;
    expect(matches).toContainEqual(
      expect.objectContaining({ code: '440106001', path: '广东省 / 广州市 / 天河区 / 石牌街道' }),
    );
  });

  test('refuses a code with other than digits', async () => {
    expect(await refusal((lang) => submit({ ...town, subCode: '0a1' }, admin, lang))).toEqual({
      status: 400,
      zh: '区划编号只能是数字',
      en: 'A region code contains digits only',
    });
  });

  test('refuses an unknown parent', async () => {
    expect(await refusal((lang) => submit({ ...town, parentCode: '9876' }, admin, lang))).toEqual({
      status: 400,
      zh: '上级区划不存在',
      en: 'The parent region does not exist',
    });
    expect((await submit({ ...town, parentCode: undefined })).body.msg).toBe('上级区划不存在');
  });

  test('refuses a code already taken', async () => {
    expect(await refusal((lang) => submit({ ...town, parentCode: '4401', subCode: '06' }, admin, lang))).toEqual({
      status: 400,
      zh: '区划编号已存在',
      en: 'This region code already exists',
    });
  });

  test('refuses a code that does not start with the parent’s, and one longer than 12 digits', async () => {
    expect(await refusal((lang) => submit({ ...town, subCode: '002', code: '3301002' }, admin, lang))).toEqual({
      status: 400,
      zh: '区划编号须以上级编号开头',
      en: 'A region code starts with its parent’s code',
    });
    expect((await submit({ ...town, subCode: '002', code: '440106002' })).status).toBe(200);
    expect(await refusal((lang) => submit({ ...town, subCode: '1234567' }, admin, lang))).toEqual({
      status: 400,
      zh: '区划编号不能超过12位',
      en: 'A region code has at most 12 digits',
    });
  });

  test('refuses a missing name and a missing or impossible level', async () => {
    expect(await refusal((lang) => submit({ ...town, subCode: '003', name: ' ' }, admin, lang))).toEqual({
      status: 400,
      zh: '请输入区划名称',
      en: 'Please enter the region name',
    });
    expect(await refusal((lang) => submit({ ...town, subCode: '003', level: undefined }, admin, lang))).toEqual({
      status: 400,
      zh: '请选择区划层级',
      en: 'Please choose the region level',
    });
    expect((await submit({ ...town, subCode: '003', level: 6 })).body.msg).toBe('请选择区划层级');
    expect((await submit({ ...town, subCode: '003', sort: 'first' })).body.msg).toBe('排序只能是整数');
    expect((await submit({ ...town, subCode: '003', remark: 'x'.repeat(256) }, admin, 'en')).body.msg).toBe(
      'The remark has at most 255 characters',
    );
    expect((await get(regionCalls.detail, { code: '440106003' })).status).toBe(404);
  });

  test('edits name, level, sort and remark; the code and the parent never change', async () => {
    const edited = await submit({
      code: '440106001',
      parentCode: '11',
      name: '石牌街道办',
      sort: 7,
      remark: '已更名',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.msg).toBe('更新成功');
    expect(await detail('440106001')).toMatchObject({
      parentCode: '440106',
      ancestors: '00,44,4401,440106',
      name: '石牌街道办',
      townName: '石牌街道办',
      level: 4,
      sort: 7,
      remark: '已更名',
    });
    expect((await submit({ code: '440106001', level: 5 })).status).toBe(200);
    expect(await detail('440106001')).toMatchObject({ level: 5, townCode: '', villageCode: '440106001' });
  });

  test('edits a region by its own form as Saber sends it: the clicked region with its sub-code re-derived', async () => {
    const form = await detail('440106001');
    const saved = await submit({ ...form, subCode: '001', name: '石牌街', remark: '' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.msg).toBe('更新成功');
    expect(await detail('440106001')).toMatchObject({
      name: '石牌街',
      villageName: '石牌街',
      level: 5,
      parentCode: '440106',
    });
    // The same sub-code without the region's own code (新增下级 of a code that is taken) is still refused.
    expect((await submit({ ...town, name: 'x' })).body.msg).toBe('区划编号已存在');
    expect((await submit({ ...form, name: '石牌街道办', remark: '已更名' })).status).toBe(200);
  });

  test('writes a renamed region’s new name into the path of everything below it', async () => {
    expect((await submit({ parentCode: '00', subCode: '99', name: '测试省', level: 1 })).status).toBe(200);
    expect((await submit({ parentCode: '99', subCode: '01', name: '测试市', level: 2 })).status).toBe(200);
    expect((await submit({ code: '99', name: '试验省' })).status).toBe(200);
    expect(await detail('9901')).toMatchObject({ ancestors: '00,99', provinceCode: '99', provinceName: '试验省' });
  });

  test('refuses an edit without a code, of an unknown code, or blanking the name', async () => {
    expect(await refusal((lang) => submit({ name: 'x' }, admin, lang))).toEqual({
      status: 400,
      zh: '请输入区划编号',
      en: 'Please enter the region code',
    });
    expect((await submit({ code: '99999999', name: 'x' })).status).toBe(404);
    expect((await submit({ code: '9901', name: '' })).body.msg).toBe('请输入区划名称');
    expect((await detail('9901')).name).toBe('测试市');
  });

  test('refuses removing a region with subregions, removes a leaf for good, and 404s an unknown one', async () => {
    expect(await refusal((lang) => remove('99', admin, lang))).toEqual({
      status: 400,
      zh: '请先删除子节点!',
      en: 'Remove its subregions first',
    });
    const removed = await remove('9901');
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe('删除成功');
    expect(await s.db.select().from(region).where(eq(region.code, '9901'))).toEqual([]);
    expect((await get(regionCalls.detail, { code: '9901' })).status).toBe(404);
    expect((await remove('99')).status).toBe(200);
    expect((await remove('99')).status).toBe(404);
    expect((await remove('abc')).body.msg).toBe('区划编号只能是数字');
  });
});

describe(`region permissions on ${databaseKind}`, () => {
  let stranger: Session;
  let reader: Session;
  let adder: Session;
  test.beforeAll(async () => {
    await createUser(s.db, { tenantId: '200001', account: 'clerk', password: 'pw-clerk', codes: [] });
    stranger = await signedIn(s, 'clerk', 'pw-clerk', '200001');
    await createUser(s.db, { tenantId: '000000', account: 'reader', password: 'pw-r', codes: ['region'] });
    reader = await signedIn(s, 'reader', 'pw-r');
    await createUser(s.db, {
      tenantId: '000000',
      account: 'adder',
      password: 'pw-a',
      codes: ['region', 'region_add'],
    });
    adder = await signedIn(s, 'adder', 'pw-a');
  });

  test('a tenant user without the region codes may use the pickers but not the screen’s calls', async () => {
    expect((await get(regionCalls.list, {}, stranger)).status).toBe(403);
    expect((await get(regionCalls.detail, { code: '44' }, stranger)).status).toBe(403);
    expect((await submit({ parentCode: '44', subCode: '88', name: 'x', level: 2 }, stranger)).status).toBe(403);
    expect((await submit({ code: '44', name: 'x' }, stranger)).status).toBe(403);
    expect((await remove('440106002', stranger)).status).toBe(403);
    expect((await get(regionCalls.lazyTree, { parentCode: '44' }, stranger)).body.data).toHaveLength(21);
    expect((await get(regionCalls.select, {}, stranger)).body.data).toHaveLength(34);
    expect(
      (await get(regionCalls.search, { name: '南山' }, stranger)).body.data.map((m: { path: string }) => m.path),
    ).toEqual(['黑龙江省 / 鹤岗市 / 南山区', '广东省 / 深圳市 / 南山区']);
    expect((await detail('44')).name).toBe('广东省');
    expect((await detail('440106002')).name).toBe('石牌街道');
  });

  test('adding needs region_add, editing region_edit, removing region_delete', async () => {
    expect((await get(regionCalls.list, {}, reader)).status).toBe(200);
    expect((await submit({ parentCode: '44', subCode: '88', name: '新市', level: 2 }, reader)).status).toBe(403);
    const added = await submit({ parentCode: '44', subCode: '88', name: '新市', level: 2 }, adder);
    expect(added.status).toBe(200);
    expect((await submit({ code: '4488', name: '改名' }, adder)).status).toBe(403);
    // Saber's form of the region (with its sub-code) edits it: region_edit still, not region_add.
    expect(
      (await submit({ parentCode: '44', subCode: '88', code: '4488', name: '改名', level: 2 }, adder)).status,
    ).toBe(403);
    expect((await remove('4488', adder)).status).toBe(403);
    expect((await detail('4488')).name).toBe('新市');
  });

  test('asks for a sign-in even for the pickers', async () => {
    expect((await anonymous.send(regionCalls.lazyTree)).status).toBe(401);
  });
});
