import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '../../demo.ts';
import type { Db } from '../../platform/db/database.ts';
import { apiLog } from './api/api-log.table.ts';
import { errorLog } from './error/error-log.table.ts';
import { usualLog } from './usual/usual-log.table.ts';

const minute = 60_000;
const agent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * The three logs on a first look: a week of what a platform and its tenants leave behind (sign-ins, a failed one, a
 * password reset, grants, settings; calls of the usual screens; a server error and a browser error). Real use adds
 * its own from the first call on.
 */
export async function loadDemoLogs(db: Db): Promise<void> {
  const ago = (minutes: number) => new Date(Date.now() - minutes * minute);
  const tenants = [defaultTenantId, ...Object.values(demoTenantIds)];
  const usual = tenants.flatMap((tenantId, i) => {
    const admin = tenantId === defaultTenantId ? 'admin' : `admin${i}`;
    const line = (minutes: number, logId: string, logData: string, logLevel = 'info', uri = '') => ({
      tenantId,
      serviceId: 'pharma-console',
      serverHost: 'console-1',
      logLevel,
      logId,
      logData,
      methodClass: logId.split('.')[0],
      methodName: logId.split('.')[1],
      method: 'POST',
      requestUri: uri,
      userAgent: agent,
      remoteIp: `10.8.${i}.21`,
      createBy: admin,
      createTime: ago(minutes + i * 7),
    });
    return [
      line(6 * 24 * 60, 'auth.signIn', '登录成功', 'info', '/api/blade-auth/oauth/token'),
      line(
        6 * 24 * 60 - 5,
        'role.grant',
        '配置角色 质量管理员 的权限: 菜单 12 项, 数据权限 1 项',
        'info',
        '/api/blade-system/role/grant',
      ),
      line(3 * 24 * 60, 'auth.signInFailed', '登录失败: 密码错误 (连续第 2 次)', 'warn', '/api/blade-auth/oauth/token'),
      line(3 * 24 * 60 - 1, 'auth.signIn', '登录成功', 'info', '/api/blade-auth/oauth/token'),
      line(
        2 * 24 * 60,
        'user.resetPassword',
        '重置了用户 caigou01(采购专员) 的密码',
        'info',
        '/api/blade-user/reset-password',
      ),
      line(24 * 60, 'param.save', '修改参数 export.expireDays: 7', 'info', '/api/blade-system/param/submit'),
      line(90, 'user.save', '新增用户 yaoshi02(驻店药师)', 'info', '/api/blade-user/submit'),
    ];
  });
  await db.insert(usualLog).values(usual);

  // Named as the writer names them (api-log-titles.ts): the short title in Chinese and in English.
  const calls = [
    ['GET', '/api/blade-system/menu/routes', ['菜单·路由', 'Menu · Routes'], 18, 200],
    ['GET', '/api/blade-user/info', ['个人信息', 'Profile'], 6, 200],
    ['GET', '/api/blade-system/param/list', ['参数管理·列表', 'Parameters · List'], 12, 200],
    ['POST', '/api/blade-system/param/submit', ['参数管理·新增', 'Parameters · Add'], 25, 200],
    ['GET', '/api/blade-desk/notice/inbox', ['通知公告', 'Notices'], 9, 200],
    ['POST', '/api/blade-user/submit', ['用户管理·新增', 'Users · Add'], 41, 400],
    ['GET', '/api/blade-resource/oss-file/list', ['下载中心·列表', 'Download centre · List'], 8, 200],
  ] as const;
  await db.insert(apiLog).values(
    tenants.flatMap((tenantId, i) =>
      calls.map(([method, uri, [title, titleEn], time, status], j) => ({
        tenantId,
        serviceId: 'pharma-console',
        serverHost: 'console-1',
        type: status < 400 ? '1' : '2',
        title,
        titleEn,
        method,
        requestUri: uri,
        userAgent: agent,
        remoteIp: `10.8.${i}.21`,
        methodClass: uri.slice(5, uri.lastIndexOf('/')),
        methodName: uri.slice(uri.lastIndexOf('/') + 1),
        params:
          method === 'GET'
            ? '{"query":{"current":"1","size":"10"}}'
            : '{"body":{"paramKey":"export.expireDays","paramValue":"7"}}',
        time,
        status,
        createBy: tenantId === defaultTenantId ? 'admin' : `admin${i}`,
        createTime: ago(30 + j * 11 + i * 3),
      })),
    ),
  );

  await db.insert(errorLog).values([
    {
      tenantId: defaultTenantId,
      serviceId: 'pharma-console',
      serverHost: 'console-1',
      source: 'server',
      errorId: '3f9c2a71b4e0',
      method: 'POST',
      requestUri: '/api/blade-resource/oss/endpoint/put-file',
      userAgent: agent,
      remoteIp: '10.8.0.21',
      exceptionName: 'Error',
      message: 'connect ECONNREFUSED 10.8.3.40:9000',
      stackTrace:
        'Error: connect ECONNREFUSED 10.8.3.40:9000\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16)\n    at S3Store.put (/app/packages/server/src/modules/resource/oss/s3-store.ts:88:11)',
      fileName: 'node:net',
      lineNumber: 1611,
      createBy: 'admin',
      createTime: ago(2 * 24 * 60 + 13),
    },
    {
      tenantId: demoTenantIds.pharmacy,
      serviceId: 'pharma-console-web',
      source: 'browser',
      requestUri: '/system/user',
      userAgent: agent,
      exceptionName: 'TypeError',
      message: "Cannot read properties of undefined (reading 'deptName')",
      stackTrace:
        "TypeError: Cannot read properties of undefined (reading 'deptName')\n    at UserTable (UsersPage.tsx:141:22)",
      params: 'time=2026-11-20 09:12:44',
      createBy: 'admin3',
      createTime: ago(5 * 24 * 60 + 40),
    },
  ]);
}
