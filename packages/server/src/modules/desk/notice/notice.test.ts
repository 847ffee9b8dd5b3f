import { authCalls, noticeCalls, ossCalls, ossConfigCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, personWith, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';

/** 通知公告 (blade-desk/notice): what the notice adds to the CRUD kit: sanitised content, the category's label. */
const test = apiTest({ captchaEnabled: false });
let admin: Session;
let stranger: Session;

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  admin = platformAdmin;
  stranger = await personWith(server, ['notice', 'notice_add', 'notice_view'], { tenantId: '200095' });
});

const submit = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(noticeCalls.submit, { body, lang });
/** A stored file's address, as the rich text of a notice links it. */
const storedFile = pathOf(ossCalls.storedFile, { tenantId: '000000', day: '20261126', name: 'a.png' });

describe(`notices on ${databaseKind}`, () => {
  test("keeps images of the console and of the tenant's object stores, and drops those of any other host", async () => {
    const store = await admin.send(ossConfigCalls.submit, {
      body: { category: 5, ossCode: 'notice-pictures', endpoint: 'http://127.0.0.1:9000', bucketName: 'pictures' },
    });
    expect(store.body.success, store.text).toBe(true);
    const images = [
      `<img src="${storedFile}">`,
      '<img src="http://127.0.0.1:9000/pictures/b.png">',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="https://tracker.example/pixel.gif?who=me">',
      '<img src="//tracker.example/pixel.gif">',
      '<img src="http://127.0.0.1:9001/other/c.png">',
    ];
    const content = `<p>${images.join('')}</p>`;
    const saved = await submit({ title: '图片', category: 1, releaseTime: '2026-11-26 09:00:00', content });
    expect(saved.body.success, saved.text).toBe(true);
    const detail = await admin.send(noticeCalls.detail, { query: { id: saved.body.data.id } });
    const kept = [...(detail.body.data.content as string).matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]);
    expect(kept).toEqual([storedFile, 'http://127.0.0.1:9000/pictures/b.png', 'data:image/png;base64,iVBORw0KGgo=']);
  });

  test('keeps the formatting of the content and drops what runs: scripts, event handlers, javascript: links', async () => {
    const saved = await submit({
      title: '药品召回通知',
      category: 1,
      releaseTime: '2026-11-26 09:00:00',
      content:
        '<p style="text-align:center" onclick="steal()">请<strong>立即</strong>下架批号 <span style="color:#ff0000">B2611</span></p>' +
        `<script>fetch("${pathOf(authCalls.token)}")</script>` +
        '<a href="javascript:alert(1)">看这里</a> <a href="https://example.com/recall" target="_blank">公告原文</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    });
    expect(saved.body.success, saved.text).toBe(true);
    const detail = await admin.send(noticeCalls.detail, { query: { id: saved.body.data.id } });
    const content = detail.body.data.content as string;
    expect(content).toContain('<p style="text-align:center">请<strong>立即</strong>下架批号');
    expect(content).toContain('<span style="color:#ff0000">B2611</span>');
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe|steal/i);
    expect(content).toContain('<a>看这里</a>');
    expect(content).toContain(
      '<a href="https://example.com/recall" target="_blank" rel="noopener noreferrer">公告原文</a>',
    );
    expect(detail.body.data).toMatchObject({
      title: '药品召回通知',
      category: 1,
      categoryName: '发布通知',
      releaseTime: '2026-11-26 09:00:00',
    });
    const badTime = await submit({ title: 't', category: 1, releaseTime: '明天', content: '<p>x</p>' });
    expect(badTime.body).toMatchObject({ success: false });
    expect(badTime.body.msg).toContain('通知时间');
  });

  test('names the category in the caller’s language and refuses one the dictionary does not know', async () => {
    await submit({ title: '事务', category: 6, releaseTime: '2026-11-26 08:00:00', content: '<p>x</p>' });
    const list = await admin.send(noticeCalls.list, { query: { category: 6 }, lang: 'en' });
    expect(list.body.data.records.length).toBeGreaterThan(0);
    expect(list.body.data.records.every((r) => r.categoryName === 'General affairs')).toBe(true);
    const unknown = await submit({ title: 't', category: 9, releaseTime: '2026-11-26 09:00:00', content: '<p>x</p>' });
    expect(unknown.status).toBe(400);
    const empty = await submit({});
    expect(empty.body.msg).toContain('请输入通知标题');
  });

  test('keeps each tenant’s notices to itself', async () => {
    const mine = await submit(
      { title: '本租户公告', category: 6, releaseTime: '2026-11-26 10:00:00', content: '<p>仅本租户</p>' },
      stranger,
    );
    expect(mine.body.success).toBe(true);
    const theirs = await stranger.send(noticeCalls.list);
    expect(theirs.body.data.records.map((r) => r.title)).toEqual(['本租户公告']);
    const platform = await admin.send(noticeCalls.list, { query: { title: '本租户公告' } });
    expect(platform.body.data.total).toBe(0);
  });
});

describe(`the notice inbox on ${databaseKind}`, () => {
  const inbox = (who: Session) => who.send(noticeCalls.inbox, { query: { size: 50 } });
  const at = (days: number) => {
    const d = new Date(Date.now() + days * 86_400_000);
    // yyyy-MM-dd HH:mm:ss in Asia/Shanghai, the configured zone.
    return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  };

  test('lists what is released by now, newest first, unread until each reader marks it, and no notice of tomorrow', async ({
    server,
  }) => {
    const a = await personWith(server, [], { tenantId: '200096' });
    const b = await personWith(server, ['notice', 'notice_add'], { tenantId: '200096' });
    const post = async (title: string, days: number) =>
      (await submit({ title, category: 1, releaseTime: at(days), content: `<p>${title}</p>` }, b)).body.data
        .id as string;
    const older = await post('上周的通知', -7);
    const today = await post('今天的通知', 0);
    await post('明天的通知', 1);

    const first = (await inbox(a)).body.data;
    expect(first.records.map((r: { title: string }) => r.title)).toEqual(['今天的通知', '上周的通知']);
    expect(first).toMatchObject({ total: 2, unread: 2 });
    expect(first.records[0]).toMatchObject({ id: today, categoryName: '发布通知', read: false });

    expect((await a.send(noticeCalls.read, { query: { ids: older } })).body.success).toBe(true);
    const after = (await inbox(a)).body.data;
    expect(after.unread).toBe(1);
    expect(after.records.find((r) => r.id === older)?.read).toBe(true);
    // Each reader has their own marks.
    expect((await inbox(b)).body.data.unread).toBe(2);

    await a.send(noticeCalls.readAll);
    expect((await inbox(a)).body.data.unread).toBe(0);
    // Marking twice, or a notice of another tenant, changes nothing.
    expect((await a.send(noticeCalls.readAll)).body.success).toBe(true);
    const platformNotice = (await submit({ title: '平台', category: 1, releaseTime: at(-1), content: '<p>p</p>' })).body
      .data.id;
    expect((await a.send(noticeCalls.read, { query: { ids: platformNotice } })).body.success).toBe(true);
    expect((await inbox(a)).body.data.records.map((r: { id: string }) => r.id)).not.toContain(platformNotice);
  });

  test('needs a signed-in caller and refuses bad ids with a message', async ({ anonymous }) => {
    expect((await anonymous.send(noticeCalls.inbox)).status).toBe(401);
    const bad = await admin.send(noticeCalls.read, { query: { ids: 'x' } });
    expect(bad.body).toMatchObject({ success: false, msg: 'ids 必须是逗号分隔的编号' });
  });
});
