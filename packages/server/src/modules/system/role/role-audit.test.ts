import { roleCalls } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { auditLines } from '../../../../test/helpers/audit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { menu } from '../menu/menu.table.ts';
import { scopeApi, scopeData } from '../scope/scope.table.ts';

/**
 * What the role calls leave in the audit trail (通用日志): the role saved or removed by name and alias, and for a
 * grant what it now holds and what changed; a refused call leaves nothing.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
const otherTenant = '300454';

const lines = (event: string, who = admin) => auditLines(s, who.token, event);

const menuId = async (code: string) => {
  const [m] = await s.db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.code, code), eq(menu.isDeleted, 0)));
  return m!.id;
};

const submit = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(roleCalls.submit, { body, lang });

test.beforeAll(({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
});

describe(`the audit trail of roles on ${databaseKind}`, () => {
  test('notes an added and a changed role by name and alias; a taken alias leaves nothing', async () => {
    const added = await submit({ roleName: '审计员', roleAlias: 'auditor' });
    expect(added.body.success).toBe(true);
    expect((await lines('role.save'))[0]).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      tenantId: '000000',
      logData: '新增了角色 审计员(auditor)',
    });
    const changed = await submit({ id: added.body.data.id, roleName: '高级审计员' }, admin, 'en');
    expect(changed.body.success).toBe(true);
    expect((await lines('role.save'))[0]!.logData).toBe('Changed the role 高级审计员 (auditor)');
    const taken = await submit({ roleName: '另一个', roleAlias: 'auditor' });
    expect(taken.status).toBe(400);
    expect(await lines('role.save')).toHaveLength(2);
  });

  test('notes a grant: the menus counted with what changed, the scopes by name', async () => {
    const roleId = (await submit({ roleName: '授权对象', roleAlias: 'grantee' })).body.data.id as string;
    const [data] = await s.db
      .insert(scopeData)
      .values({ menuId: await menuId('user'), resourceCode: 'audit_only', scopeName: '本部门用户', scopeType: 3 })
      .returning();
    const [apiRow] = await s.db
      .insert(scopeApi)
      .values({ menuId: await menuId('user'), scopeName: '用户查询接口', scopePath: '/api/audit-only/none' })
      .returning();
    const menus = [await menuId('user'), await menuId('role'), await menuId('dept')];
    const first = await admin.send(roleCalls.grant, {
      body: { roleIds: [roleId], menuIds: menus, dataScopeIds: [data!.id], apiScopeIds: [apiRow!.id] },
    });
    expect(first.body.success).toBe(true);
    expect((await lines('role.grant'))[0]).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      logData:
        '配置了角色 授权对象(grantee) 的权限: 菜单 3 个(新增 3, 取消 0); 数据权限 1 项: 本部门用户(新增 1, 取消 0); 接口权限 1 项: 用户查询接口(新增 1, 取消 0)',
    });
    // The v2 call replaces the menus only, and the line says so.
    const second = await admin.send(roleCalls.grantMenuV2, {
      body: { roleIds: [roleId], menuIds: [menus[0]] },
      lang: 'en',
    });
    expect(second.body.success).toBe(true);
    expect((await lines('role.grant'))[0]!.logData).toBe(
      'Changed the grants of the role 授权对象 (grantee): menus: 1 (+0, -2)',
    );
    // A grant of a menu that does not exist is refused and leaves nothing.
    const bad = await admin.send(roleCalls.grant, { body: { roleIds: [roleId], menuIds: ['123'] } });
    expect(bad.status).toBe(400);
    expect(await lines('role.grant')).toHaveLength(2);
  });

  test('notes a remove naming the roles; a role still held by a user is refused and leaves nothing', async () => {
    const a = (await submit({ roleName: '待删甲', roleAlias: 'gone_a' })).body.data.id as string;
    const b = (await submit({ roleName: '待删乙', roleAlias: 'gone_b' })).body.data.id as string;
    const removed = await admin.send(roleCalls.remove, { query: { ids: `${a},${b}` } });
    expect(removed.body.success).toBe(true);
    const [line] = await lines('role.remove');
    expect(line).toMatchObject({ logLevel: 'info', createBy: 'admin' });
    expect(line!.logData).toMatch(/^删除了角色 /);
    expect(line!.logData).toContain('待删甲(gone_a)');
    expect(line!.logData).toContain('待删乙(gone_b)');
    const held = (await submit({ roleName: '在用', roleAlias: 'in_use' })).body.data.id as string;
    await newUser(s.db, { tenantId: '000000', account: 'holds-role', password: 'x', roleIds: [held], deptIds: [] });
    const refused = await admin.send(roleCalls.remove, { query: { ids: held } });
    expect(refused.status).toBe(400);
    expect(await lines('role.remove')).toHaveLength(1);
  });

  test("shows a tenant's administrator their own tenant's role lines only", async () => {
    await createUser(s.db, {
      tenantId: otherTenant,
      account: 'role-boss',
      password: 'Boss#2026',
      codes: ['role', 'role_add', 'log_usual'],
    });
    const boss = await signedIn(s, 'role-boss', 'Boss#2026', otherTenant);
    expect((await submit({ roleName: '店员', roleAlias: 'clerk' }, boss)).body.success).toBe(true);
    expect(await lines('role.save', boss)).toMatchObject([
      { createBy: 'role-boss', tenantId: otherTenant, logData: '新增了角色 店员(clerk)' },
    ]);
  });
});
