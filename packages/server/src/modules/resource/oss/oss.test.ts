import { attachCalls, type CallDef, ossCalls, ossConfigCalls, profileCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import {
  apiTest,
  pathOf,
  personWith,
  rowsOf,
  type Session,
  sendForm,
  signedIn,
} from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { s3Credentials, startS3, type TestS3 } from '../../../../test/helpers/s3.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { fileLink } from './oss.fixture.ts';

/**
 * 对象存储 and 附件管理 over HTTP, with a real s3rver on loopback as the S3-compatible store: configs (secret sealed,
 * masked, never logged), enable (exactly one per tenant), test connection, uploads through the enabled config, and
 * attachments whose removal removes the object.
 */
let s: TestServer;
let s3: TestS3;
let admin: Session;
let stranger: Session;
let viewer: Session;
const test = apiTest({ captchaEnabled: false, logLevel: 'info' });
const secret = 'S3RVER';
const wrongSecret = 'Wr0ng-Secret-Value-9f2c';
const ossCodes = ['oss', 'oss_add', 'oss_edit', 'oss_delete', 'oss_view', 'oss_enable'];

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s3 = await startS3('pharma-oss');
  s = server;
  admin = platformAdmin;
  stranger = await personWith(server, [...ossCodes, 'attach', 'attach_delete'], { tenantId: '300081' });
  viewer = await personWith(server, ['oss']);
});
afterAll(async () => {
  await s3?.close();
});

const submit = (body: unknown, token = admin, lang: 'zh' | 'en' = 'zh') =>
  token.send(ossConfigCalls.submit, { body: body as Record<string, unknown>, lang });
const detail = (id: string, token = admin) => token.send(ossConfigCalls.detail, { query: { id } });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  token.send(ossConfigCalls.list, { query: { size: 100, ...query } });
const enable = (id: string, token = admin) => token.send(ossConfigCalls.enable, { query: { id } });
const testConnection = (id: string, token = admin, lang: 'zh' | 'en' = 'zh') =>
  token.send(ossConfigCalls.test, { query: { id }, lang });

/** An S3 config pointing at the test's s3rver; answers its id. */
async function s3Config(ossCode: string, over: Record<string, unknown> = {}, token = admin): Promise<string> {
  const res = await submit(
    {
      category: 5,
      ossCode,
      endpoint: s3.endpoint,
      bucketName: s3.bucket,
      accessKey: s3Credentials.accessKey,
      secretKey: secret,
      ...over,
    },
    token,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
}

/** The stored secret_key column of a config, as the database holds it. */
async function storedSecret(id: string): Promise<string | null> {
  const result = await rowsOf<{ secret_key: string | null }>(
    s.db,
    sql`select secret_key from blade_oss where id = ${id}`,
  );
  return result[0]?.secret_key ?? null;
}

/** An upload call with its query (`put-file?kind=avatar`). */
const at = (call: CallDef, query: Record<string, string> = {}) => ({ call, query });
async function upload(target: ReturnType<typeof at>, data = png, filename = 'me.png', who = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const res = await sendForm(s, who, target.call, form, { query: target.query });
  return { status: res.status, body: res.body as any };
}

describe(`object storage configs on ${databaseKind}`, () => {
  test('seals the secret key, masks it in every reply and keeps it when an update sends the mask or nothing', async () => {
    const id = await s3Config('masked');
    const sealed = await storedSecret(id);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secret);

    const shown = await detail(id);
    expect(shown.body.data).toMatchObject({ ossCode: 'masked', secretKey: '******', status: 1, category: 5 });
    const row = (await list({ ossCode: 'masked' })).body.data.records[0];
    expect(row?.secretKey).toBe('******');

    expect((await submit({ id, secretKey: '******', remark: 'a' })).status).toBe(200);
    expect(await storedSecret(id)).toBe(sealed);
    expect((await submit({ id, remark: 'b' })).status).toBe(200);
    expect((await admin.send(ossConfigCalls.update, { body: { id, secretKey: '' } })).status).toBe(200);
    expect(await storedSecret(id)).toBe(sealed);
    // The config still works with the kept secret.
    expect((await testConnection(id)).status).toBe(200);

    const changed = await submit({ id, secretKey: 'another-secret' });
    expect(changed.body.data.secretKey).toBe('******');
    const resealed = await storedSecret(id);
    expect(resealed).not.toBe(sealed);
    expect(resealed).not.toContain('another-secret');

    const saved = await admin.send(ossConfigCalls.save, { body: { category: 7, ossCode: 'saved-local' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.secretKey).toBe('');
  });

  test('refuses a new config that lacks what it needs or sends the mask, in a message, adding nothing', async () => {
    // save drops the id, so a body of an id alone once reached the NOT NULL columns (500).
    const idOnly = await admin.send(ossConfigCalls.save, { body: { id: '1' } });
    expect(idOnly.status).toBe(400);
    expect(idOnly.body).toMatchObject({ code: 400, success: false, msg: '请选择分类' });
    const masked = await admin.send(ossConfigCalls.save, {
      body: { category: 7, ossCode: 'masked-new', secretKey: '******' },
    });
    expect(masked.status).toBe(400);
    expect(masked.body).toMatchObject({ success: false, msg: '请输入secretKey' });
    expect((await list({ ossCode: 'masked-new' })).body.data.total).toBe(0);
  });

  test('refuses a second config with the same code in a tenant, not in another tenant', async () => {
    await s3Config('dup');
    const again = await submit({ category: 1, ossCode: 'dup' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('当前资源编号已存在!');
    expect((await submit({ category: 1, ossCode: 'dup' }, admin, 'en')).body.msg).toBe(
      'This storage code already exists',
    );
    expect((await submit({ category: 9, ossCode: 'bad-kind' })).status).toBe(400);
    await s3Config('dup', {}, stranger);
  });

  test('enables exactly one config of the tenant, and leaves other tenants alone', async () => {
    const theirs = await s3Config('theirs', {}, stranger);
    expect((await enable(theirs, stranger)).status).toBe(200);
    const a = await s3Config('one');
    const b = await s3Config('two');
    for (const id of [a, b, a]) {
      const res = await enable(id);
      expect(res.status).toBe(200);
      const records = (await list()).body.data.records as Array<{ id: string; status: number }>;
      expect(records.filter((r) => r.status === 2).map((r) => r.id)).toEqual([id]);
    }
    // New configs start off whatever the body says; an update cannot switch one on.
    const added = await submit({ category: 7, ossCode: 'sneaky', status: 2 });
    expect(added.body.data.status).toBe(1);
    await submit({ id: added.body.data.id, status: 2 });
    expect((await detail(String(added.body.data.id))).body.data.status).toBe(1);

    const other = (await list({}, stranger)).body.data.records as Array<{ id: string; status: number }>;
    expect(other.filter((r) => r.status === 2).map((r) => r.id)).toEqual([theirs]);
  });

  test('keeps tenants apart and needs the permission codes', async () => {
    const mine = await s3Config('private');
    expect((await detail(mine, stranger)).status).toBe(404);
    expect((await enable(mine, stranger)).status).toBe(404);
    expect((await testConnection(mine, stranger)).status).toBe(404);
    const removed = await stranger.send(ossConfigCalls.remove, { query: { ids: mine } });
    expect(removed.status, removed.text).toBe(404);
    expect(((await list({}, stranger)).body.data.records as Array<{ id: string }>).map((r) => r.id)).not.toContain(
      mine,
    );
    expect((await detail(mine)).status).toBe(200);

    expect((await list({}, viewer)).status).toBe(200);
    expect((await enable(mine, viewer)).status).toBe(403);
    expect((await testConnection(mine, viewer)).status).toBe(403);
    expect((await submit({ category: 7, ossCode: 'v' }, viewer)).status).toBe(403);
    expect((await upload(at(ossCalls.putFileAttach), png, 'a.png', viewer)).status).toBe(403);
  });

  test('tests a connection, naming the store and what is wrong', async () => {
    expect((await testConnection(await s3Config('good'))).body.success).toBe(true);

    // s3rver checks the access key (not the signature), so wrong credentials are a wrong access key here.
    const wrong = await testConnection(await s3Config('wrong-key', { accessKey: 'WRONG', secretKey: wrongSecret }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('对象存储 wrong-key: accessKey 或 secretKey 不正确');
    const noUser = await testConnection(await s3Config('wrong-user', { accessKey: 'NOBODY' }), admin, 'en');
    expect(noUser.body.msg).toBe('Storage wrong-user: the access key or secret key is wrong');

    const missing = await testConnection(await s3Config('no-bucket', { bucketName: 'no-such-bucket' }));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('对象存储 no-bucket: 空间 no-such-bucket 不存在');

    const started = Date.now();
    const down = await testConnection(await s3Config('down', { endpoint: 'http://127.0.0.1:9' }));
    expect(down.status).toBe(400);
    expect(down.body.msg).toBe('对象存储 down: 无法连接 http://127.0.0.1:9');
    expect(Date.now() - started).toBeLessThan(15_000);

    const local = await submit({ category: 7, ossCode: 'folder' });
    expect((await testConnection(String(local.body.data.id))).status).toBe(200);
  });

  test('never writes a secret key to the log', async () => {
    const logged = 'Logged-Secret-7d1e4b';
    const from = s.logs.length;
    const id = await s3Config('logged', { secretKey: logged });
    await submit({ id, secretKey: `${logged}-2` });
    await admin.send(ossConfigCalls.update, { body: { id, secretKey: `${logged}-3` } });
    await testConnection(id);
    await detail(id);
    const log = s.logs.slice(from).join('');
    expect(log).toContain(pathOf(ossConfigCalls.submit));
    expect(log).not.toContain(logged);
  });
});

describe(`uploads through the enabled storage on ${databaseKind}`, () => {
  test('signs in, enables an S3 config on s3rver, uploads an avatar, makes it theirs and the link shows it', async () => {
    const token = await signedIn(s);
    const id = await s3Config('avatars', {}, token);
    expect((await enable(id, token)).status).toBe(200);

    const res = await upload(at(ossCalls.putFile, { kind: 'avatar' }), png, 'me.png', token);
    expect(res.status).toBe(200);
    const file = res.body.data;
    expect(file.name).toMatch(/^000000\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(file.originalName).toBe('me.png');
    expect(file.domain).toBe(`${s3.endpoint}/${s3.bucket}`);
    // A link that never expires: this server's file route, redirecting to a freshly presigned link of the store.
    expect(file.link).toBe(`${fileLink(file.name)}?oss=avatars`);
    const redirect = await fetch(new URL(file.link, s.url), { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const presigned = redirect.headers.get('location') ?? '';
    expect(presigned.startsWith(`${s3.endpoint}/${s3.bucket}/${file.name}?`)).toBe(true);
    expect(presigned).toContain('X-Amz-Expires=');
    const served = await fetch(new URL(file.link, s.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // The avatar becomes theirs (update-info checks it in the S3 store), and the shell's user info shows it.
    const me = (await token.send(profileCalls.info)).body.data;
    const saved = await token.send(profileCalls.updateInfo, {
      body: { realName: me.realName, phone: me.phone || '13800138000', avatar: file.link },
    });
    expect(saved.body).toMatchObject({ success: true });
    expect((await token.send(profileCalls.info)).body.data.avatar).toBe(file.link);
    // Another tenant's code, or a code that is not a config, serves nothing.
    expect((await fetch(new URL(file.link.replace('oss=avatars', 'oss=nothing'), s.url))).status).toBe(404);

    // An HTML page is stored as a download, whatever its name says.
    const page = await upload(at(ossCalls.putFile), Buffer.from('<html></html>'), 'x.png');
    const html = await fetch(new URL(page.body.data.link, s.url));
    expect(html.headers.get('content-disposition')).toMatch(/^attachment/);

    // `code` picks another config: the local folder.
    await submit({ category: 7, ossCode: 'disk' });
    const local = await upload(at(ossCalls.putFile, { code: 'disk' }));
    expect(local.body.data.link).toMatch(/^\/api\/blade-resource\/oss\/file\/000000\//);
    expect((await fetch(new URL(local.body.data.link, s.url))).status).toBe(200);
    const unknown = await upload(at(ossCalls.putFile, { code: 'nothing' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('资源编号 nothing 不存在');

    // A broken enabled config fails with a clear message, not a hang.
    expect((await enable(await s3Config('broken', { bucketName: 'gone-bucket' }), token)).status).toBe(200);
    const broken = await upload(at(ossCalls.putFile));
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toBe('对象存储 broken: 空间 gone-bucket 不存在');
  });

  test('records an attachment for put-file-attach, and removing it removes the object', async () => {
    expect((await enable(await s3Config('attachments'))).status).toBe(200);
    const res = await upload(at(ossCalls.putFileAttach), png, '报告.png');
    expect(res.status).toBe(200);
    const file = res.body.data;
    expect(file.attachId).toMatch(/^\d+$/);
    expect((await fetch(new URL(file.link, s.url))).status).toBe(200);

    const shown = await admin.send(attachCalls.detail, { query: { id: file.attachId } });
    expect(shown.body.data).toMatchObject({
      name: file.name,
      originalName: '报告.png',
      extension: 'png',
      attachSize: png.length,
      contentType: 'image/png',
      domainUrl: file.domain,
      domain: file.domain,
      ossCode: 'attachments',
    });
    const listed = await admin.send(attachCalls.list, { query: { originalName: '报告' } });
    expect(listed.body.data.records.map((r) => r.id)).toContain(file.attachId);
    // Another tenant sees nothing of it.
    const theirs = await stranger.send(attachCalls.detail, { query: { id: file.attachId } });
    expect(theirs.status).toBe(404);
    const notTheirs = await stranger.send(attachCalls.remove, { query: { ids: file.attachId } });
    expect(notTheirs.status, notTheirs.text).toBe(404);
    expect((await fetch(new URL(file.link, s.url))).status).toBe(200);

    const removed = await admin.send(attachCalls.remove, { query: { ids: file.attachId } });
    expect(removed.body.data).toBe(1);
    expect((await fetch(new URL(file.link, s.url))).status).toBe(404);

    // Local attachments too.
    await submit({ category: 7, ossCode: 'attach-disk' });
    const diskId = String((await list({ ossCode: 'attach-disk' })).body.data.records[0]?.id);
    await enable(diskId);
    const onDisk = (await upload(at(ossCalls.putFileAttach))).body.data;
    expect((await fetch(new URL(onDisk.link, s.url))).status).toBe(200);
    await admin.send(attachCalls.remove, { query: { ids: onDisk.attachId } });
    expect((await fetch(new URL(onDisk.link, s.url))).status).toBe(404);
  });
});
