import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ossCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personWith, type Session, sendForm, sessionOf, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { fileDomain, fileLink } from './oss.fixture.ts';

/**
 * POST blade-resource/oss/endpoint/put-file and the stored files behind its links, on a server that keeps the
 * files on the local disk (OSS_LOCAL_DIR) and accepts files of at most 600kb (OSS_MAX_FILE_SIZE).
 */
let s: TestServer;
// The server reads OSS_LOCAL_DIR and OSS_MAX_FILE_SIZE as it starts, so this file starts its own (the kit's `apiTest`
// takes a config, not the environment); its people sign in through the kit.
let admin: Session;
let stranger: Session;
let nobody: Session;
const ossDir = mkdtempSync(join(tmpdir(), 'pharma-oss-test-'));

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF'), Buffer.alloc(64)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

interface Upload {
  token?: Session;
  data?: Buffer;
  filename?: string;
  kind?: string;
  lang?: 'zh' | 'en';
  field?: string;
}

/** A multipart upload as the browser sends it. */
async function upload({ token = admin, data = png, filename = 'a.png', kind, lang = 'zh', field = 'file' }: Upload) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), filename);
  const res = await sendForm(s, token, ossCalls.putFile, form, { query: kind ? { kind } : {}, lang });
  return { status: res.status, body: res.body as any };
}

const fetchLink = (link: string) => fetch(new URL(link, s.url));

beforeAll(async () => {
  process.env.OSS_LOCAL_DIR = ossDir;
  process.env.OSS_MAX_FILE_SIZE = '600kb';
  s = await startServer({ captchaEnabled: false });
  delete process.env.OSS_LOCAL_DIR;
  delete process.env.OSS_MAX_FILE_SIZE;
  admin = await signedIn(s);
  stranger = await personWith(s, [], { tenantId: '200071' });
  nobody = sessionOf(s, '');
}, 180_000);
afterAll(async () => {
  await s?.close();
  rmSync(ossDir, { recursive: true, force: true });
});

describe(`put-file on ${databaseKind}`, () => {
  test('stores a png under the tenant and day with a random name, and serves it back as an image', async () => {
    const res = await upload({ filename: 'me.png' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const file = res.body.data;
    expect(file).toEqual({
      link: fileLink(file.name),
      domain: fileDomain,
      name: expect.stringMatching(/^000000\/\d{8}\/[0-9a-f]{32}\.png$/),
      originalName: 'me.png',
    });
    expect(readFileSync(join(ossDir, file.name)).equals(png)).toBe(true);

    const served = await fetchLink(file.link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    // Two uploads of the same file never share a name.
    expect((await upload({ filename: 'me.png' })).body.data.name).not.toBe(file.name);
  });

  test('decides the type from the bytes: a jpg named .txt is a jpg; html named .png is a download', async () => {
    const photo = (await upload({ data: jpg, filename: 'photo.txt' })).body.data;
    expect(photo.name).toMatch(/\.jpg$/);
    expect((await fetchLink(photo.link)).headers.get('content-type')).toBe('image/jpeg');

    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = (await upload({ data: page, filename: 'cute.png' })).body.data;
    expect(fake.name).toMatch(/\.bin$/);
    const served = await fetchLink(fake.link);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  test('accepts other types as downloads, and never uses the client file name for the path', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');
    const res = await upload({ data: pdf, filename: '../../../etc/报告 2026.pdf' });
    expect(res.status).toBe(200);
    expect(res.body.data.originalName).toBe('报告 2026.pdf');
    expect(res.body.data.name).toMatch(/^000000\/\d{8}\/[0-9a-f]{32}\.pdf$/);
    expect(existsSync(join(ossDir, res.body.data.name))).toBe(true);
    const served = await fetchLink(res.body.data.link);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  test('refuses a file above the configured size, a missing file and an empty one, in the caller’s language', async () => {
    const big = await upload({ data: padded(png, 601 * 1024) });
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('上传文件大小不能超过 600kb');
    expect((await upload({ data: padded(png, 601 * 1024), lang: 'en' })).body.msg).toBe(
      'The file must be at most 600kb',
    );
    expect((await upload({ data: padded(png, 600 * 1024) })).status).toBe(200);

    const wrongField = await upload({ field: 'avatar' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.msg).toBe('请选择要上传的文件(字段 file)');
    const json = await admin.send(ossCalls.putFile, { body: { file: 'x' }, lang: 'en' });
    expect(json.status).toBe(400);
    expect(json.body.msg).toBe('Please choose a file to upload (field "file")');
    const empty = await upload({ data: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('上传的文件内容为空');
  });

  test('needs a signed-in caller', async () => {
    const res = await upload({ token: nobody });
    expect(res.status).toBe(401);
  });

  test('kind=avatar takes only a jpg or png, by its bytes, of at most 500kb', async () => {
    expect((await upload({ kind: 'avatar', data: png })).status).toBe(200);
    expect((await upload({ kind: 'avatar', data: jpg, filename: 'me.jpg' })).status).toBe(200);
    expect((await upload({ kind: 'avatar', data: padded(png, 500 * 1024) })).status).toBe(200);

    const animated = await upload({ kind: 'avatar', data: gif, filename: 'me.gif' });
    expect(animated.status).toBe(400);
    expect(animated.body.msg).toBe('上传头像图片只能是 JPG/PNG 格式!');
    // A GIF renamed .png is still a GIF.
    expect((await upload({ kind: 'avatar', data: gif, filename: 'me.png', lang: 'en' })).body.msg).toBe(
      'The avatar must be a JPG or PNG image',
    );
    const large = await upload({ kind: 'avatar', data: padded(png, 500 * 1024 + 1) });
    expect(large.status).toBe(400);
    expect(large.body.msg).toBe('上传头像图片大小不能超过 500kb!');
    // Larger than any upload: still the avatar's own message.
    expect((await upload({ kind: 'avatar', data: padded(png, 700 * 1024), lang: 'en' })).body.msg).toBe(
      'The avatar must be at most 500 kb',
    );
    expect((await upload({ kind: 'banner' })).body.msg).toBe('上传类型只能是 avatar');
  });

  test('keeps tenants apart: files sit under the uploader’s tenant, and guessed or forged links find nothing', async () => {
    const mine = (await upload({ token: stranger })).body.data;
    expect(mine.name).toMatch(/^200071\//);
    const admins = (await upload({})).body.data;
    // Guessing another file of tenant 000000 (same day, another random name) finds nothing.
    const guessed = admins.link.replace(/[0-9a-f]{32}/, '0123456789abcdef0123456789abcdef');
    expect((await fetchLink(guessed)).status).toBe(404);
    // The same random name under another tenant is another file: nothing.
    expect((await fetchLink(admins.link.replace('/000000/', '/200071/'))).status).toBe(404);
    for (const forged of [
      `${fileDomain}/000000/20260101/..%2F..%2Ftoken-secret`,
      `${fileDomain}/..%2F..%2F/x/y.png`,
      `${fileDomain}/000000/2026/abc.png`,
      fileLink(admins.name.replace('.png', '.PNG')),
    ]) {
      const res = await fetchLink(forged);
      expect(res.status, forged).toBe(404);
    }
  });
});
