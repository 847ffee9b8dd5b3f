import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';

/** 通知公告 (blade-desk/notice): what the notice adds to the CRUD kit: sanitised content, the category's label. */
let s: TestServer;
let admin: string;
let stranger: string;
const api = '/api/blade-desk/notice';

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
  await createUser(s.db, {
    tenantId: '200095',
    account: 'nt-other',
    password: 'pw-n',
    codes: ['notice', 'notice_add', 'notice_view'],
  });
  stranger = (await s.login('nt-other', 'pw-n', '200095')).access_token;
}, 180_000);
afterAll(async () => s?.close());

const submit = (body: Record<string, unknown>, token = admin, lang: 'zh' | 'en' = 'zh') =>
  s.call('POST', `${api}/submit`, { token, body, lang });

describe(`notices on ${databaseKind}`, () => {
  it("keeps images of the console and of the tenant's object stores, and drops those of any other host", async () => {
    const store = await s.call('POST', '/api/blade-resource/oss/submit', {
      token: admin,
      body: { category: 5, ossCode: 'notice-pictures', endpoint: 'http://127.0.0.1:9000', bucketName: 'pictures' },
    });
    expect(store.body.success, store.text).toBe(true);
    const images = [
      '<img src="/api/blade-resource/oss/file/000000/20261126/a.png">',
      '<img src="http://127.0.0.1:9000/pictures/b.png">',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="https://tracker.example/pixel.gif?who=me">',
      '<img src="//tracker.example/pixel.gif">',
      '<img src="http://127.0.0.1:9001/other/c.png">',
    ];
    const content = `<p>${images.join('')}</p>`;
    const saved = await submit({ title: '图片', category: 1, releaseTime: '2026-11-26 09:00:00', content });
    expect(saved.body.success, saved.text).toBe(true);
    const detail = await s.call('GET', `${api}/detail`, { token: admin, query: { id: saved.body.data.id } });
    const kept = [...(detail.body.data.content as string).matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]);
    expect(kept).toEqual([
      '/api/blade-resource/oss/file/000000/20261126/a.png',
      'http://127.0.0.1:9000/pictures/b.png',
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
  });

  it('keeps the formatting of the content and drops what runs: scripts, event handlers, javascript: links', async () => {
    const saved = await submit({
      title: '药品召回通知',
      category: 1,
      releaseTime: '2026-11-26 09:00:00',
      content:
        '<p style="text-align:center" onclick="steal()">请<strong>立即</strong>下架批号 <span style="color:#ff0000">B2611</span></p>' +
        '<script>fetch("/api/blade-auth/oauth/token")</script>' +
        '<a href="javascript:alert(1)">看这里</a> <a href="https://example.com/recall" target="_blank">公告原文</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    });
    expect(saved.body.success, saved.text).toBe(true);
    const detail = await s.call('GET', `${api}/detail`, { token: admin, query: { id: saved.body.data.id } });
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

  it('names the category in the caller’s language and refuses one the dictionary does not know', async () => {
    await submit({ title: '事务', category: 6, releaseTime: '2026-11-26 08:00:00', content: '<p>x</p>' });
    const list = await s.call('GET', `${api}/list`, { token: admin, query: { category: 6 }, lang: 'en' });
    expect(list.body.data.records.length).toBeGreaterThan(0);
    expect(list.body.data.records.every((r: { categoryName: string }) => r.categoryName === 'General affairs')).toBe(
      true,
    );
    const unknown = await submit({ title: 't', category: 9, releaseTime: '2026-11-26 09:00:00', content: '<p>x</p>' });
    expect(unknown.status).toBe(400);
    const empty = await submit({});
    expect(empty.body.msg).toContain('请输入通知标题');
  });

  it('keeps each tenant’s notices to itself', async () => {
    const mine = await submit(
      { title: '本租户公告', category: 6, releaseTime: '2026-11-26 10:00:00', content: '<p>仅本租户</p>' },
      stranger,
    );
    expect(mine.body.success).toBe(true);
    const theirs = await s.call('GET', `${api}/list`, { token: stranger });
    expect(theirs.body.data.records.map((r: { title: string }) => r.title)).toEqual(['本租户公告']);
    const platform = await s.call('GET', `${api}/list`, { token: admin, query: { title: '本租户公告' } });
    expect(platform.body.data.total).toBe(0);
  });
});

describe(`the notice inbox on ${databaseKind}`, () => {
  const inbox = (token: string) => s.call('GET', `${api}/inbox`, { token, query: { size: 50 } });
  const at = (days: number) => {
    const d = new Date(Date.now() + days * 86_400_000);
    // yyyy-MM-dd HH:mm:ss in Asia/Shanghai, the configured zone.
    return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  };

  it('lists what is released by now, newest first, unread until each reader marks it, and no notice of tomorrow', async () => {
    await createUser(s.db, { tenantId: '200096', account: 'in-a', password: 'pw-a', codes: [] });
    await createUser(s.db, { tenantId: '200096', account: 'in-b', password: 'pw-b', codes: ['notice', 'notice_add'] });
    const a = (await s.login('in-a', 'pw-a', '200096')).access_token;
    const b = (await s.login('in-b', 'pw-b', '200096')).access_token;
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

    expect((await s.call('POST', `${api}/read`, { token: a, query: { ids: older } })).body.success).toBe(true);
    const after = (await inbox(a)).body.data;
    expect(after.unread).toBe(1);
    expect(after.records.find((r: { id: string }) => r.id === older).read).toBe(true);
    // Each reader has their own marks.
    expect((await inbox(b)).body.data.unread).toBe(2);

    await s.call('POST', `${api}/read-all`, { token: a });
    expect((await inbox(a)).body.data.unread).toBe(0);
    // Marking twice, or a notice of another tenant, changes nothing.
    expect((await s.call('POST', `${api}/read-all`, { token: a })).body.success).toBe(true);
    const platformNotice = (await submit({ title: '平台', category: 1, releaseTime: at(-1), content: '<p>p</p>' })).body
      .data.id;
    expect((await s.call('POST', `${api}/read`, { token: a, query: { ids: platformNotice } })).body.success).toBe(true);
    expect((await inbox(a)).body.data.records.map((r: { id: string }) => r.id)).not.toContain(platformNotice);
  });

  it('needs a signed-in caller and refuses bad ids with a message', async () => {
    expect((await s.call('GET', `${api}/inbox`)).status).toBe(401);
    const bad = await s.call('POST', `${api}/read`, { token: admin, query: { ids: 'x' } });
    expect(bad.body).toMatchObject({ success: false, msg: 'ids 必须是逗号分隔的编号' });
  });
});
