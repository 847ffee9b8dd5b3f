import { type CallDef, dictCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import type { Ctx } from '../../../platform/context.ts';

const test = apiTest({ captchaEnabled: false, demoData: true });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
/** Tenant 000000's user holding every dict_biz code, not the platform administrator. */
let editor: Session;
/** Tenant 200001's administrator: every dict_biz code, role alias admin. */
let tenantAdmin: Session;
let nobody: Session;
const otherTenant = '200001';
test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  // Demo data on: tenant 000000's business dictionaries are seeded on the first start.
  await createUser(s.db, { tenantId: '000000', account: 'biz-editor', password: 'pw-e', codes: allCodes });
  editor = await signedIn(s, 'biz-editor', 'pw-e');
  await createUser(s.db, {
    tenantId: otherTenant,
    account: 'biz-admin',
    password: 'pw-a',
    codes: allCodes,
    alias: 'admin',
  });
  tenantAdmin = await signedIn(s, 'biz-admin', 'pw-a', otherTenant);
  await createUser(s.db, { tenantId: '000000', account: 'biz-nobody', password: 'pw-n', codes: [] });
  nobody = await signedIn(s, 'biz-nobody', 'pw-n');
});

const allCodes = ['dict_biz', 'dict_biz_add', 'dict_biz_edit', 'dict_biz_delete', 'dict_biz_view'];
type Lang = 'zh' | 'en';
const submit = (body: Record<string, unknown>, who = admin, lang: Lang = 'zh') =>
  who.send(dictCalls.biz.submit, { body, lang });
const get = <C extends CallDef>(call: C, query: Record<string, string | number> = {}, who = admin, lang: Lang = 'zh') =>
  who.send(call, { query, lang });
const remove = (ids: string, who = admin, lang: Lang = 'zh') =>
  who.send(dictCalls.biz.remove, { query: { ids }, lang });
const dictionary = (code: string, who = admin, lang: Lang = 'zh') => get(dictCalls.biz.dictionary, { code }, who, lang);
const parentOf = async (code: string, who = admin) =>
  (await get(dictCalls.biz.list, { code }, who)).body.data.find((d: any) => d.code === code);

describe(`business dictionaries on ${databaseKind}`, () => {
  test('seeds tenant 000000’s demo dictionaries, one entry sealed', async () => {
    const list = await get(dictCalls.biz.list);
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: any) => [d.code, d.dictValue])).toEqual([
      ['drug_form', '剂型'],
      ['storage_condition', '储存条件'],
      ['drug_category', '药品分类'],
    ]);
    expect((await dictionary('drug_form')).body.data.map((o: any) => o.dictValue)).toEqual([
      '片剂',
      '胶囊',
      '注射剂',
      '颗粒剂',
      '口服液',
    ]);
    const storage = await parentOf('storage_condition');
    expect(storage!.children!.map((c: any) => [c.dictValue, c.isSealed])).toEqual([
      ['常温', 0],
      ['阴凉', 0],
      ['冷藏 2-8℃', 1],
      ['冷冻', 0],
    ]);
    // Business labels are the tenant's own words: no translation.
    expect((await dictionary('drug_form', admin, 'en')).body.data[0]!.dictValue).toBe('片剂');
    // dictionary?code= serves any signed-in user of the tenant.
    expect((await dictionary('drug_form', nobody)).body.data).toHaveLength(5);
  });

  test('adds a dictionary and entries, pages them, and reflects a change in dictionary?code= at once', async () => {
    const parent = await submit({ code: 'package_unit', dictValue: '包装单位', sort: 9, isSealed: 0 });
    expect(parent.body).toMatchObject({ success: true, msg: '新增成功' });
    const id = parent.body.data.id;
    const box = await submit({ parentId: id, dictKey: 'box', dictValue: '盒', sort: 1, isSealed: 0 });
    expect(box.body.data).toMatchObject({ code: 'package_unit', parentId: id });
    await submit({ parentId: id, dictKey: 'bottle', dictValue: '瓶', sort: 2, isSealed: 0 });
    expect((await get(dictCalls.biz.parentList, { size: 2 })).body.data).toMatchObject({ total: 4, pages: 2 });
    expect((await get(dictCalls.biz.childList, { parentId: id })).body.data.map((r: any) => r.dictValue)).toEqual([
      '盒',
      '瓶',
    ]);
    const unit = (await get(dictCalls.biz.tree, { code: 'DICT' })).body.data.find((n: any) => n.id === id);
    expect(unit).toMatchObject({ parentId: '0', title: '包装单位', key: id, value: id, hasChildren: true });
    expect(unit!.children!.map((c: any) => c.title)).toEqual(['盒', '瓶']);
    expect((await get(dictCalls.biz.detail, { id: box.body.data.id })).body.data.parentName).toBe('包装单位');
    await submit({ id: box.body.data.id, dictValue: '盒(10片)' });
    expect((await dictionary('package_unit')).body.data.map((o: any) => o.dictValue)).toEqual(['盒(10片)', '瓶']);
  });

  test('applies the same rules as the system dictionary', async () => {
    expect((await submit({ dictValue: '名称', sort: 1, isSealed: 0 }, admin, 'en')).body.msg).toBe(
      'Please enter the dictionary code',
    );
    expect((await submit({ code: 'drug_form', dictValue: '又一个', sort: 1, isSealed: 0 })).body.msg).toBe(
      '字典编号已存在',
    );
    const form = await parentOf('drug_form');
    const entry = { parentId: form!.id, dictValue: 'x', sort: 9, isSealed: 0 };
    expect((await submit(entry)).body.msg).toBe('请输入字典键值');
    expect((await submit({ ...entry, dictKey: '1' })).body.msg).toBe('当前字典键值已存在!');
    expect((await submit({ ...entry, dictKey: '9', code: 'storage_condition' })).body.msg).toBe('字典编号须与上级一致');
    const category = await parentOf('drug_category');
    expect((await submit({ id: form!.children![0]!.id, parentId: category!.id })).body.msg).toBe('上级字典不可修改');
    expect((await remove(form!.id)).body.msg).toBe('请先删除子节点!');
  });
});

describe(`sealed business dictionary rows on ${databaseKind}`, () => {
  test('refuses a sealed row to a user of the tenant holding every code; the administrator may', async () => {
    const storage = await parentOf('storage_condition');
    const cold = storage!.children!.find((c: any) => c.isSealed === 1);
    const edit = await submit({ id: cold!.id, dictValue: '冷藏' }, editor);
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('已封存的字典不可修改或删除');
    expect((await remove(cold!.id, editor, 'en')).body.msg).toBe(
      'A sealed dictionary entry cannot be changed or removed',
    );
    // The unsealed rows are the user's to change.
    const normal = storage!.children!.find((c: any) => c.dictKey === '1');
    expect((await submit({ id: normal!.id, remark: '10-30℃,避光' }, editor)).status).toBe(200);
    expect((await submit({ id: cold!.id, remark: 'GSP 冷链药品,2-8℃' })).body.data).toMatchObject({
      dictValue: '冷藏 2-8℃',
      remark: 'GSP 冷链药品,2-8℃',
    });
  });

  test('refuses a tenant’s administrator their own sealed row', async () => {
    const parent = await submit({ code: 'gsp', dictValue: 'GSP', sort: 1, isSealed: 0 }, tenantAdmin);
    const sealed = await submit(
      { parentId: parent.body.data.id, dictKey: '1', dictValue: '冷链', sort: 1, isSealed: 1 },
      tenantAdmin,
    );
    expect(sealed.body.data).toMatchObject({ isSealed: 1 });
    expect((await submit({ id: sealed.body.data.id, dictValue: '改' }, tenantAdmin)).body.msg).toBe(
      '已封存的字典不可修改或删除',
    );
    expect((await remove(sealed.body.data.id, tenantAdmin)).body.msg).toBe('已封存的字典不可修改或删除');
  });
});

describe(`business dictionary tenancy and permissions on ${databaseKind}`, () => {
  test('keeps each tenant to its own dictionaries', async () => {
    const form = await parentOf('drug_form');
    const entryId = form!.children![0]!.id;
    // The other tenant sees only its own.
    const theirs = await get(dictCalls.biz.list, {}, tenantAdmin);
    expect(theirs.body.data.map((d: any) => d.code)).toEqual(['gsp']);
    expect(theirs.text).not.toContain('剂型');
    expect((await get(dictCalls.biz.parentList, {}, tenantAdmin)).body.data.total).toBe(1);
    expect((await get(dictCalls.biz.tree, {}, tenantAdmin)).body.data.map((n: any) => n.title)).toEqual(['GSP']);
    expect((await get(dictCalls.biz.childList, { parentId: form!.id }, tenantAdmin)).body.data).toEqual([]);
    expect((await get(dictCalls.biz.detail, { id: form!.id }, tenantAdmin)).status).toBe(404);
    expect((await dictionary('drug_form', tenantAdmin)).body.data).toEqual([]);
    // and cannot write or remove another tenant's rows, nor hang an entry under them.
    expect((await submit({ id: entryId, dictValue: 'hacked' }, tenantAdmin)).status).toBe(404);
    expect((await remove(entryId, tenantAdmin)).status).toBe(404);
    const under = await submit(
      { parentId: form!.id, dictKey: '99', dictValue: 'x', sort: 1, isSealed: 0 },
      tenantAdmin,
    );
    expect(under.body.msg).toBe('上级字典不存在');
    expect((await get(dictCalls.biz.detail, { id: entryId })).body.data.dictValue).toBe('片剂');

    // The same code is free in another tenant, and each tenant's dictionary?code= answers from its own rows.
    const own = await submit({ code: 'drug_form', dictValue: '剂型', sort: 1, isSealed: 0 }, tenantAdmin);
    expect(own.status).toBe(200);
    await submit({ parentId: own.body.data.id, dictKey: '1', dictValue: '丸剂', sort: 1, isSealed: 0 }, tenantAdmin);
    expect((await dictionary('drug_form', tenantAdmin)).body.data.map((o: any) => o.dictValue)).toEqual(['丸剂']);
    expect((await dictionary('drug_form')).body.data[0]!.dictValue).toBe('片剂');
    expect((await get(dictCalls.biz.list, { code: 'drug_form' })).body.data[0]!.children).toHaveLength(5);
  });

  test('refuses calls the caller was not granted with 403', async () => {
    const form = await parentOf('drug_form');
    for (const call of [dictCalls.biz.list, dictCalls.biz.parentList, dictCalls.biz.tree])
      expect((await get(call, {}, nobody)).status, call.path).toBe(403);
    expect((await get(dictCalls.biz.childList, { parentId: form!.id }, nobody)).status).toBe(403);
    expect((await get(dictCalls.biz.detail, { id: form!.id }, nobody)).status).toBe(403);
    expect((await submit({ code: 'n1', dictValue: 'n', sort: 1, isSealed: 0 }, nobody)).status).toBe(403);
    expect((await submit({ id: form!.id, dictValue: 'n' }, nobody)).status).toBe(403);
    expect((await remove(form!.id, nobody)).status).toBe(403);
    // The system dictionary's codes do not open the business one.
    await createUser(s.db, { tenantId: '000000', account: 'sys-only', password: 'pw-s', codes: ['dict', 'dict_add'] });
    const sysOnly = await signedIn(s, 'sys-only', 'pw-s');
    expect((await get(dictCalls.biz.list, {}, sysOnly)).status).toBe(403);
    expect((await submit({ code: 'n2', dictValue: 'n', sort: 1, isSealed: 0 }, sysOnly)).status).toBe(403);
    expect((await anonymous.send(dictCalls.biz.list)).status).toBe(401);
  });

  test('exports the caller tenant’s rows only', async () => {
    const ctx = (tenantId: string): Ctx => ({
      tenantId,
      userId: '1',
      account: 'x',
      realName: 'x',
      sessionId: 's',
      roleIds: [],
      roleAliases: [],
      deptIds: [],
      postIds: [],
      isAdministrator: false,
      mustChangePassword: false,
      permissions: new Set(),
      dataScopes: [],
      db: s.db,
      lang: 'zh',
      timeZone: 'Asia/Shanghai',
      registry: s.registry,
    });
    const rowsOf = async (tenantId: string, filters: Record<string, unknown>) => {
      const opened = await s.registry.exportSource('dict_biz')!.open(ctx(tenantId), filters);
      const rows: unknown[][] = [];
      for await (const batch of opened.batches) rows.push(...batch.map((r) => opened.columns.map((c) => c.value(r))));
      return rows;
    };
    expect(s.registry.exportSource('dict_biz')).toMatchObject({ permission: 'dict_biz', title: { zh: '业务字典' } });
    expect(await rowsOf('000000', { code: 'storage' })).toEqual([
      ['storage_condition', '储存条件', '', '储存条件', 2, '否', ''],
      ['storage_condition', '储存条件', '1', '常温', 1, '否', '10-30℃,避光'],
      ['storage_condition', '储存条件', '2', '阴凉', 2, '否', '不超过20℃'],
      ['storage_condition', '储存条件', '3', '冷藏 2-8℃', 3, '是', 'GSP 冷链药品,2-8℃'],
      ['storage_condition', '储存条件', '4', '冷冻', 4, '否', '-25℃ 至 -10℃'],
    ]);
    expect((await rowsOf(otherTenant, { code: 'drug_form' })).map((r) => r[3])).toEqual(['剂型', '丸剂']);
  });
});
