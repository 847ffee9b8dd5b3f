import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Saber4Session, saber4SignIn } from '../helpers/saber4.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The commercial Saber 4 console's calls that issue 35's "new team" items touch, sent as its api files send them,
 * with what its views read: 接口日志 (src/api/logs.js getApiList; views/monitor/log/api.vue shows `title` as 日志名,
 * a short Chinese name now, not the OpenAPI summary) and 附件管理 (src/api/resource/attach.js getList;
 * views/resource/attach.vue reads name, originalName, extension, attachSize).
 */
let s: TestServer;
let saber: Saber4Session;

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, apiLogFlushMs: 50 });
  saber = await saber4SignIn(s);
}, 300_000);
afterAll(async () => s?.close());

/** The API log is written off the request path: wait until the call is there. */
async function logged(uri: string): Promise<void> {
  await expect
    .poll(async () => {
      const { rows } = (await s.db.execute(
        sql`select count(*)::int as n from blade_log_api where request_uri = ${uri}`,
      )) as unknown as { rows: Array<{ n: number }> };
      return rows[0]!.n;
    })
    .toBeGreaterThan(0);
}

describe('Saber 4 replay: 接口日志 and 附件管理', () => {
  it('getApiList: 日志名 is the call’s short name in the console’s language', async () => {
    const params = await saber.send('GET', '/blade-system/param/list', { params: { current: 1, size: 10 } });
    expect(params.status).toBe(200);
    await logged('/api/blade-system/param/list');
    const res = await saber.send('GET', '/blade-log/api/list', { params: { current: 1, size: 50 } });
    expect(res.status).toBe(200);
    const row = res.body.data.records.find(
      (r: { requestUri: string }) => r.requestUri === '/api/blade-system/param/list',
    );
    expect(row).toMatchObject({ title: '参数管理·列表', method: 'GET', serviceId: expect.any(String) });
    for (const key of ['serverHost', 'serverIp', 'env', 'requestUri', 'createTime', 'userAgent', 'params'])
      expect(row, key).toHaveProperty(key);
  });

  it('getList of attachments: the fields 附件管理 reads, the file’s own name and its size in bytes', async () => {
    const upload = await saber.send('POST', '/blade-resource/oss/endpoint/put-file-attach', {
      file: { bytes: Buffer.from('hello, attachments'), name: '说明.txt' },
    });
    expect(upload.status, upload.text).toBe(200);
    const res = await saber.send('GET', '/blade-resource/attach/list', { params: { current: 1, size: 10 } });
    expect(res.status).toBe(200);
    const row = res.body.data.records.find((r: { originalName: string }) => r.originalName === '说明.txt');
    expect(row).toMatchObject({
      extension: 'txt',
      attachSize: 18,
      link: expect.any(String),
      domainUrl: expect.anything(),
    });
    expect(row.name).toMatch(/\.txt$/);
  });
});
