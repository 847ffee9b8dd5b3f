import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { accountOf } from '../../user/public.ts';
import { authLock } from '../auth-lock/auth-lock.table.ts';
import { authLog } from './auth-log.table.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

/**
 * 登录日志 and 账号锁定 on a first look: a few days of sign-ins in the platform and the distributor (with the refusals
 * that led to a lockout), the cold-chain keeper locked by an administrator while away, an expired system lock and
 * one already unlocked.
 */
export async function loadDemoSignIns(db: Db): Promise<void> {
  const d = demoTenantIds.distributor;
  const attempts: Array<[string, string, number, string, number, string, string]> = [
    // tenant, account, success, reason, minutes ago, grant, address
    [defaultTenantId, 'admin', 1, '', 5, 'password', '192.168.1.20'],
    [defaultTenantId, 'admin', 1, '', 26 * 60, 'password', '192.168.1.20'],
    [defaultTenantId, 'admin', 0, '账号 admin 登录失败: 密码错误', 26 * 60 + 1, 'password', '192.168.1.20'],
    [d, 'zhaolei', 1, '', 40, 'password', '10.20.8.15'],
    [d, 'sunli', 1, '', 3 * 60, 'social', '10.20.9.77'],
    [d, 'wangqiang', 0, '账号 wangqiang 登录失败: 密码错误', 2 * 24 * 60 + 5, 'password', '10.20.9.30'],
    [d, 'wangqiang', 0, '账号 wangqiang 登录失败: 密码错误', 2 * 24 * 60 + 4, 'password', '10.20.9.30'],
    [d, 'wangqiang', 0, '账号 wangqiang 登录失败: 密码错误', 2 * 24 * 60 + 3, 'password', '10.20.9.30'],
    [d, 'wangqiang', 0, '账号 wangqiang 登录失败: 密码错误', 2 * 24 * 60 + 2, 'password', '10.20.9.30'],
    [d, 'wangqiang', 0, '账号 wangqiang 登录失败: 密码错误', 2 * 24 * 60 + 1, 'password', '10.20.9.30'],
    [d, 'wangqiang', 0, '账号 wangqiang 登录失败: 账号已锁定', 2 * 24 * 60, 'password', '10.20.9.30'],
    [d, 'ghost', 0, '账号 ghost 登录失败: 账号不存在', 5 * 24 * 60, 'password', '203.0.113.9'],
  ];
  const rows = [];
  for (const [tenantId, account, success, reason, ago, grantType, remoteIp] of attempts) {
    const found = await accountOf(db, tenantId, account);
    rows.push({
      tenantId,
      userId: found?.id ?? null,
      account,
      realName: found?.realName ?? '',
      grantType,
      success,
      reason,
      clientId: 'saber',
      remoteIp,
      userAgent: browser,
      serviceId: 'blade-auth',
      serverHost: 'console-1',
      serverIp: '10.20.1.11',
      env: 'prod',
      loginTime: minutesAgo(ago),
    });
  }
  await db.insert(authLog).values(rows);

  const keeper = await accountOf(db, d, 'qianhao');
  const seller = await accountOf(db, d, 'wangqiang');
  const buyer = await accountOf(db, d, 'zhaolei');
  await db.insert(authLock).values([
    {
      tenantId: d,
      userId: keeper?.id ?? null,
      lockTarget: 'qianhao',
      userName: keeper?.realName ?? '钱浩',
      remoteIp: '10.20.8.15',
      userAgent: browser,
      lockType: 'MANUAL',
      lockBeginTime: minutesAgo(60),
      lockEndTime: new Date(Date.now() + 7 * 24 * 3600_000),
      lockReason: '休假离岗期间暂停登录(冷链仓交接给马军)',
      lockUser: buyer?.id ?? null,
      createTime: minutesAgo(60),
    },
    {
      tenantId: d,
      userId: seller?.id ?? null,
      lockTarget: 'wangqiang',
      userName: seller?.realName ?? '王强',
      remoteIp: '10.20.9.30',
      failCount: 5,
      userAgent: browser,
      lockType: 'SYSTEM',
      lockBeginTime: minutesAgo(2 * 24 * 60 + 1),
      lockEndTime: minutesAgo(2 * 24 * 60 - 29),
      lockReason: '连续 5 次登录失败',
      createTime: minutesAgo(2 * 24 * 60 + 1),
    },
    {
      tenantId: d,
      userId: buyer?.id ?? null,
      lockTarget: 'zhaolei',
      userName: buyer?.realName ?? '赵磊',
      lockType: 'MANUAL',
      locked: 0,
      lockBeginTime: minutesAgo(10 * 24 * 60),
      lockReason: '疑似账号共用, 待核实',
      unlockReason: '已核实为本人操作',
      unlockTime: minutesAgo(9 * 24 * 60),
      createTime: minutesAgo(10 * 24 * 60),
    },
  ]);
}
