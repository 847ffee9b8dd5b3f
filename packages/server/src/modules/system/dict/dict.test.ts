import { type CallDef, dictCalls, systemDictionaries } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import type { Ctx } from '../../../platform/context.ts';
import { ensureDictionaries } from './dict.seed.ts';
import { dict } from './dict.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
/** A user of tenant 000000 holding every dict code, but not the platform administrator. */
let editor: Session;
let reader: Session;
let nobody: Session;
test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  await createUser(s.db, { tenantId: '000000', account: 'dict-editor', password: 'pw-e', codes: allCodes });
  editor = await signedIn(s, 'dict-editor', 'pw-e');
  await createUser(s.db, { tenantId: '000000', account: 'dict-reader', password: 'pw-r', codes: ['dict'] });
  reader = await signedIn(s, 'dict-reader', 'pw-r');
  await createUser(s.db, { tenantId: '000000', account: 'dict-nobody', password: 'pw-n', codes: [] });
  nobody = await signedIn(s, 'dict-nobody', 'pw-n');
});

const allCodes = ['dict', 'dict_add', 'dict_edit', 'dict_delete', 'dict_view'];
type Lang = 'zh' | 'en';
const submit = (body: Record<string, unknown>, who = admin, lang: Lang = 'zh') =>
  who.send(dictCalls.dict.submit, { body, lang });
const get = <C extends CallDef>(call: C, query: Record<string, string | number> = {}, who = admin, lang: Lang = 'zh') =>
  who.send(call, { query, lang });
const remove = (ids: string, who = admin, lang: Lang = 'zh') =>
  who.send(dictCalls.dict.remove, { query: { ids }, lang });
const dictionary = (code: string, who = admin, lang: Lang = 'zh') =>
  get(dictCalls.dict.dictionary, { code }, who, lang);
const addParent = async (code: string, dictValue = code, extra: Record<string, unknown> = {}) => {
  const res = await submit({ code, dictValue, sort: 100, isSealed: 0, ...extra });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
};
const addEntry = async (parentId: string, dictKey: string, dictValue: string, extra: Record<string, unknown> = {}) => {
  const res = await submit({ parentId, dictKey, dictValue, sort: 1, isSealed: 0, ...extra });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
};
const parentIdOf = async (code: string) =>
  (await get(dictCalls.dict.parentList, { code, size: 100 })).body.data.records.find((r: any) => r.code === code)!
    .id as string;

describe(`system dictionary seed and dictionary?code= on ${databaseKind}`, () => {
  test('seeds every system dictionary with its entries, in order', async () => {
    const sex = await dictionary('sex');
    expect(sex.status).toBe(200);
    expect(sex.body.data).toEqual([
      { code: 'sex', dictKey: '1', dictValue: '男', sort: 1, remark: null },
      { code: 'sex', dictKey: '2', dictValue: '女', sort: 2, remark: null },
    ]);
    for (const d of systemDictionaries) {
      const res = await dictionary(d.code);
      expect(
        res.body.data.map((o: any) => [o.dictKey, o.dictValue]),
        d.code,
      ).toEqual(d.items.map((i) => [i.key, i.value.zh]));
    }
    expect((await dictionary('no_such_code')).body.data).toEqual([]);
  });

  test('answers in English for seeded labels when the caller reads English', async () => {
    expect((await dictionary('sex', admin, 'en')).body.data.map((o: any) => o.dictValue)).toEqual(['Male', 'Female']);
    expect((await dictionary('grant_type', admin, 'en')).body.data[0]).toMatchObject({
      dictKey: 'password',
      dictValue: 'Password',
    });
  });

  test('serves dictionary?code= to any signed-in user, and nobody without a token', async () => {
    expect((await dictionary('sex', nobody)).body.data).toHaveLength(2);
    expect((await anonymous.send(dictCalls.dict.dictionary, { query: { code: 'sex' } })).status).toBe(401);
  });

  test('reflects a change made through submit at once; a changed label is no longer translated', async () => {
    const [male] = await s.db
      .select()
      .from(dict)
      .where(and(eq(dict.code, 'sex'), eq(dict.dictKey, '1'), eq(dict.isDeleted, 0)));
    expect((await submit({ id: male!.id, dictValue: '男性' })).status).toBe(200);
    expect((await dictionary('sex')).body.data[0]!.dictValue).toBe('男性');
    expect((await dictionary('sex', admin, 'en')).body.data[0]!.dictValue).toBe('男性');
    await submit({ id: male!.id, dictValue: '男' });
    expect((await dictionary('sex', admin, 'en')).body.data[0]!.dictValue).toBe('Male');
  });

  test('re-applies the seed without touching existing rows, adding back what is missing', async () => {
    const count = async () => (await s.db.select().from(dict).where(eq(dict.isDeleted, 0))).length;
    const before = await count();
    await ensureDictionaries(s.db);
    expect(await count()).toBe(before);

    const yes = (await get(dictCalls.dict.childList, { parentId: await parentIdOf('yes_no') })).body.data;
    await submit({ id: yes[0]!.id, dictValue: '不是' });
    expect((await remove(yes[1]!.id)).status).toBe(200);
    expect((await dictionary('yes_no')).body.data.map((o: any) => o.dictValue)).toEqual(['不是']);
    await ensureDictionaries(s.db);
    expect((await dictionary('yes_no')).body.data.map((o: any) => o.dictValue)).toEqual(['不是', '是']);
    await submit({ id: yes[0]!.id, dictValue: '否' });
  });
});

describe(`system dictionary reads on ${databaseKind}`, () => {
  let parent: string;
  test.beforeAll(async () => {
    parent = await addParent('dosage_unit', '剂量单位', { remark: '药品剂量' });
    await addEntry(parent, 'mg', '毫克', { sort: 2 });
    await addEntry(parent, 'g', '克', { sort: 1 });
    await addEntry(parent, 'ml', '毫升', { sort: 2 });
  });

  test('lists dictionaries by sort with their entries as a tree, filtered by code and name', async () => {
    const all = await get(dictCalls.dict.list);
    expect(all.status).toBe(200);
    const codes = all.body.data.map((d: any) => d.code);
    expect(codes.slice(0, 3)).toEqual(['sex', 'notice', 'menu_category']);
    expect(codes.at(-1)).toBe('dosage_unit');
    const mine = all.body.data.at(-1);
    expect(mine).toMatchObject({ id: parent, parentId: '0', dictKey: '-1', dictValue: '剂量单位', hasChildren: true });
    // Entries by sort, then key.
    expect(mine!.children!.map((c: any) => c.dictKey)).toEqual(['g', 'mg', 'ml']);
    expect(mine!.children![0]).toMatchObject({
      parentId: parent,
      code: 'dosage_unit',
      hasChildren: false,
      isSealed: 0,
    });

    expect((await get(dictCalls.dict.list, { code: 'DOSAGE_U' })).body.data.map((d: any) => d.code)).toEqual([
      'dosage_unit',
    ]);
    expect((await get(dictCalls.dict.list, { dictValue: '剂量' })).body.data.map((d: any) => d.code)).toEqual([
      'dosage_unit',
    ]);
    expect((await get(dictCalls.dict.list, { code: 'zzz' })).body.data).toEqual([]);
    // English readers see and search the seeded names in English.
    const en = await get(dictCalls.dict.list, { dictValue: 'sex' }, admin, 'en');
    expect(en.body.data.map((d: any) => [d.code, d.dictValue])).toEqual([['sex', 'Sex']]);
    expect(en.body.data[0]!.children!.map((c: any) => c.dictValue)).toEqual(['Male', 'Female']);
  });

  test('select names every dictionary as “code: name” (the code generator’s 字典编码), without entries', async () => {
    const res = await get(dictCalls.dict.select, {}, nobody);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.find((d: any) => d.code === 'sex')).toEqual({
      id: expect.any(String),
      code: 'sex',
      dictValue: 'sex: 性别',
    });
    expect(res.body.data).toHaveLength(systemDictionaries.length + 1);
    const en = await get(dictCalls.dict.select, {}, nobody, 'en');
    expect(en.body.data.find((d: any) => d.code === 'sex')!.dictValue).toBe('sex: Sex');
  });

  test('pages the dictionaries (parent-list); child-list answers one dictionary’s entries whole, as BladeX does', async () => {
    const page = await get(dictCalls.dict.parentList, { current: 1, size: 5 });
    expect(page.body.data).toMatchObject({ total: systemDictionaries.length + 1, size: 5, current: 1 });
    expect(page.body.data.records.map((r: any) => r.code)).toEqual([
      'sex',
      'notice',
      'menu_category',
      'button_func',
      'yes_no',
    ]);
    expect(page.body.data.records[0]!.hasChildren).toBe(true);
    expect((await get(dictCalls.dict.parentList, { code: 'dosage_u' })).body.data.records[0]).toMatchObject({
      id: parent,
    });

    // Both Sabers' 字典配置 read `data` as the rows: an array, whatever current/size they send along.
    const children = await get(dictCalls.dict.childList, { parentId: parent, current: 1, size: 2 });
    expect(children.body.data.map((r: any) => r.dictValue)).toEqual(['克', '毫克', '毫升']);
    expect(
      (await get(dictCalls.dict.childList, { parentId: parent, dictKey: 'M' })).body.data.map((r: any) => r.dictKey),
    ).toEqual(['mg', 'ml']);
    expect((await get(dictCalls.dict.childList, { parentId: parent, dictValue: '毫升' })).body.data).toHaveLength(1);
    // An unknown parent, an entry, or no parent at all: no rows.
    for (const parentId of [
      '123456',
      (await get(dictCalls.dict.childList, { parentId: parent })).body.data[0]!.id,
      '',
      'x',
    ]) {
      expect((await get(dictCalls.dict.childList, { parentId })).body.data).toEqual([]);
    }
  });

  test('gives the whole tree as TreeNodes (as Saber asks for it, code=DICT) and a detail with its parent’s name', async () => {
    const tree = (await get(dictCalls.dict.tree, { code: 'DICT' })).body.data;
    expect(tree.length).toBeGreaterThan(1);
    const dosage = tree.find((n: any) => n.id === parent);
    expect(dosage).toMatchObject({ parentId: '0', title: '剂量单位', key: parent, value: parent, hasChildren: true });
    expect(dosage!.children!.map((c: any) => [c.title, c.parentId, c.hasChildren])).toEqual([
      ['克', parent, false],
      ['毫克', parent, false],
      ['毫升', parent, false],
    ]);
    expect((await get(dictCalls.dict.tree, {}, admin, 'en')).body.data[0]).toMatchObject({
      title: 'Sex',
      hasChildren: true,
    });
    expect((await get(dictCalls.dict.tree, {}, admin, 'en')).body.data[0]!.children!.map((c: any) => c.title)).toEqual([
      'Male',
      'Female',
    ]);

    const parentDetail = await get(dictCalls.dict.detail, { id: parent });
    expect(parentDetail.body.data).toMatchObject({ code: 'dosage_unit', remark: '药品剂量', parentName: '顶级' });
    expect((await get(dictCalls.dict.detail, { id: parent }, admin, 'en')).body.data.parentName).toBe('Top level');
    const entry = (await get(dictCalls.dict.childList, { parentId: parent })).body.data[0];
    expect((await get(dictCalls.dict.detail, { id: entry!.id })).body.data).toMatchObject({
      dictValue: '克',
      parentName: '剂量单位',
    });
    // The detail is the stored row, untranslated: it is what the edit form edits.
    const sexId = await parentIdOf('sex');
    const male = (await get(dictCalls.dict.childList, { parentId: sexId }, admin, 'en')).body.data[0];
    expect(male!.dictValue).toBe('Male');
    expect((await get(dictCalls.dict.detail, { id: male!.id }, admin, 'en')).body.data).toMatchObject({
      dictValue: '男',
      parentName: '性别',
    });
    expect((await get(dictCalls.dict.detail, { id: '999999' })).status).toBe(404);
  });
});

describe(`system dictionary writes on ${databaseKind}`, () => {
  test('names every missing field of a dictionary, in zh and en', async () => {
    const full = { code: 'a_code', dictValue: '名称', sort: 1, isSealed: 0 };
    const cases: Array<[string, string, string]> = [
      ['code', '请输入字典编号', 'Please enter the dictionary code'],
      ['dictValue', '请输入字典名称', 'Please enter the dictionary name'],
      ['sort', '请输入字典排序', 'Please enter the order'],
    ];
    for (const [key, zh, en] of cases) {
      const body = { ...full, [key]: undefined };
      const res = await submit(body);
      expect(res.status, key).toBe(400);
      expect(res.body.msg).toBe(zh);
      expect((await submit(body, admin, 'en')).body.msg).toBe(en);
      // A blank text is as missing; a blank number is not a number (the kit's schema words it).
      expect((await submit({ ...full, [key]: key === 'sort' ? null : '' })).body.msg).toBe(zh);
    }
    // 封存 sent blank is refused; left out (BladeX's clients, the open Saber's form has none) it is 0.
    expect((await submit({ ...full, isSealed: null })).body.msg).toBe('请选择封存');
    expect((await submit({ ...full, isSealed: null }, admin, 'en')).body.msg).toBe(
      'Please choose whether it is sealed',
    );
    const unsealed = await submit({ ...full, code: 'no_sealed_given', isSealed: undefined });
    expect(unsealed.status, unsealed.text).toBe(200);
    expect(unsealed.body.data.isSealed).toBe(0);
    expect((await remove(unsealed.body.data.id)).status).toBe(200);
    expect((await submit({ ...full, code: 'bad code' })).body.msg).toBe('字典编号只能包含字母、数字和下划线');
    expect((await submit({ ...full, code: 'bad-code' }, admin, 'en')).body.msg).toBe(
      'A dictionary code may contain only letters, digits and underscores',
    );
    expect((await submit({ ...full, sort: 'x' })).body.msg).toBe('字典排序必须是数字');
    expect((await submit({ ...full, sort: 1.5 })).body.msg).toBe('字典排序必须是数字');
    expect((await submit({ ...full, isSealed: 2 })).body.msg).toBe('封存只能是否(0)或是(1)');
    expect((await submit({ ...full, remark: 'x'.repeat(256) })).body.msg).toBe('备注不能超过255个字符');
    expect((await get(dictCalls.dict.list, { code: 'a_code' })).body.data).toEqual([]);
  });

  test('names every missing field of an entry, in zh and en', async () => {
    const parent = await addParent('entry_rules');
    const full = { parentId: parent, dictKey: '1', dictValue: '一', sort: 1, isSealed: 0 };
    const cases: Array<[string, string, string]> = [
      ['dictValue', '请输入字典名称', 'Please enter the dictionary name'],
      ['dictKey', '请输入字典键值', 'Please enter the dictionary key'],
      ['sort', '请输入字典排序', 'Please enter the order'],
    ];
    for (const [key, zh, en] of cases) {
      const body = { ...full, [key]: undefined };
      expect((await submit(body)).body.msg, key).toBe(zh);
      expect((await submit(body, admin, 'en')).body.msg).toBe(en);
    }
    expect((await submit({ ...full, isSealed: null })).body.msg).toBe('请选择封存');
    expect((await get(dictCalls.dict.childList, { parentId: parent })).body.data).toHaveLength(0);
  });

  test('refuses a second dictionary with a code already used', async () => {
    const res = await submit({ code: 'sex', dictValue: '又一个性别', sort: 1, isSealed: 0 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('字典编号已存在');
    expect((await submit({ code: 'sex', dictValue: 'x', sort: 1, isSealed: 0 }, admin, 'en')).body.msg).toBe(
      'This dictionary code already exists',
    );
    const mine = await addParent('taken_later');
    expect((await submit({ id: mine, code: 'notice' })).body.msg).toBe('字典编号已存在');
    expect((await get(dictCalls.dict.detail, { id: mine })).body.data.code).toBe('taken_later');
  });

  test('takes an entry’s code from its dictionary, refuses another, and keeps keys unique within a code', async () => {
    const parent = await addParent('shelf_life', '有效期');
    const added = await submit({ parentId: parent, dictKey: '12', dictValue: '12个月', sort: 1, isSealed: 0 });
    expect(added.body).toMatchObject({ success: true, msg: '新增成功' });
    expect(added.body.data).toMatchObject({ code: 'shelf_life', parentId: parent, dictKey: '12' });
    // BladeX screens send integer keys as numbers.
    expect(
      (await submit({ parentId: parent, dictKey: 24, dictValue: '24个月', sort: 2, isSealed: 0 })).body.data.dictKey,
    ).toBe('24');

    const mismatch = await submit({
      parentId: parent,
      code: 'sex',
      dictKey: '36',
      dictValue: 'x',
      sort: 3,
      isSealed: 0,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toBe('字典编号须与上级一致');
    expect(
      (
        await submit(
          { parentId: parent, code: 'sex', dictKey: '36', dictValue: 'x', sort: 3, isSealed: 0 },
          admin,
          'en',
        )
      ).body.msg,
    ).toBe('An entry keeps its dictionary’s code');
    // The same code is fine.
    expect(
      (await submit({ parentId: parent, code: 'shelf_life', dictKey: '36', dictValue: '36个月', sort: 3, isSealed: 0 }))
        .status,
    ).toBe(200);

    const dup = await submit({ parentId: parent, dictKey: '12', dictValue: '一年', sort: 4, isSealed: 0 });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('当前字典键值已存在!');
    expect(
      (await submit({ parentId: parent, dictKey: '12', dictValue: 'x', sort: 4, isSealed: 0 }, admin, 'en')).body.msg,
    ).toBe('This key already exists in the dictionary');
    // Changing a key to one its dictionary already has is refused too; the same key in another code is fine.
    expect((await submit({ id: added.body.data.id, dictKey: '24' })).body.msg).toBe('当前字典键值已存在!');
    const other = await addParent('shelf_life_b');
    expect((await submit({ parentId: other, dictKey: '12', dictValue: '12个月', sort: 1, isSealed: 0 })).status).toBe(
      200,
    );
    expect((await dictionary('shelf_life')).body.data.map((o: any) => o.dictKey)).toEqual(['12', '24', '36']);
  });

  test('refuses an unknown parent or an entry as parent, and never moves an entry', async () => {
    const parent = await addParent('moves');
    const entry = await addEntry(parent, 'a', 'A');
    const other = await addParent('moves_b');
    const body = { dictKey: 'b', dictValue: 'B', sort: 1, isSealed: 0 };
    const unknown = await submit({ ...body, parentId: '123456' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('上级字典不存在');
    expect((await submit({ ...body, parentId: entry }, admin, 'en')).body.msg).toBe(
      'The parent dictionary does not exist',
    );

    const moved = await submit({ id: entry, parentId: other });
    expect(moved.status).toBe(400);
    expect(moved.body.msg).toBe('上级字典不可修改');
    expect((await submit({ id: entry, parentId: other }, admin, 'en')).body.msg).toBe(
      'An entry cannot move to another dictionary',
    );
    // A dictionary cannot become an entry either.
    expect((await submit({ id: other, parentId: parent })).body.msg).toBe('上级字典不可修改');
    // Sending its own parent back, or none, is an ordinary edit.
    expect((await submit({ id: entry, parentId: parent, dictValue: 'A1' })).body.data).toMatchObject({
      parentId: parent,
      dictValue: 'A1',
    });
    expect((await submit({ id: entry, dictValue: 'A2' })).body.data).toMatchObject({ parentId: parent, code: 'moves' });
  });

  test('updates a field left out as unchanged, refuses a blanked required one, and 404s an unknown id', async () => {
    const parent = await addParent('partial', '部分', { sort: 7, isSealed: 0, remark: 'r' });
    const updated = await submit({ id: parent, dictValue: '部分更新' });
    expect(updated.body).toMatchObject({ msg: '更新成功' });
    expect(updated.body.data).toMatchObject({
      code: 'partial',
      dictValue: '部分更新',
      sort: 7,
      isSealed: 0,
      remark: 'r',
      dictKey: '-1',
    });
    expect((await submit({ id: parent, sort: null })).body.msg).toBe('请输入字典排序');
    expect((await submit({ id: parent, dictKey: '5' })).body.data.dictKey).toBe('-1');
    expect((await submit({ id: '999999', dictValue: 'x' })).status).toBe(404);
  });

  test('re-codes a dictionary’s entries when its code changes', async () => {
    const parent = await addParent('old_code');
    await addEntry(parent, '1', '一');
    await addEntry(parent, '2', '二');
    const res = await submit({ id: parent, code: 'new_code' });
    expect(res.body.data.code).toBe('new_code');
    expect((await dictionary('new_code')).body.data.map((o: any) => o.code)).toEqual(['new_code', 'new_code']);
    expect((await dictionary('old_code')).body.data).toEqual([]);
    // The old code is free again.
    expect((await submit({ code: 'old_code', dictValue: 'again', sort: 1, isSealed: 0 })).status).toBe(200);
  });

  test('removes all or nothing: a dictionary with entries is refused, with them it goes', async () => {
    const parent = await addParent('removal');
    const a = await addEntry(parent, 'a', 'A');
    const b = await addEntry(parent, 'b', 'B');
    const refused = await remove(parent);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请先删除子节点!');
    expect((await remove(`${parent},${a}`, admin, 'en')).body.msg).toBe('Remove its entries first');
    expect((await get(dictCalls.dict.childList, { parentId: parent })).body.data).toHaveLength(2);

    const unknown = await remove(`${a},999999`);
    expect(unknown.status).toBe(404);
    expect((await get(dictCalls.dict.childList, { parentId: parent })).body.data).toHaveLength(2);

    const done = await remove(`${parent},${a},${b}`);
    expect(done.body).toMatchObject({ success: true, msg: '删除成功', data: 3 });
    expect((await get(dictCalls.dict.list, { code: 'removal' })).body.data).toEqual([]);
    expect((await get(dictCalls.dict.detail, { id: a })).status).toBe(404);
    expect((await remove(a)).status).toBe(404);
  });
});

describe(`sealed system dictionary rows on ${databaseKind}`, () => {
  let parent: string;
  let sealed: string;
  let open: string;
  test.beforeAll(async () => {
    parent = await addParent('gsp_level', 'GSP 等级');
    sealed = await addEntry(parent, 'A', '甲级', { isSealed: 1 });
    open = await addEntry(parent, 'B', '乙级');
  });

  test('lets only the platform administrator change or remove a sealed row', async () => {
    const edit = await submit({ id: sealed, dictValue: '改' }, editor);
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('已封存的字典不可修改或删除');
    expect((await submit({ id: sealed, isSealed: 0 }, editor, 'en')).body.msg).toBe(
      'A sealed dictionary entry cannot be changed or removed',
    );
    const gone = await remove(sealed, editor);
    expect(gone.status).toBe(400);
    expect(gone.body.msg).toBe('已封存的字典不可修改或删除');
    // All or nothing: the unsealed row beside it stays too.
    expect((await remove(`${open},${sealed}`, editor)).status).toBe(400);
    expect((await get(dictCalls.dict.childList, { parentId: parent })).body.data).toHaveLength(2);

    expect((await submit({ id: sealed, dictValue: '甲级(改)' })).body.data).toMatchObject({
      dictValue: '甲级(改)',
      isSealed: 1,
    });
    expect((await remove(sealed)).status).toBe(200);
  });

  test('lets a user seal an unsealed row, after which it is the administrator’s', async () => {
    expect((await submit({ id: open, isSealed: 1 }, editor)).body.data.isSealed).toBe(1);
    expect((await submit({ id: open, dictValue: 'x' }, editor)).body.msg).toBe('已封存的字典不可修改或删除');
    // Re-coding the dictionary would change the sealed entry: refused to the user, done by the administrator.
    expect((await submit({ id: parent, code: 'gsp_grade' }, editor)).body.msg).toBe('已封存的字典不可修改或删除');
    expect((await dictionary('gsp_level')).body.data).toHaveLength(1);
    expect((await submit({ id: parent, code: 'gsp_grade' })).status).toBe(200);
    expect((await dictionary('gsp_grade')).body.data).toHaveLength(1);
  });
});

describe(`system dictionary permissions on ${databaseKind}`, () => {
  test('refuses calls the caller was not granted with 403', async () => {
    const sexId = await parentIdOf('sex');
    for (const call of [dictCalls.dict.list, dictCalls.dict.parentList, dictCalls.dict.tree])
      expect((await get(call, {}, nobody)).status, call.path).toBe(403);
    expect((await get(dictCalls.dict.childList, { parentId: sexId }, nobody)).status).toBe(403);
    expect((await get(dictCalls.dict.detail, { id: sexId }, nobody)).status).toBe(403);
    expect((await get(dictCalls.dict.list, {}, reader)).status).toBe(200);
    expect((await submit({ code: 'r1', dictValue: 'r', sort: 1, isSealed: 0 }, reader)).status).toBe(403);
    expect((await submit({ id: sexId, dictValue: 'x' }, reader)).status).toBe(403);
    expect((await remove(sexId, reader)).status).toBe(403);
    expect((await get(dictCalls.dict.detail, { id: sexId })).body.data.dictValue).toBe('性别');
  });

  test('keeps the platform-wide dictionary out of other tenants’ hands, whatever codes they were given', async () => {
    await createUser(s.db, { tenantId: '200001', account: 'dict-boss', password: 'pw-b', codes: allCodes });
    const boss = await signedIn(s, 'dict-boss', 'pw-b', '200001');
    const sexId = await parentIdOf('sex');
    expect((await submit({ code: 'tenant_code', dictValue: 't', sort: 1, isSealed: 0 }, boss)).status).toBe(403);
    expect((await submit({ id: sexId, dictValue: 'x' }, boss)).status).toBe(403);
    expect((await remove(sexId, boss)).status).toBe(403);
    // Every tenant reads the system dictionary.
    expect((await dictionary('sex', boss)).body.data).toHaveLength(2);
  });
});

describe(`system dictionary export source on ${databaseKind}`, () => {
  const ctxOf = (lang: Lang): Ctx => ({
    tenantId: '000000',
    userId: '1',
    account: 'admin',
    realName: 'admin',
    sessionId: 's',
    roleIds: [],
    roleAliases: [],
    deptIds: [],
    postIds: [],
    isAdministrator: true,
    mustChangePassword: false,
    permissions: new Set(),
    dataScopes: [],
    db: s.db,
    lang,
    timeZone: 'Asia/Shanghai',
    registry: s.registry,
  });
  const rowsOf = async (lang: Lang, filters: Record<string, unknown>) => {
    const opened = await s.registry.exportSource('dict')!.open(ctxOf(lang), filters);
    const rows: unknown[][] = [];
    for await (const batch of opened.batches) rows.push(...batch.map((r) => opened.columns.map((c) => c.value(r))));
    return { headers: opened.columns.map((c) => c.header[lang]), rows };
  };

  test('writes each dictionary the list keeps, then its entries, with labels', async () => {
    const source = s.registry.exportSource('dict');
    expect(source).toMatchObject({ name: 'dict', permission: 'dict', title: { zh: '字典管理' } });
    const zh = await rowsOf('zh', { code: 'sex' });
    expect(zh.headers).toEqual(['字典编号', '字典名称', '字典键值', '字典值', '排序', '封存', '备注']);
    expect(zh.rows).toEqual([
      ['sex', '性别', '', '性别', 1, '否', ''],
      ['sex', '性别', '1', '男', 1, '否', ''],
      ['sex', '性别', '2', '女', 2, '否', ''],
    ]);
    const en = await rowsOf('en', { dictValue: 'Sex' });
    expect(en.headers).toEqual(['Code', 'Name', 'Key', 'Value', 'Order', 'Sealed', 'Remark']);
    expect(en.rows.map((r) => r.slice(0, 4))).toEqual([
      ['sex', 'Sex', '', 'Sex'],
      ['sex', 'Sex', '1', 'Male'],
      ['sex', 'Sex', '2', 'Female'],
    ]);
    const all = await rowsOf('zh', {});
    expect(all.rows.length).toBe((await s.db.select().from(dict).where(eq(dict.isDeleted, 0))).length);
    expect(all.rows[0]![0]).toBe('sex');
    await expect(s.registry.exportSource('dict')!.open(ctxOf('zh'), { code: { x: 1 } })).rejects.toThrow();
  });
});
