import { randomBytes } from 'node:crypto';
import { defaultTenantId, userStatus } from '@pharma/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { demoGuests, demoPassword, demoTenantIds } from '../../../demo.ts';
import { hashPassword, md5Hex } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { SeedContext } from '../../../platform/module.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { demoOrganisation, platformAdministration } from '../../system/public.ts';
import { user } from './user.table.ts';

/** How the first password of the platform's `admin` is made: what ADMIN_PASSWORD gives, or 16 random characters. */
const generatedPassword = () => randomBytes(12).toString('base64url');

/**
 * The `admin` account of the platform, created once. With the demo rows its password is `admin` (as the README
 * says); without them it is `ADMIN_PASSWORD`, or generated and printed once, here, to the log (stored only hashed),
 * and must be changed at the first sign-in. True when it was created now: the first start, when the demo rows follow.
 */
export async function ensureAdminAccount(db: Db, { config, log }: SeedContext): Promise<boolean> {
  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(ofTenant(user, defaultTenantId, { removed: true }), eq(user.account, 'admin')));
  if (admin) return false;
  const { roleId, deptId } = await platformAdministration(db);
  const demo = config.demoData && !config.adminPassword;
  const password = demo ? 'admin' : (config.adminPassword ?? generatedPassword());
  await db.insert(user).values({
    tenantId: defaultTenantId,
    account: 'admin',
    password: await hashPassword(md5Hex(password)),
    mustChangePassword: demo || !config.adminMustChange ? 0 : 1,
    name: '管理员',
    realName: '管理员',
    email: 'admin@example.com',
    roleId,
    deptId,
  });
  if (!demo && !config.adminPassword) {
    log(
      `The platform administrator is admin (tenant 000000) with the first password ${password} : ` +
        'sign in with it and change it. It is shown this once and stored only hashed.',
    );
  }
  return true;
}

/**
 * The demo rows: the administrator gets a phone, because the personal info page requires one (spec §5) and a
 * newcomer's first save there must work. A phone someone already set is kept.
 */
export async function loadDemoAdministrator(db: Db): Promise<void> {
  await db
    .update(user)
    .set({ phone: '13800138000' })
    .where(and(ofTenant(user, defaultTenantId), eq(user.account, 'admin'), isNull(user.phone)));
}

/** The demo roles whose holders are leaders (是否主管): the managers and bosses of each demo tenant. */
const demoLeaderRoles = new Set(['manager', 'boss', 'store_manager', 'production']);

/** A demo user: account, name, sex (1 male, 2 female), department by name, role by alias, post by code, phone. */
type DemoUser = [string, string, 1 | 2, string, string, string, string];

/** The staff of tenant 000000 and of each demo tenant, by tenant id, and the prefix of their job numbers. */
function demoUsers(): Record<string, { code: string; domain: string; users: DemoUser[] }> {
  return {
    [defaultTenantId]: {
      code: 'PT',
      domain: 'platform.example.com',
      users: [
        ['wangfang', '王芳', 2, '运营中心', 'operator', 'coo', '13800138001'],
        ['zhangwei', '张伟', 1, '技术研发部', 'operator', 'pm', '13800138002'],
        ['liuyang', '刘洋', 1, '客户成功组', 'service', 'staff', '13800138003'],
        ['chenjing', '陈静', 2, '质量合规部', 'auditor', 'staff', '13800138004'],
        ['zhoujie', '周杰', 1, '运营中心', 'manager', 'staff', '13800138005'],
        ['sunyue', '孙悦', 2, '运营中心', 'boss', 'coo', '13800138006'],
      ],
    },
    [demoTenantIds.distributor]: {
      code: 'HD',
      domain: 'hdyy.example.com',
      users: [
        ['zhaolei', '赵磊', 1, '采购部', 'purchaser', 'buyer_mgr', '13905710011'],
        ['sunli', '孙丽', 2, '华东一区', 'sales', 'sales_rep', '13905710012'],
        ['qianhao', '钱浩', 1, '冷链仓', 'warehouse', 'keeper', '13905710013'],
        ['wuting', '吴婷', 2, '质量管理部', 'quality', 'qa_head', '13905710014'],
        ['majun', '马军', 1, '采购部', 'manager', 'buyer_mgr', '13905710015'],
        ['linna', '林娜', 2, '质量管理部', 'boss', 'qa_head', '13905710016'],
        // The sales reps of the sales app (docs/domain.md §5): whitelisted, graded, with customers of their own.
        ['wangqiang', '王强', 1, '华东一区', 'sales', 'sales_rep', '13800001003'],
        ['liuyang', '刘洋', 1, '华东二区', 'sales', 'sales_rep', '13800001004'],
        ['chenjing', '陈静', 2, '销售部', 'sales_admin', 'sales_rep', '13800001005'],
      ],
    },
    [demoTenantIds.manufacturer]: {
      code: 'KT',
      domain: 'ktzy.example.com',
      users: [
        ['lihua', '李华', 1, '固体制剂车间', 'production', 'prod_mgr', '13806310021'],
        ['zhengyu', '郑宇', 1, '质量保证部', 'qa', 'qp', '13806310022'],
        ['fengxue', '冯雪', 2, '质量控制部', 'qc', 'qc_analyst', '13806310023'],
      ],
    },
    [demoTenantIds.pharmacy]: {
      code: 'YK',
      domain: 'ykdyf.example.com',
      users: [
        ['huangmin', '黄敏', 2, '人民路店', 'store_manager', 'store_mgr', '13602000031'],
        ['heqiang', '何强', 1, '人民路店', 'pharmacist', 'pharmacist', '13602000032'],
        ['xuli', '徐丽', 2, '中山路店', 'clerk', 'cashier', '13602000033'],
      ],
    },
  };
}

/**
 * The demo staff of tenant 000000 and of each demo tenant (first start only), after the other modules' demo rows:
 * each in a department, with a role and a post, and the demo password to change at the first sign-in.
 */
export async function loadDemoUsers(db: Db): Promise<void> {
  for (const [tenantId, { code, domain, users }] of Object.entries(demoUsers())) {
    const org = await demoOrganisation(db, tenantId);
    const rows = [];
    for (const [i, [account, name, sex, deptName, roleAlias, postCode, phone]] of users.entries()) {
      rows.push({
        tenantId,
        code: `${code}${String(i + 1).padStart(4, '0')}`,
        account,
        // Hashed per account, so no two share a salt.
        password: await hashPassword(md5Hex(demoPassword)),
        name,
        realName: name,
        sex,
        email: `${account}@${domain}`,
        phone,
        deptId: org.depts.get(deptName) ?? '',
        roleId: org.roles.get(roleAlias) ?? '',
        postId: org.posts.get(postCode) ?? '',
        mustChangePassword: 1,
        isLeader: demoLeaderRoles.has(roleAlias) ? 1 : 0,
      });
    }
    if (!rows.length) continue;
    const written = await db.insert(user).values(rows).returning({ id: user.id, isLeader: user.isLeader });
    // Everyone else reports to the tenant's first leader (直属主管), so the user form shows one picked.
    const leader = written.find((r) => r.isLeader === 1);
    if (leader)
      await db
        .update(user)
        .set({ leaderId: leader.id })
        .where(
          and(
            ofTenant(user, tenantId),
            eq(user.isLeader, 0),
            inArray(
              user.id,
              written.map((r) => r.id),
            ),
          ),
        );
  }
  await loadDemoGuests(db);
}

async function loadDemoGuests(db: Db): Promise<void> {
  const rows = [];
  for (const guest of demoGuests)
    rows.push({
      tenantId: defaultTenantId,
      account: guest.account,
      password: await hashPassword(md5Hex(demoPassword)),
      name: guest.name,
      realName: guest.name,
      email: `${guest.login}@users.noreply.github.com`,
      status: userStatus.pending,
    });
  await db.insert(user).values(rows);
}
