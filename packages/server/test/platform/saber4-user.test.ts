import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/demo.ts';
import { databaseKind } from '../helpers/database.ts';
import { type Saber4Session, saber4SignIn } from '../helpers/saber4.ts';
import { md5, startServer, type TestServer } from '../helpers/server.ts';

/**
 * The commercial Saber 4.x console's user calls (issue 35 item 2), replayed as its request wrapper sends them: every
 * function of its src/api/system/user.js (page, remove, submit, update, update-platform, detail, platform-detail,
 * info, reset-password, update-password, update-info, grant, audit-pass, audit-refuse, set-leader, leader-list,
 * user-page), src/api/user.js registerGuest, and the calls 用户管理 makes itself (the dicUrl and tree lookups of its
 * form, its import-user upload, its export-user and export-template links). The values are what its screens put
 * there (src/views/system/user.vue, userinfo.vue, dept.vue, authority/apikey.vue, page/index/top/index.vue) and the
 * assertions are the reply fields those screens read, so a reply of another shape fails here.
 */
let s: TestServer;
let admin: Saber4Session;

beforeAll(async () => {
  // The demo rows: the pending guests, the leaders, the staff whose first password must be changed.
  s = await startServer({ captchaEnabled: false, demoData: true });
  admin = await saber4SignIn(s);
}, 240_000);
afterAll(async () => s?.close());

/** A BladeX envelope that succeeded: Saber's wrapper rejects anything else before a screen reads it. */
function okEnvelope(r: { status: number; body: any; text: string }) {
  expect(r.status, r.text).toBe(200);
  expect(r.body).toMatchObject({ code: 200, success: true });
  return r.body.data;
}

async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).text)));
  return rows;
}

/** user.vue onLoad: getList(current, size, {...search, status: auditMode ? 0 : 1}, treeDeptId). */
const pageOf = (session: Saber4Session, params: Record<string, unknown>) =>
  session.send('GET', '/blade-system/user/page', { params: { ...params, current: 1, size: 10, deptId: '' } });

describe(`the commercial Saber 4.x console's 用户管理 on ${databaseKind}`, () => {
  const ids: Record<string, string> = {};

  it('opens: its form lookups (dicUrl, role/dept/post trees, leader-list) and the list with status=1', async () => {
    const types = okEnvelope(
      await admin.send('GET', '/blade-system/dict/dictionary', { params: { code: 'user_type' } }),
    );
    expect(types).toContainEqual(expect.objectContaining({ dictKey: '1', dictValue: '网页' }));
    const tenants = okEnvelope(await admin.send('GET', '/blade-system/tenant/select'));
    expect(tenants).toContainEqual(expect.objectContaining({ tenantId: '000000', tenantName: expect.any(String) }));
    // initData(tenantId): the four pickers of the form, for the tenant the form names.
    const roles = okEnvelope(await admin.send('GET', '/blade-system/role/tree', { params: { tenantId: '000000' } }));
    expect(roles[0]).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    const depts = okEnvelope(await admin.send('GET', '/blade-system/dept/tree', { params: { tenantId: '000000' } }));
    expect(depts[0]).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    const posts = okEnvelope(await admin.send('GET', '/blade-system/post/select', { params: { tenantId: '000000' } }));
    expect(posts[0]).toMatchObject({ id: expect.any(String), postName: expect.any(String) });
    const leaders = okEnvelope(
      await admin.send('GET', '/blade-system/user/leader-list', { params: { tenantId: '000000' } }),
    );
    // 直属主管: label realName, value id. The demo's leaders are the managers and bosses (周杰, 孙悦).
    expect(leaders.map((l: any) => l.realName)).toEqual(expect.arrayContaining(['周杰', '孙悦']));
    expect(leaders.map((l: any) => l.realName)).not.toContain('王芳');
    ids.leader = leaders.find((l: any) => l.realName === '周杰').id;
    // The department tree on the left: lazy-tree from parentId 0, read as title / hasChildren.
    const lazy = okEnvelope(await admin.send('GET', '/blade-system/dept/lazy-tree', { params: { parentId: 0 } }));
    expect(lazy[0]).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    expect(typeof lazy[0].hasChildren).toBe('boolean');

    const page = okEnvelope(await pageOf(admin, { status: 1 }));
    expect(page.total).toBeGreaterThan(3);
    const wang = page.records.find((r: any) => r.account === 'wangfang');
    // The table's columns and slots: tenantName, roleName, deptName, userTypeName tags; isLeader for 设置主管.
    expect(wang).toMatchObject({
      id: expect.any(String),
      tenantName: expect.any(String),
      realName: '王芳',
      roleName: expect.any(String),
      deptName: '运营中心',
      userTypeName: '网页',
      userType: 1,
      isLeader: 0,
      roleId: expect.any(String),
    });
    expect(wang.tenantName).not.toBe('');
    // status=1 lists the enabled accounts only: the guests waiting for 审核 are not among them.
    expect(page.records.map((r: any) => r.account)).not.toContain('guest.chen');
    ids.wang = wang.id;
  });

  it('审核: status=0 lists the accounts awaiting approval; 通过 enables one, 拒绝 removes one', async () => {
    const pending = okEnvelope(await pageOf(admin, { status: 0 }));
    const accounts = pending.records.map((r: any) => r.account);
    expect(accounts).toEqual(expect.arrayContaining(['guest.chen', 'guest.lin']));
    expect(accounts).not.toContain('wangfang');
    const chen = pending.records.find((r: any) => r.account === 'guest.chen').id;
    const lin = pending.records.find((r: any) => r.account === 'guest.lin').id;
    okEnvelope(await admin.send('POST', '/blade-system/user/audit-pass', { params: { userIds: chen } }));
    okEnvelope(await admin.send('POST', '/blade-system/user/audit-refuse', { params: { userIds: lin } }));
    const after = okEnvelope(await pageOf(admin, { status: 0 }));
    expect(after.records.map((r: any) => r.account)).not.toContain('guest.chen');
    expect(after.records.map((r: any) => r.account)).not.toContain('guest.lin');
    const enabled = okEnvelope(await pageOf(admin, { status: 1, account: 'guest.' }));
    expect(enabled.records.map((r: any) => r.account)).toEqual(['guest.chen']);
    // Refusing an account that is no longer waiting says so.
    const again = await admin.send('POST', '/blade-system/user/audit-refuse', { params: { userIds: chen } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('所选用户没有待审核的账号');
  });

  it('新增 and 编辑 as its drawer sends them, with 直属主管 and 是否主管; 查看 reads the ids back', async () => {
    // rowSave: the form's multi-selects joined with commas; the password as typed, twice.
    const roles = okEnvelope(await admin.send('GET', '/blade-system/role/tree', { params: { tenantId: '000000' } }));
    const depts = okEnvelope(await admin.send('GET', '/blade-system/dept/tree', { params: { tenantId: '000000' } }));
    const posts = okEnvelope(await admin.send('GET', '/blade-system/post/select', { params: { tenantId: '000000' } }));
    const row = {
      tenantId: '000000',
      account: 's4-new',
      userType: 1,
      password: 'S4#pass2026',
      password2: 'S4#pass2026',
      name: '新人',
      realName: '新同事',
      phone: '13800138111',
      email: 's4-new@example.com',
      sex: 1,
      birthday: '1990-05-01 00:00:00',
      code: 'S4001',
      roleId: roles[0].id,
      deptId: depts[0].id,
      postId: posts[0].id,
      leaderId: ids.leader,
      isLeader: 0,
    };
    okEnvelope(await admin.send('POST', '/blade-system/user/submit', { data: row }));
    const found = okEnvelope(await pageOf(admin, { status: 1, account: 's4-new' }));
    expect(found.records).toHaveLength(1);
    ids.added = found.records[0].id;
    // beforeOpen: detail, then the ids split for the tree pickers.
    const detail = okEnvelope(await admin.send('GET', '/blade-system/user/detail', { params: { id: ids.added } }));
    expect(detail).toMatchObject({
      id: ids.added,
      tenantId: '000000',
      account: 's4-new',
      realName: '新同事',
      roleId: roles[0].id,
      deptId: depts[0].id,
      postId: posts[0].id,
      leaderId: ids.leader,
      isLeader: 0,
      sex: 1,
    });
    expect(detail).not.toHaveProperty('password');
    // rowUpdate: the row as loaded, edited, ids joined again.
    okEnvelope(
      await admin.send('POST', '/blade-system/user/update', { data: { ...detail, realName: '新同事甲', isLeader: 1 } }),
    );
    const updated = okEnvelope(await admin.send('GET', '/blade-system/user/detail', { params: { id: ids.added } }));
    expect(updated).toMatchObject({ realName: '新同事甲', isLeader: 1, leaderId: ids.leader });
    // A 直属主管 who is not a leader is refused with a message.
    const bad = await admin.send('POST', '/blade-system/user/update', { data: { ...updated, leaderId: ids.wang } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('直属主管须为本租户的主管');
  });

  it('更多 › 设置主管 / 取消主管: set-leader flips isLeader, and leader-list follows', async () => {
    okEnvelope(await admin.send('POST', '/blade-system/user/set-leader', { params: { userId: ids.wang } }));
    let page = okEnvelope(await pageOf(admin, { status: 1, account: 'wangfang' }));
    expect(page.records[0].isLeader).toBe(1);
    let leaders = okEnvelope(
      await admin.send('GET', '/blade-system/user/leader-list', { params: { tenantId: '000000', realName: '王' } }),
    );
    expect(leaders.map((l: any) => l.realName)).toEqual(['王芳']);
    okEnvelope(await admin.send('POST', '/blade-system/user/set-leader', { params: { userId: ids.wang } }));
    page = okEnvelope(await pageOf(admin, { status: 1, account: 'wangfang' }));
    expect(page.records[0].isLeader).toBe(0);
    leaders = okEnvelope(
      await admin.send('GET', '/blade-system/user/leader-list', { params: { tenantId: '000000', realName: '王' } }),
    );
    expect(leaders).toEqual([]);
  });

  it('角色配置, 平台配置 and 密码重置 as its row menu sends them', async () => {
    const roles = okEnvelope(await admin.send('GET', '/blade-system/role/tree'));
    okEnvelope(
      await admin.send('POST', '/blade-system/user/grant', { params: { userIds: ids.added, roleIds: roles[0].id } }),
    );
    const granted = okEnvelope(await admin.send('GET', '/blade-system/user/detail', { params: { id: ids.added } }));
    expect(granted.roleId).toBe(roles[0].id);
    // handlePlatformForRow: the form is the reply, whose id is then sent back as the userId.
    const platform = okEnvelope(
      await admin.send('GET', '/blade-system/user/platform-detail', { params: { id: ids.added } }),
    );
    expect(platform).toMatchObject({ id: ids.added, userType: 1 });
    okEnvelope(
      await admin.send('POST', '/blade-system/user/update-platform', {
        params: { userId: platform.id, userType: 1, userExt: '{"theme":"dark"}' },
      }),
    );
    const saved = okEnvelope(
      await admin.send('GET', '/blade-system/user/platform-detail', { params: { id: ids.added } }),
    );
    expect(saved.userExt).toBe('{"theme":"dark"}');
    okEnvelope(await admin.send('POST', '/blade-system/user/reset-password', { params: { userIds: ids.added } }));
  });

  it('数据管理: import-user takes its upload, export-user and export-template answer xlsx files', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    sheet.addRow(['登录账号', '用户姓名']);
    sheet.addRow(['s4-imported', '导入者']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // The upload's action: /blade-system/user/import-user?isCovered=0, the file in the `file` part.
    const imported = okEnvelope(
      await admin.send('POST', '/blade-system/user/import-user?isCovered=0', {
        file: { bytes, name: 'users.xlsx' },
      }),
    );
    expect(imported).toMatchObject({ total: 1, succeeded: 1 });
    // handleExport: a link with the token as Blade-Auth, account and realName from the search (blank here).
    const exported = await admin.send(
      'GET',
      `/blade-system/user/export-user?Blade-Auth=${admin.token}&account=&realName=`,
    );
    expect(exported.status, exported.text).toBe(200);
    const rows = await sheetOf(exported.bytes);
    expect(rows[0]!.slice(0, 3)).toEqual(['登录账号', '所属租户', '用户姓名']);
    expect(rows[0]).toContain('账号状态');
    expect(rows.map((r) => r[0])).toContain('s4-imported');
    const template = await admin.send('GET', `/blade-system/user/export-template?Blade-Auth=${admin.token}`);
    expect(template.status).toBe(200);
    expect((await sheetOf(template.bytes))[0]![0]).toContain('登录账号');
  });

  it('删除: remove takes the comma-joined ids', async () => {
    okEnvelope(await admin.send('POST', '/blade-system/user/remove', { params: { ids: ids.added } }));
    const gone = okEnvelope(await pageOf(admin, { status: 1, account: 's4-new' }));
    expect(gone.records).toEqual([]);
  });

  it('user-page: the API key form’s user picker pages the tenant’s users by account and name', async () => {
    const page = okEnvelope(
      await admin.send('GET', '/blade-system/user/user-page', {
        params: { current: 1, size: 5, account: undefined, name: '王' },
      }),
    );
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.records).toContainEqual({ id: ids.wang, account: 'wangfang', realName: '王芳', name: '王芳' });
    expect(page.records[0]).not.toHaveProperty('phone');
  });

  it('register-guest answers its envelope (no guest token: refused with a message, not a missing route)', async () => {
    const r = await admin.send('POST', '/blade-system/user/register-guest', {
      token: '',
      params: { tenantId: '000000', name: '访客', account: 's4-guest', password: md5('x'), oauthId: '1' },
    });
    expect(r.status).not.toBe(404);
    expect(r.body).toMatchObject({ success: false, msg: expect.any(String) });
  });
});

describe(`blade-system/user/* in the API document on ${databaseKind}`, () => {
  it('lists each alias beside its call, marked as the alias of the spec’s blade-user path', async () => {
    const doc = await s.call('GET', '/api/doc/json');
    expect(doc.status).toBe(200);
    const alias = doc.body.paths['/api/blade-system/user/page'].get;
    const primary = doc.body.paths['/api/blade-user/page'].get;
    expect(alias.description).toContain('Alias of /api/blade-user/page');
    expect(primary.description ?? '').not.toContain('Alias');
    expect(alias.summary).toBe(primary.summary);
    expect(alias.parameters.map((p: any) => p.name)).toEqual(primary.parameters.map((p: any) => p.name));
    for (const path of ['leader-list', 'user-page', 'info'])
      expect(doc.body.paths[`/api/blade-system/user/${path}`]).toBeTruthy();
    for (const path of ['set-leader', 'audit-pass', 'audit-refuse', 'update-password', 'register-guest'])
      expect(doc.body.paths[`/api/blade-system/user/${path}`].post).toBeTruthy();
  });
});

describe(`the commercial Saber 4.x console's 个人信息 and 修改密码 on ${databaseKind}`, () => {
  it('the top bar and 个人信息 read roleId/roleName and deptId/deptName, paired by position', async () => {
    const info = okEnvelope(await admin.send('GET', '/blade-system/user/info'));
    expect(info).toMatchObject({
      id: admin.signedIn.user_id,
      account: 'admin',
      realName: expect.any(String),
      avatar: expect.any(String),
      phone: expect.any(String),
      email: expect.any(String),
    });
    const roleIds = info.roleId.split(',');
    const roleNames = info.roleName.split(',');
    expect(roleIds.length).toBeGreaterThan(0);
    expect(roleNames).toHaveLength(roleIds.length);
    expect(info.deptName.split(',')).toHaveLength(info.deptId.split(',').length);
    expect(roleNames[0]).not.toBe('');
  });

  it('a staff member whose first password must be changed edits the profile and changes it there', async () => {
    const staff = await saber4SignIn(s, 'zhoujie', demoPassword);
    // Until it is changed only what changing it needs passes; 个人信息 is among it.
    const info = okEnvelope(await staff.send('GET', '/blade-system/user/info'));
    expect(info).toMatchObject({ account: 'zhoujie', realName: '周杰', deptName: '运营中心' });
    // Saber 4 has no notion of a password to change first (its sign-in reply is not read for it): what it loads after
    // sign-in answers, so the console opens, its menu shows and 个人信息 is reachable.
    for (const [path, params] of [
      ['/blade-auth/oauth/user-info', {}],
      ['/blade-system/menu/buttons', {}],
      ['/blade-system/menu/top-menu', {}],
      ['/blade-system/menu/routes', { topMenuId: undefined }],
    ] as const)
      expect((await staff.send('GET', path, { params })).status, path).toBe(200);
    const blocked = await staff.send('GET', '/blade-system/user/page', { params: { current: 1, size: 10 } });
    expect(blocked.status).toBe(403);
    // submitInfo: the form as loaded (id, avatar, name, realName, phone, email).
    const form = {
      id: info.id,
      avatar: info.avatar,
      name: info.name,
      realName: info.realName,
      phone: '13800138055',
      email: info.email,
    };
    okEnvelope(await staff.send('POST', '/blade-system/user/update-info', { data: form }));
    // submitPassword: md5 of each of the three as typed.
    const changed = await staff.send('POST', '/blade-system/user/update-password', {
      params: { oldPassword: md5(demoPassword), newPassword: md5('Zhou#2026new'), newPassword1: md5('Zhou#2026new') },
    });
    expect(okEnvelope(changed)).toBeNull();
    // Then everything works: the list opens for this session, and the new password signs in.
    const list = await staff.send('GET', '/blade-system/user/page', { params: { current: 1, size: 10 } });
    expect(list.status).not.toBe(403);
    const again = await saber4SignIn(s, 'zhoujie', 'Zhou#2026new');
    const after = okEnvelope(await again.send('GET', '/blade-system/user/info'));
    expect(after.phone).toBe('13800138055');
    // A wrong old password is refused with a message its toast shows.
    const wrong = await again.send('POST', '/blade-system/user/update-password', {
      params: { oldPassword: md5('nope'), newPassword: md5('a'), newPassword1: md5('a') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toEqual(expect.any(String));
  });
});
