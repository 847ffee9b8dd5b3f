import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dictCalls, salesExcelCalls, userExcelCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../test/helpers/database.ts';
import { modules } from '../../../test/helpers/modules.ts';
import { startServer, type TestServer } from '../../../test/helpers/server.ts';
import { longString, manyStrings } from '../../../test/helpers/zip-bombs.ts';

/**
 * The bombs over HTTP on every path that unpacks an xlsx: 用户导入 (blade-user/import-user) and 导入 by
 * module number (sales-mobile excel/import?moduleNo=101, whose background job reads through the same checked
 * reader). Each is refused with its reason in the caller's language while the server goes on answering: a request
 * sent alongside answers, and the event loop (the server runs in this process) is never held for long.
 */
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false }, modules);
  admin = (await s.login()).access_token;
}, 180_000);
afterAll(async () => s?.close());

async function post(path: string, file: Buffer, lang = 'zh') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bomb.xlsx');
  const res = await fetch(new URL(path, s.url), {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${admin}`, 'accept-language': lang },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; success: boolean; msg: string; data: any } };
}

/** The bomb's answer, with how long it took, what the server's memory grew by, and a request made meanwhile. */
async function whileRefusing(path: string, file: Buffer, lang = 'zh') {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const bomb = post(path, file, lang).then((reply) => ({ reply, ms: performance.now() - started }));
  const other = s
    .call('GET', pathOf(dictCalls.dict.dictionary), { token: admin, query: { code: 'sex' } })
    .then((reply) => ({ reply, ms: performance.now() - started }));
  const [refused, answered] = await Promise.all([bomb, other]);
  delay.disable();
  return {
    ...refused,
    other: answered,
    rssMb: (process.memoryUsage().rss - rss) / 2 ** 20,
    longestStallMs: delay.max / 1e6,
  };
}

describe(`xlsx bombs over HTTP on ${databaseKind}`, () => {
  it('用户导入 refuses 60 million shared strings (2.4 MB) in seconds, answering another request meanwhile', async () => {
    const result = await whileRefusing(pathOf(userExcelCalls.importUsers), manyStrings(60_000_000));
    expect(result.reply.status).toBe(400);
    expect(result.reply.body).toMatchObject({
      code: 400,
      success: false,
      msg: '导入文件的文本超过1000000条,请拆分文件后再导入',
    });
    expect(result.ms).toBeLessThan(15_000);
    expect(result.other.reply.status).toBe(200);
    expect(result.other.ms).toBeLessThan(5_000);
    expect(result.longestStallMs).toBeLessThan(1_000);
    expect(result.rssMb).toBeLessThan(300);
    console.info(
      `import-user, 60M strings: refused in ${result.ms.toFixed(0)} ms, RSS +${result.rssMb.toFixed(0)} MB, ` +
        `longest event-loop stall ${result.longestStallMs.toFixed(0)} ms, a request alongside in ${result.other.ms.toFixed(0)} ms`,
    );
    const en = await post(pathOf(userExcelCalls.importUsers), longString(400_000_000), 'en');
    expect(en.body).toMatchObject({ code: 400, msg: 'A cell of the file holds more than 32767 characters' });
  }, 60_000);

  it('导入 by module number (101) records the bomb as refused, with the reason, in seconds', async () => {
    const result = await whileRefusing(`${pathOf(salesExcelCalls.importFile)}?moduleNo=101`, manyStrings(60_000_000));
    expect(result.reply.status).toBe(200);
    expect(result.reply.body.data).toMatchObject({
      status: 4,
      totalCount: 0,
      errorMsg: '导入文件的文本超过1000000条,请拆分文件后再导入',
    });
    expect(result.ms).toBeLessThan(15_000);
    expect(result.other.reply.status).toBe(200);
    expect(result.other.ms).toBeLessThan(5_000);
    expect(result.longestStallMs).toBeLessThan(1_000);
    console.info(
      `sales import, 60M strings: refused in ${result.ms.toFixed(0)} ms, RSS +${result.rssMb.toFixed(0)} MB, ` +
        `longest event-loop stall ${result.longestStallMs.toFixed(0)} ms`,
    );
    const long = await post(`${pathOf(salesExcelCalls.importFile)}?moduleNo=101`, longString(400_000_000), 'en');
    expect(long.body.data).toMatchObject({
      status: 4,
      errorMsg: 'A cell of the file holds more than 32767 characters',
    });
  }, 60_000);
});
