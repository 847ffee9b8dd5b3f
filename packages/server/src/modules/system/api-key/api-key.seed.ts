import { apiKeyPrefix, apiKeyStatus } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { AccountBrief } from '../../../platform/answers.ts';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import { newApiKey } from './api-key.service.ts';
import { apiKey, apiKeyLog } from './api-key.table.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * API 密钥 on a first look: the distributor's ERP integration, bound to its purchasing account, and a retired WMS key
 * (disabled), with a week of the ERP key's calls. Their secrets were never kept (shown once, to no one): make a new
 * key to call with. Run after every module's demo (the manifest's `afterDemo`), once the user module has made the
 * accounts the keys act as, which it asks for (`accountOf`).
 */
export async function loadDemoApiKeys(
  db: Db,
  accountOf: (db: Db, tenantId: string, account: string) => Promise<AccountBrief | undefined>,
): Promise<void> {
  const tenantId = demoTenantIds.distributor;
  const buyer = await accountOf(db, tenantId, 'zhaolei');
  const keeper = await accountOf(db, tenantId, 'majun');
  if (!buyer || !keeper) return;
  const made = (name: string, who: typeof buyer, extra: Partial<typeof apiKey.$inferInsert>) => {
    const key = newApiKey();
    return {
      tenantId,
      name,
      userId: who.id,
      account: who.account,
      userName: who.realName ?? '',
      keyHash: sha256Hex(key),
      keyPrefix: key.slice(0, apiKeyPrefix.length + 8),
      createUser: who.id,
      updateUser: who.id,
      ...extra,
    };
  };
  const [erp] = await db
    .insert(apiKey)
    .values([
      made('ERP 订单同步', buyer, {
        apiPath: '/blade-user/info,/blade-smart/**,/blade-system/dict-biz/**',
        extParams: JSON.stringify({ system: 'U8 ERP', contact: '信息部 赵磊' }),
        expireTime: new Date(Date.now() + 365 * 24 * 3600_000),
        lastUsedTime: minutesAgo(12),
        createTime: minutesAgo(30 * 24 * 60),
      }),
    ])
    .returning({ id: apiKey.id });
  await db.insert(apiKey).values(
    made('WMS 库存回写(已停用)', keeper, {
      apiPath: '/blade-smart/**',
      status: apiKeyStatus.disabled,
      createTime: minutesAgo(90 * 24 * 60),
    }),
  );
  const calls = [
    ['GET', '/api/blade-user/info', 200, 8],
    ['GET', '/api/blade-system/dict-biz/dictionary', 200, 14],
    ['GET', '/api/blade-smart/catalogue/list', 200, 37],
    ['POST', '/api/blade-smart/plan/submit', 200, 61],
    ['GET', '/api/blade-system/user/page', 403, 3],
    ['POST', '/api/blade-smart/plan/submit', 400, 22],
  ] as const;
  await db.insert(apiKeyLog).values(
    calls.flatMap(([method, requestUri, status, time], i) =>
      [0, 1, 2].map((day) => ({
        tenantId,
        apiKeyId: erp!.id,
        userId: buyer.id,
        account: buyer.account,
        serviceId: 'pharma-console',
        serverHost: 'console-1',
        serverIp: '10.20.1.11',
        env: 'prod',
        method,
        requestUri,
        params: method === 'GET' ? 'current=1&size=50' : '',
        status,
        time,
        remoteIp: '10.20.8.41',
        userAgent: 'U8-Connector/3.2 (Java 17)',
        createTime: minutesAgo(day * 24 * 60 + 12 + i * 17),
      })),
    ),
  );
}
