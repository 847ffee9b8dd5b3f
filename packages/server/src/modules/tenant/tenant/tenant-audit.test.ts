import { tenantCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, type Session } from '../../../../test/helpers/api-kit.ts';
import { auditLines } from '../../../../test/helpers/audit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';

/**
 * What the tenant calls leave in the audit trail (通用日志), in the platform's log: the tenant added, changed or
 * removed by name and tenant id; never the new administrator's password; nothing for a refused call.
 */
const test = apiTest({ captchaEnabled: false });

const lines = (server: TestServer, who: Session, event: string) => auditLines(server, who.token, event);

const submit = (who: Session, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  who.send(tenantCalls.submit, { body, lang });
/** A new tenant as the form sends it (the contact is required). */
const addTenant = (who: Session, tenantName: string, tenantId: string) =>
  submit(who, { tenantName, tenantId, linkman: '王', contactNumber: '13800000000' });

describe(`the audit trail of tenants on ${databaseKind}`, () => {
  test("notes an added tenant by name and id, never its administrator's password; a refused add leaves nothing", async ({
    admin,
    server,
  }) => {
    const added = await addTenant(admin, '审计药房', '410001');
    expect(added.status, added.text).toBe(200);
    const password = added.body.data.adminPassword as string;
    expect(password).toBeTruthy();
    const [line] = await lines(server, admin, 'tenant.save');
    expect(line).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      tenantId: '000000',
      logData: '新增了租户 审计药房(410001), 产品包: 无, 管理员账号: admin',
    });
    expect(JSON.stringify(line)).not.toContain(password);
    // The same tenant id again is refused, and leaves no line.
    const again = await addTenant(admin, '重复', '410001');
    expect(again.status).toBe(400);
    expect(await lines(server, admin, 'tenant.save')).toHaveLength(1);
  });

  test('notes a changed tenant', async ({ admin, server }) => {
    const id = (await addTenant(admin, '改名前', '410002')).body.data.id as string;
    const changed = await submit(admin, { id, tenantName: '改名后' }, 'en');
    expect(changed.status, changed.text).toBe(200);
    expect((await lines(server, admin, 'tenant.save'))[0]).toMatchObject({
      logData: 'Changed the tenant 改名后 (410002)',
    });
  });

  test('notes a remove naming the tenants; removing the platform tenant is refused and leaves nothing', async ({
    admin,
    server,
  }) => {
    const a = (await addTenant(admin, '待删甲', '410003')).body.data.id as string;
    const b = (await addTenant(admin, '待删乙', '410004')).body.data.id as string;
    const removed = await admin.send(tenantCalls.remove, { query: { ids: `${a},${b}` } });
    expect(removed.body.success).toBe(true);
    const [line] = await lines(server, admin, 'tenant.remove');
    expect(line).toMatchObject({ logLevel: 'info', createBy: 'admin', tenantId: '000000' });
    expect(line!.logData).toMatch(/^删除了租户 /);
    expect(line!.logData).toContain('待删甲(410003)');
    expect(line!.logData).toContain('待删乙(410004)');
    const list = await admin.send(tenantCalls.list, { query: { tenantId: '000000' } });
    const platform = list.body.data.records[0]!.id as string;
    const refused = await admin.send(tenantCalls.remove, { query: { ids: platform } });
    expect(refused.status).toBe(400);
    expect(await lines(server, admin, 'tenant.remove')).toHaveLength(1);
  });
});
