import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLines } from '../../../../test/helpers/audit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * What the tenant calls leave in the audit trail (通用日志), in the platform's log: the tenant added, changed or
 * removed by name and tenant id; never the new administrator's password; nothing for a refused call.
 */
let s: TestServer;
let admin: string;
const api = '/api/blade-system/tenant';

const lines = (event: string, token = admin) => auditLines(s, token, event);

const submit = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  s.call('POST', `${api}/submit`, { token: admin, body, lang });
/** A new tenant as the form sends it (the contact is required). */
const addTenant = (tenantName: string, tenantId: string) =>
  submit({ tenantName, tenantId, linkman: '王', contactNumber: '13800000000' });

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
});
afterAll(async () => s?.close());

describe(`the audit trail of tenants on ${databaseKind}`, () => {
  it("notes an added tenant by name and id, never its administrator's password; a refused add leaves nothing", async () => {
    const added = await addTenant('审计药房', '410001');
    expect(added.status, added.text).toBe(200);
    const password = added.body.data.adminPassword as string;
    expect(password).toBeTruthy();
    const [line] = await lines('tenant.save');
    expect(line).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      tenantId: '000000',
      logData: '新增了租户 审计药房(410001), 产品包: 无, 管理员账号: admin',
    });
    expect(JSON.stringify(line)).not.toContain(password);
    // The same tenant id again is refused, and leaves no line.
    const again = await addTenant('重复', '410001');
    expect(again.status).toBe(400);
    expect(await lines('tenant.save')).toHaveLength(1);
  });

  it('notes a changed tenant', async () => {
    const id = (await addTenant('改名前', '410002')).body.data.id as string;
    const changed = await submit({ id, tenantName: '改名后' }, 'en');
    expect(changed.status, changed.text).toBe(200);
    expect((await lines('tenant.save'))[0]).toMatchObject({ logData: 'Changed the tenant 改名后 (410002)' });
  });

  it('notes a remove naming the tenants; removing the platform tenant is refused and leaves nothing', async () => {
    const a = (await addTenant('待删甲', '410003')).body.data.id as string;
    const b = (await addTenant('待删乙', '410004')).body.data.id as string;
    const removed = await s.call('POST', `${api}/remove`, { token: admin, query: { ids: `${a},${b}` } });
    expect(removed.body.success).toBe(true);
    const [line] = await lines('tenant.remove');
    expect(line).toMatchObject({ logLevel: 'info', createBy: 'admin', tenantId: '000000' });
    expect(line!.logData).toMatch(/^删除了租户 /);
    expect(line!.logData).toContain('待删甲(410003)');
    expect(line!.logData).toContain('待删乙(410004)');
    const list = await s.call('GET', `${api}/list`, { token: admin, query: { tenantId: '000000' } });
    const platform = list.body.data.records[0].id as string;
    const refused = await s.call('POST', `${api}/remove`, { token: admin, query: { ids: platform } });
    expect(refused.status).toBe(400);
    expect(await lines('tenant.remove')).toHaveLength(1);
  });
});
