import { dictCalls, postCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';

const test = apiTest({ captchaEnabled: false, demoData: true });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let anonymous: Session;
test.beforeAll(({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  // Demo data on: the BladeX posts are seeded on the first start.
});

const allCodes = ['post', 'post_add', 'post_edit', 'post_delete', 'post_view'];
const submit = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(postCalls.submit, { body, lang });
const list = (query: Record<string, string | number> = {}, who = admin) => who.send(postCalls.list, { query });
const select = (who: Session, query: Record<string, string> = {}) => who.send(postCalls.select, { query });

describe(`posts on ${databaseKind}`, () => {
  test('seeds the BladeX posts of tenant 000000 in sort order, with their category names', async () => {
    // The administrator's list spans tenants: the demo tenants' posts are there too.
    const res = await list({ size: 50, tenantId: '000000' });
    expect(res.body.data.records.map((r: any) => [r.postCode, r.category])).toEqual([
      ['ceo', 1],
      ['coo', 1],
      ['cfo', 1],
      ['cto', 1],
      ['cio', 1],
      ['pm', 2],
      ['hrm', 2],
      ['staff', 3],
    ]);
    expect(res.body.data.records[0]).toMatchObject({ postName: '首席执行官', categoryName: '高层' });
    const en = await admin.send(postCalls.list, { query: { postCode: 'staff' }, lang: 'en' });
    expect(en.body.data.records[0]!.categoryName).toBe('Junior');
  });

  test('adds, reads, updates and removes a post', async () => {
    const added = await submit({ category: 2, postCode: 'qa', postName: '质量经理', sort: 20, remark: 'GMP' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ tenantId: '000000', postCode: 'qa', categoryName: '中层' });
    const id = added.body.data.id as string;
    expect((await admin.send(postCalls.detail, { query: { id } })).body.data.remark).toBe('GMP');
    // Forms send numbers as strings.
    const updated = await submit({ id, category: '4', postName: '质量负责人' });
    expect(updated.body.data).toMatchObject({ category: 4, postName: '质量负责人', postCode: 'qa' });
    expect((await admin.send(postCalls.remove, { query: { ids: id } })).body.msg).toBe('删除成功');
    expect((await list({ postCode: 'qa', tenantId: '000000' })).body.data.total).toBe(0);
  });

  test('names the missing field with the spec message, in zh and en', async () => {
    expect((await submit({ postCode: 'x1', postName: 'n' })).body.msg).toBe('请选择岗位类型');
    expect((await submit({ category: 1, postName: 'n' })).body.msg).toBe('请输入岗位编号');
    expect((await submit({ category: 1, postCode: 'x1' })).body.msg).toBe('请输入岗位名称');
    expect((await submit({ category: 1, postCode: 'x1' }, admin, 'en')).body.msg).toBe('Please enter the post name');
    expect((await submit({ postCode: 'x1', postName: 'n' }, admin, 'en')).body.msg).toBe(
      'Please choose the post category',
    );
    expect((await submit({ category: 1, postCode: 'x'.repeat(13), postName: 'n' })).body.msg).toBe(
      '岗位编号不能超过12个字符',
    );
    expect((await submit({ category: 1, postCode: 'x1', postName: 'n'.repeat(65) })).body.msg).toBe(
      '岗位名称不能超过64个字符',
    );
  });

  test('refuses a category outside the post_category dictionary', async () => {
    const res = await submit({ category: 5, postCode: 'bad', postName: 'n' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('岗位类型的取值不在字典中');
    expect((await submit({ category: 0, postCode: 'bad', postName: 'n' }, admin, 'en')).body.msg).toBe(
      'Post category must be one of its dictionary’s values',
    );
    expect((await list({ postCode: 'bad' })).body.data.total).toBe(0);
  });

  test('takes its categories from the post_category dictionary as it is now', async () => {
    const parents = await admin.send(dictCalls.dict.parentList, { query: { code: 'post_category' } });
    const parentId = parents.body.data.records[0]!.id as string;
    const entry = { parentId, dictKey: '5', dictValue: '顾问', sort: 5, isSealed: 0 };
    const added = await admin.send(dictCalls.dict.submit, { body: entry });
    expect(added.status).toBe(200);
    const post = await submit({ category: 5, postCode: 'adv', postName: '质量顾问' });
    expect(post.status).toBe(200);
    expect(post.body.data.category).toBe(5);
    // An existing post is checked on update too, once its category leaves the dictionary.
    await admin.send(dictCalls.dict.remove, { query: { ids: added.body.data.id } });
    const again = await submit({ id: post.body.data.id, category: 5 });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('岗位类型的取值不在字典中');
    await admin.send(postCalls.remove, { query: { ids: post.body.data.id } });
  });

  test('refuses a post code already used in the tenant', async () => {
    const res = await submit({ category: 1, postCode: 'ceo', postName: '又一个' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('岗位编号已存在');
    expect((await submit({ category: 1, postCode: 'ceo', postName: 'again' }, admin, 'en')).body.msg).toBe(
      'This post code already exists',
    );
  });

  test('selects the caller tenant posts as id, code, name and category, by sort', async () => {
    const res = await select(admin);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      postCode: 'ceo',
      postName: '首席执行官',
      category: 1,
    });
    expect(res.body.data.map((p: any) => p.postCode).slice(0, 3)).toEqual(['ceo', 'coo', 'cfo']);
  });
});

describe(`post tenancy and permissions on ${databaseKind}`, () => {
  let other: Session;
  let reader: Session;
  let ceoId: string;
  test.beforeAll(async () => {
    ceoId = (await list({ postCode_equal: 'ceo' })).body.data.records[0]!.id as string;
    await createUser(s.db, { tenantId: '200001', account: 'boss', password: 'pw-boss', codes: allCodes });
    other = await signedIn(s, 'boss', 'pw-boss', '200001');
    await createUser(s.db, { tenantId: '000000', account: 'reader', password: 'pw-r', codes: ['post', 'post_view'] });
    reader = await signedIn(s, 'reader', 'pw-r');
  });

  test('keeps another tenant out of tenant 000000 posts', async () => {
    const mine = await list({}, other);
    expect(mine.body.data.total).toBe(0);
    expect(mine.text).not.toContain('首席执行官');
    expect((await other.send(postCalls.detail, { query: { id: ceoId } })).status).toBe(404);
    expect((await submit({ id: ceoId, postName: 'hacked' }, other)).status).toBe(404);
    expect((await other.send(postCalls.remove, { query: { ids: ceoId } })).status).toBe(404);
    const still = await admin.send(postCalls.detail, { query: { id: ceoId } });
    expect(still.body.data).toMatchObject({ postName: '首席执行官', isDeleted: 0 });
    // The same code is free in another tenant.
    expect((await submit({ category: 1, postCode: 'ceo', postName: '总经理' }, other)).body.data.tenantId).toBe(
      '200001',
    );
  });

  test('honours select?tenantId only for the platform administrator', async () => {
    const theirs = await select(other, { tenantId: '000000' });
    expect(theirs.body.data.map((p: any) => p.postName)).toEqual(['总经理']);
    const asAdmin = await select(admin, { tenantId: '200001' });
    expect(asAdmin.body.data.map((p: any) => p.postName)).toEqual(['总经理']);
    // Reader of tenant 000000 holds no special right either: own tenant whatever it asks for.
    expect((await select(reader, { tenantId: '200001' })).body.data.map((p: any) => p.postCode)).toContain('ceo');
  });

  test('refuses calls the caller was not granted with 403', async () => {
    expect((await list({}, reader)).status).toBe(200);
    expect((await submit({ category: 1, postCode: 'r1', postName: 'n' }, reader)).status).toBe(403);
    expect((await submit({ id: ceoId, postName: 'x' }, reader)).status).toBe(403);
    expect((await reader.send(postCalls.remove, { query: { ids: ceoId } })).status).toBe(403);
    await createUser(s.db, { tenantId: '000000', account: 'none', password: 'pw-n', codes: [] });
    const none = await signedIn(s, 'none', 'pw-n');
    expect((await list({}, none)).status).toBe(403);
    expect((await none.send(postCalls.detail, { query: { id: ceoId } })).status).toBe(403);
    // select only needs a signed-in caller: user forms of every role pick posts.
    expect((await select(none)).status).toBe(200);
  });

  test('refuses every post call without a token with 401', async () => {
    for (const [call, sent] of [
      [postCalls.list, {}],
      [postCalls.detail, { query: { id: '1' } }],
      [postCalls.select, {}],
      [postCalls.submit, { body: {} }],
      [postCalls.remove, { query: { ids: '1' }, body: {} }],
    ] as const) {
      const res = await anonymous.send(call, sent);
      expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
  });
});
