import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachCalls, ossCalls, ossConfigCalls, ossEndpointCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personWith, type Session, sendForm, sendRaw, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { s3Credentials, startS3, type TestS3 } from '../../../../test/helpers/s3.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { formatTime } from '../../../platform/time.ts';
import { fileDomain, fileLink as linkOf } from './oss.fixture.ts';

/**
 * The rest of BladeX's OssEndpoint (put-file-by-name, remove-file, remove-files, stat-file, file-link) over HTTP,
 * against the server's own folder (OSS_LOCAL_DIR) and against a real s3rver enabled as the tenant's storage: names
 * stay server-made, only the caller's tenant's files are reached, removing needs attach_delete, and a missing file
 * or a bad name is told in the envelope.
 */
let s: TestServer;
let s3: TestS3;
// The server reads OSS_LOCAL_DIR and OSS_MAX_FILE_SIZE as it starts, so this file starts its own (the kit's `apiTest`
// takes a config, not the environment); its people sign in through the kit.
let admin: Session;
/** Signed in, without any grant: may upload and read, not remove. */
let member: Session;
/** 000000's user holding 附件管理's 删除 (attach_delete). */
let remover: Session;
/** Another tenant's user holding attach_delete. */
let stranger: Session;
const ossDir = mkdtempSync(join(tmpdir(), 'pharma-oss-endpoint-'));
const strangerTenant = '300091';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
const keyOf = /^000000\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]+$/;

beforeAll(async () => {
  s3 = await startS3('pharma-endpoint');
  process.env.OSS_LOCAL_DIR = ossDir;
  process.env.OSS_MAX_FILE_SIZE = '64kb';
  s = await startServer({ captchaEnabled: false });
  delete process.env.OSS_LOCAL_DIR;
  delete process.env.OSS_MAX_FILE_SIZE;
  admin = await signedIn(s);
  member = await personWith(s, []);
  remover = await personWith(s, ['attach', 'attach_delete']);
  stranger = await personWith(s, ['attach', 'attach_delete'], { tenantId: strangerTenant });
}, 180_000);
afterAll(async () => {
  await s?.close();
  await s3?.close();
  rmSync(ossDir, { recursive: true, force: true });
});

interface Upload {
  token?: Session;
  data?: Buffer;
  /** The multipart field fileName (left out when undefined). */
  fileName?: string;
  /** The query parameters (fileName, code). */
  query?: Record<string, string>;
  /** The multipart file's own name (as a browser sends it). */
  filename?: string;
  lang?: 'zh' | 'en';
}

/** put-file-by-name as a client sends it: the fileName field first, then the file. */
async function putByName({ token = admin, data = pdf, fileName, query = {}, filename = 'blob', lang = 'zh' }: Upload) {
  const form = new FormData();
  if (fileName !== undefined) form.append('fileName', fileName);
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const res = await sendForm(s, token, ossEndpointCalls.putFileByName, form, { query, lang });
  return { status: res.status, body: res.body as any };
}

const stat = (fileName: string, token = admin, extra: Record<string, string> = {}, lang: 'zh' | 'en' = 'zh') =>
  token.send(ossEndpointCalls.statFile, { query: { fileName, ...extra }, lang });
const fileLink = (fileName: string, token = admin, extra: Record<string, string> = {}) =>
  token.send(ossEndpointCalls.fileLink, { query: { fileName, ...extra } });
const removeFile = (fileName: string, token = remover, extra: Record<string, string> = {}, lang: 'zh' | 'en' = 'zh') =>
  token.send(ossEndpointCalls.removeFile, { query: { fileName, ...extra }, body: {}, lang });
const removeFiles = (fileNames: string, token = remover, extra: Record<string, string> = {}) =>
  token.send(ossEndpointCalls.removeFiles, { query: { fileNames, ...extra }, body: {} });
/** A form body, as Spring's @RequestParam also reads it. */
const asForm = (
  call: typeof ossEndpointCalls.removeFile | typeof ossEndpointCalls.removeFiles,
  fields: Record<string, string>,
  token = remover,
) =>
  sendRaw(s, token, call, new URLSearchParams(fields).toString(), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const served = (link: string) => fetch(new URL(link, s.url));

/** Stores a file by name and answers its BladeFile. */
async function stored(fileName = 'a.pdf', data = pdf, token: Session = admin, query: Record<string, string> = {}) {
  const res = await putByName({ fileName, data, token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { link: string; domain: string; name: string; originalName: string };
}

/** Each store the calls reach: the server's folder (no config enabled), then s3rver enabled as the tenant's. */
const stores: Array<[string, () => Promise<void>]> = [
  ['the server folder', async () => {}],
  [
    's3rver, the enabled storage',
    async () => {
      const made = await admin.send(ossConfigCalls.submit, {
        body: {
          category: 5,
          ossCode: 'ep-s3',
          endpoint: s3.endpoint,
          bucketName: s3.bucket,
          accessKey: s3Credentials.accessKey,
          secretKey: s3Credentials.secretKey,
        },
      });
      expect(made.status, made.text).toBe(200);
      const enabled = await admin.send(ossConfigCalls.enable, { query: { id: made.body.data.id } });
      expect(enabled.status).toBe(200);
    },
  ],
];

describe.each(stores)(`oss endpoint calls on ${databaseKind}, through %s`, (where, prepare) => {
  const s3Enabled = where.startsWith('s3rver');
  beforeAll(prepare);

  test('put-file-by-name keeps the given name as originalName and extension; the stored name stays server-made', async () => {
    const before = readdirSync(ossDir, { recursive: true }).length;
    const file = await stored('../../etc/报告 2026.pdf');
    expect(file.name).toMatch(keyOf);
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.originalName).toBe('报告 2026.pdf');
    expect(file.link).toBe(s3Enabled ? `${linkOf(file.name)}?oss=ep-s3` : linkOf(file.name));
    expect(file.domain).toBe(s3Enabled ? `${s3.endpoint}/${s3.bucket}` : fileDomain);
    const res = await served(file.link);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    // Through the enabled S3 store nothing lands in the server's folder; without one, the file does.
    expect(existsSync(join(ossDir, file.name))).toBe(!s3Enabled);
    if (s3Enabled) expect(readdirSync(ossDir, { recursive: true }).length).toBe(before);

    // The name may come in the query too; the bytes, not the name, decide an image's extension.
    const photo = (await putByName({ data: png, query: { fileName: 'photo.txt' } })).body.data;
    expect(photo.name).toMatch(/\.png$/);
    expect(photo.originalName).toBe('photo.txt');
    // A page named .png is not an image: stored as a download.
    const page = await stored('cute.png', Buffer.from('<html></html>'));
    expect(page.name).toMatch(/\.bin$/);
    // The same name twice is two files.
    expect((await stored('same.pdf')).name).not.toBe((await stored('same.pdf')).name);
    // A signed-in user without any grant may upload, as with put-file.
    expect((await stored('member.pdf', pdf, member)).name).toMatch(keyOf);
  });

  test('put-file-by-name refuses a missing or blank name, a missing file and a file too large', async () => {
    const missing = await putByName({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, success: false, msg: '请输入文件名(fileName)' });
    expect((await putByName({ fileName: 'a/b/', lang: 'en' })).body.msg).toBe('Please give the file name (fileName)');
    expect((await putByName({ fileName: '\u0001\u0002' })).status).toBe(400);
    const long = await putByName({ fileName: `${'x'.repeat(300)}.pdf` });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('文件名不能超过 255 个字符');
    expect((await putByName({ query: { fileName: `${'x'.repeat(300)}.pdf` } })).body.msg).toBe(
      '文件名不能超过 255 个字符',
    );
    const json = await admin.send(ossEndpointCalls.putFileByName, {
      query: { fileName: 'a.pdf' },
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    expect(json.body.msg).toBe('请选择要上传的文件(字段 file)');
    const big = await putByName({ fileName: 'big.pdf', data: Buffer.alloc(65 * 1024, 1) });
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('上传文件大小不能超过 64kb');
    const empty = await putByName({ fileName: 'empty.pdf', data: Buffer.alloc(0) });
    expect(empty.body.msg).toBe('上传的文件内容为空');
  });

  test('stat-file tells the link, name, size, stored time and content type; file-link the link', async () => {
    const before = formatTime(new Date(Date.now() - 2000), s.config.timeZone);
    const file = await stored('scan.png', png);
    const after = formatTime(new Date(Date.now() + 2000), s.config.timeZone);
    const res = await stat(file.name);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true });
    const info = res.body.data;
    expect(info).toEqual({
      link: file.link,
      name: file.name,
      length: png.length,
      putTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      contentType: 'image/png',
    });
    expect(info.putTime >= before && info.putTime <= after, `${before} <= ${info.putTime} <= ${after}`).toBe(true);
    expect((await stat((await stored('doc.pdf')).name)).body.data.contentType).toBe('application/octet-stream');

    const link = await fileLink(file.name);
    expect(link.body).toMatchObject({ success: true, data: file.link });
    // Any signed-in user of the tenant may read them.
    expect((await stat(file.name, member)).status).toBe(200);
    expect((await fileLink(file.name, member)).body.data).toBe(file.link);
  });

  test('remove-file removes a file of the tenant (query or form body), and needs attach_delete', async () => {
    const file = await stored('gone.pdf');
    const denied = await removeFile(file.name, member);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 403, success: false });
    expect((await served(file.link)).status).toBe(200);

    const removed = await removeFile(file.name);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ code: 200, success: true, data: true, msg: '删除成功' });
    expect((await served(file.link)).status).toBe(404);
    if (!s3Enabled) expect(existsSync(join(ossDir, file.name))).toBe(false);

    // Gone: every call says so, naming the file.
    const again = await removeFile(file.name);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 404, success: false, msg: `文件不存在: ${file.name}` });
    const statGone = await stat(file.name, admin, {}, 'en');
    expect(statGone.status).toBe(404);
    expect(statGone.body.msg).toBe(`No such file: ${file.name}`);
    expect((await fileLink(file.name)).status).toBe(404);

    const byForm = await stored('form.pdf');
    const formRemoved = await asForm(ossEndpointCalls.removeFile, { fileName: byForm.name });
    expect(formRemoved.status, formRemoved.text).toBe(200);
    expect((await served(byForm.link)).status).toBe(404);
  });

  test('remove-file takes the attachment row of the object with it (附件管理 lists no file that is gone)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'attached.pdf');
    const res = await sendForm(s, admin, ossCalls.putFileAttach, form);
    const file = (res.body as { data: { name: string; attachId: string } }).data;
    const listed = async () =>
      (await admin.send(attachCalls.list, { query: { size: 100 } })).body.data.records.map((r) => r.id);
    expect(await listed()).toContain(file.attachId);
    expect((await removeFile(file.name)).status).toBe(200);
    expect(await listed()).not.toContain(file.attachId);
  });

  test('remove-files checks every name first: one missing or foreign name removes nothing', async () => {
    const files = [await stored('1.pdf'), await stored('2.pdf'), await stored('3.pdf')];
    const names = files.map((f) => f.name);
    const ghost = names[0]!.replace(/[0-9a-f]{32}/, '0123456789abcdef0123456789abcdef');

    const withGhost = await removeFiles([...names, ghost].join(','));
    expect(withGhost.status).toBe(404);
    expect(withGhost.body.msg).toBe(`文件不存在: ${ghost}`);
    const theirs = await stored('theirs.pdf', pdf, stranger);
    const withForeign = await removeFiles([...names, theirs.name].join(','));
    expect(withForeign.status).toBe(403);
    expect(withForeign.body.msg).toBe(`文件 ${theirs.name} 属于其他租户, 不能操作`);
    for (const f of files) expect((await served(f.link)).status).toBe(200);
    expect((await served(theirs.link)).status).toBe(200);

    expect((await removeFiles(names.join(','), member)).status).toBe(403);
    // Spaces, blanks and repeats are ignored, as BladeX's comma lists.
    const removed = await removeFiles(` ${names[0]}, ,${names[1]},${names[2]},${names[0]}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ success: true, data: true });
    for (const f of files) expect((await served(f.link)).status).toBe(404);

    const byForm = [await stored('f1.pdf'), await stored('f2.pdf')];
    const formRemoved = await asForm(ossEndpointCalls.removeFiles, { fileNames: byForm.map((f) => f.name).join(',') });
    expect(formRemoved.status, formRemoved.text).toBe(200);
    for (const f of byForm) expect((await served(f.link)).status).toBe(404);
  });

  test("keeps tenants apart: another tenant's name is refused with a message, and the file survives", async () => {
    const mine = await stored('mine.pdf');
    const theirs = await stored('theirs.pdf', pdf, stranger);
    // The other tenant has no storage configured: its file is in the server's folder, under its own id.
    expect(theirs.name.startsWith(`${strangerTenant}/`)).toBe(true);
    expect(theirs.link).toBe(linkOf(theirs.name));

    const refusedRemove = await removeFile(mine.name, stranger);
    expect(refusedRemove.status).toBe(403);
    expect(refusedRemove.body).toMatchObject({
      code: 403,
      success: false,
      msg: `文件 ${mine.name} 属于其他租户, 不能操作`,
    });
    expect((await removeFile(mine.name, stranger, {}, 'en')).body.msg).toBe(
      `The file ${mine.name} belongs to another tenant: it cannot be used here`,
    );
    expect((await served(mine.link)).status).toBe(200);
    expect((await stat(mine.name, stranger)).status).toBe(403);
    expect((await fileLink(mine.name, stranger)).status).toBe(403);
    expect((await removeFiles(mine.name, stranger)).status).toBe(403);
    // Not even the platform administrator reaches another tenant's file through these calls.
    expect((await stat(theirs.name, admin)).status).toBe(403);
    expect((await removeFile(theirs.name, admin)).status).toBe(403);
    expect((await served(theirs.link)).status).toBe(200);
    // Their own calls work on their own file.
    expect((await stat(theirs.name, stranger)).body.data.length).toBe(pdf.length);
    expect((await removeFile(theirs.name, stranger)).status).toBe(200);
    expect((await served(theirs.link)).status).toBe(404);
    expect((await served(mine.link)).status).toBe(200);
  });

  test('refuses bad names and parameters with a message', async () => {
    for (const bad of ['../../etc/passwd', 'abc.png', '000000/2026/abc.png', '/000000/20260101/x.png']) {
      const res = await stat(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.msg, bad).toBe(
        `${bad} 不是已保存文件的名称(应为上传时返回的 name: 租户/日期/32 位随机名.扩展名)`,
      );
      expect((await removeFile(bad)).status, bad).toBe(400);
    }
    const noName = await admin.send(ossEndpointCalls.statFile);
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ code: 400, success: false, msg: '请输入文件名(fileName)' });
    expect((await admin.send(ossEndpointCalls.fileLink, { lang: 'en' })).body.msg).toBe(
      'Please give the file name (fileName)',
    );
    const noRemoveName = await remover.send(ossEndpointCalls.removeFile, { body: {} });
    expect(noRemoveName.status).toBe(400);
    expect(noRemoveName.body.msg).toBe('请输入文件名(fileName)');
    const noNames = await remover.send(ossEndpointCalls.removeFiles, { query: { fileNames: ' , ' } });
    expect(noNames.status).toBe(400);
    expect(noNames.body.msg).toBe('请输入要删除的文件名(fileNames, 以逗号分隔)');
    const many = Array.from({ length: 101 }, (_, i) => `000000/20260101/${i.toString(16).padStart(32, '0')}.pdf`);
    const tooMany = await removeFiles(many.join(','));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe('一次最多删除 100 个文件');
    const wrongBody = await remover.send(ossEndpointCalls.removeFile, { body: [1, 2] });
    expect(wrongBody.status).toBe(400);
    expect(wrongBody.body.success).toBe(false);

    // An unknown storage code.
    const file = await stored('coded.pdf');
    const unknown = await stat(file.name, admin, { code: 'nothing' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('资源编号 nothing 不存在');
  });
});

describe(`oss endpoint calls with ?code= on ${databaseKind}`, () => {
  test('reach the store of the config named, whichever is enabled', async () => {
    // A local-folder config, alongside the enabled S3 one.
    const local = await admin.send(ossConfigCalls.submit, { body: { category: 7, ossCode: 'ep-disk' } });
    expect(local.status, local.text).toBe(200);
    const onDisk = await stored('disk.pdf', pdf, admin, { code: 'ep-disk' });
    expect(existsSync(join(ossDir, onDisk.name))).toBe(true);
    // The enabled S3 store does not hold it; the folder's config does.
    expect((await stat(onDisk.name)).status).toBe(404);
    expect((await stat(onDisk.name, admin, { code: 'ep-disk' })).body.data.name).toBe(onDisk.name);
    expect((await fileLink(onDisk.name, admin, { code: 'ep-disk' })).body.data).toBe(onDisk.link);
    const byCode = await asForm(ossEndpointCalls.removeFile, { fileName: onDisk.name, code: 'ep-disk' });
    expect(byCode.status, byCode.text).toBe(200);
    expect(existsSync(join(ossDir, onDisk.name))).toBe(false);

    const inS3 = await stored('s3.pdf', pdf, admin, { code: 'ep-s3' });
    expect((await stat(inS3.name, admin, { code: 'ep-s3' })).body.data.link).toBe(inS3.link);
    expect((await removeFiles(inS3.name, remover, { code: 'ep-s3' })).status).toBe(200);
    expect((await stat(inS3.name, admin, { code: 'ep-s3' })).status).toBe(404);
  });

  test('name a broken store rather than calling its files missing', async () => {
    const made = await admin.send(ossConfigCalls.submit, {
      body: {
        category: 5,
        ossCode: 'ep-broken',
        endpoint: s3.endpoint,
        bucketName: 'no-such-bucket',
        accessKey: s3Credentials.accessKey,
        secretKey: s3Credentials.secretKey,
      },
    });
    expect(made.status, made.text).toBe(200);
    const name = '000000/20260101/0123456789abcdef0123456789abcdef.pdf';
    const res = await stat(name, admin, { code: 'ep-broken' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('对象存储 ep-broken: 空间 no-such-bucket 不存在');
    expect((await removeFile(name, remover, { code: 'ep-broken' })).body.msg).toBe(
      '对象存储 ep-broken: 空间 no-such-bucket 不存在',
    );
  });
});
