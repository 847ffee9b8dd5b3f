import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLines } from '../../../../test/helpers/audit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * What 参数管理 leaves in the audit trail (通用日志): the setting added, changed or removed by name and key (never
 * its value); nothing for a refused call.
 */
let s: TestServer;
let admin: string;
const api = '/api/blade-system/param';
const otherTenant = '300455';

const lines = (event: string, token = admin) => auditLines(s, token, event);

const submit = (body: Record<string, unknown>, token = admin, lang: 'zh' | 'en' = 'zh') =>
  s.call('POST', `${api}/submit`, { token, body, lang });

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
});
afterAll(async () => s?.close());

describe(`the audit trail of settings on ${databaseKind}`, () => {
  it('notes an added and a changed setting by name and key, not its value; a taken key leaves nothing', async () => {
    const added = await submit({ paramName: '短信签名', paramKey: 'sms.sign', paramValue: 'secret-sign-value' });
    expect(added.body.success).toBe(true);
    const [line] = await lines('param.save');
    expect(line).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      tenantId: '000000',
      logData: '新增了参数 短信签名(sms.sign)',
    });
    expect(JSON.stringify(line)).not.toContain('secret-sign-value');
    const changed = await submit({ id: added.body.data.id, paramValue: 'another' }, admin, 'en');
    expect(changed.body.success).toBe(true);
    expect((await lines('param.save'))[0]!.logData).toBe('Changed the setting 短信签名 (sms.sign)');
    // Refused by the unique key (after the hook ran: its line goes with the write) and by validation.
    const taken = await submit({ paramName: '又一个', paramKey: 'sms.sign', paramValue: '1' });
    expect(taken.body.msg).toBe('参数键名已存在,请换一个');
    const blank = await submit({ paramKey: 'k.blank', paramValue: '1' });
    expect(blank.status).toBe(400);
    expect(await lines('param.save')).toHaveLength(2);
  });

  it('notes a remove naming the settings; a remove of an unknown id leaves nothing', async () => {
    const a = (await submit({ paramName: '待删甲', paramKey: 'gone.a', paramValue: '1' })).body.data.id as string;
    const b = (await submit({ paramName: '待删乙', paramKey: 'gone.b', paramValue: '2' })).body.data.id as string;
    const removed = await s.call('POST', `${api}/remove`, { token: admin, query: { ids: `${a},${b}` } });
    expect(removed.body.success).toBe(true);
    const [line] = await lines('param.remove');
    expect(line).toMatchObject({ logLevel: 'info', createBy: 'admin' });
    expect(line!.logData).toMatch(/^删除了参数 /);
    expect(line!.logData).toContain('待删甲(gone.a)');
    expect(line!.logData).toContain('待删乙(gone.b)');
    const missing = await s.call('POST', `${api}/remove`, { token: admin, query: { ids: `${a},123` } });
    expect(missing.status).toBe(404);
    expect(await lines('param.remove')).toHaveLength(1);
  });

  it("shows a tenant's administrator their own tenant's setting lines only", async () => {
    await createUser(s.db, {
      tenantId: otherTenant,
      account: 'param-boss',
      password: 'Boss#2026',
      codes: ['param', 'param_add', 'log_usual'],
    });
    const boss = (await s.login('param-boss', 'Boss#2026', otherTenant)).access_token;
    expect((await submit({ paramName: '门店', paramKey: 'shop.name', paramValue: 'x' }, boss)).body.success).toBe(true);
    expect(await lines('param.save', boss)).toMatchObject([
      { createBy: 'param-boss', tenantId: otherTenant, logData: '新增了参数 门店(shop.name)' },
    ]);
  });
});
