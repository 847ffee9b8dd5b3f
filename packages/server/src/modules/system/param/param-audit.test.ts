import { paramCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, personWith, type Session } from '../../../../test/helpers/api-kit.ts';
import { auditLines } from '../../../../test/helpers/audit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';

/**
 * What 参数管理 leaves in the audit trail (通用日志): the setting added, changed or removed by name and key (never
 * its value); nothing for a refused call.
 */
const test = apiTest({ captchaEnabled: false });
const otherTenant = '300455';

const lines = (server: TestServer, who: Session, event: string) => auditLines(server, who.token, event);

const submit = (who: Session, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  who.send(paramCalls.submit, { body, lang });
const remove = (who: Session, ids: string) => who.send(paramCalls.remove, { query: { ids } });

describe(`the audit trail of settings on ${databaseKind}`, () => {
  test('notes an added and a changed setting by name and key, not its value; a taken key leaves nothing', async ({
    admin,
    server,
  }) => {
    const added = await submit(admin, { paramName: '短信签名', paramKey: 'sms.sign', paramValue: 'secret-sign-value' });
    expect(added.body.success).toBe(true);
    const [line] = await lines(server, admin, 'param.save');
    expect(line).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      tenantId: '000000',
      logData: '新增了参数 短信签名(sms.sign)',
    });
    expect(JSON.stringify(line)).not.toContain('secret-sign-value');
    const changed = await submit(admin, { id: added.body.data.id, paramValue: 'another' }, 'en');
    expect(changed.body.success).toBe(true);
    expect((await lines(server, admin, 'param.save'))[0]!.logData).toBe('Changed the setting 短信签名 (sms.sign)');
    // Refused by the unique key (after the hook ran: its line goes with the write) and by validation.
    const taken = await submit(admin, { paramName: '又一个', paramKey: 'sms.sign', paramValue: '1' });
    expect(taken.body.msg).toBe('参数键名已存在,请换一个');
    const blank = await submit(admin, { paramKey: 'k.blank', paramValue: '1' });
    expect(blank.status).toBe(400);
    expect(await lines(server, admin, 'param.save')).toHaveLength(2);
  });

  test('notes a remove naming the settings; a remove of an unknown id leaves nothing', async ({ admin, server }) => {
    const a = (await submit(admin, { paramName: '待删甲', paramKey: 'gone.a', paramValue: '1' })).body.data
      .id as string;
    const b = (await submit(admin, { paramName: '待删乙', paramKey: 'gone.b', paramValue: '2' })).body.data
      .id as string;
    const removed = await remove(admin, `${a},${b}`);
    expect(removed.body.success).toBe(true);
    const [line] = await lines(server, admin, 'param.remove');
    expect(line).toMatchObject({ logLevel: 'info', createBy: 'admin' });
    expect(line!.logData).toMatch(/^删除了参数 /);
    expect(line!.logData).toContain('待删甲(gone.a)');
    expect(line!.logData).toContain('待删乙(gone.b)');
    const missing = await remove(admin, `${a},123`);
    expect(missing.status).toBe(404);
    expect(await lines(server, admin, 'param.remove')).toHaveLength(1);
  });

  test("shows a tenant's administrator their own tenant's setting lines only", async ({ server }) => {
    const boss = await personWith(server, ['param', 'param_add', 'log_usual'], {
      tenantId: otherTenant,
      account: 'param-boss',
    });
    expect((await submit(boss, { paramName: '门店', paramKey: 'shop.name', paramValue: 'x' })).body.success).toBe(true);
    expect(await lines(server, boss, 'param.save')).toMatchObject([
      { createBy: 'param-boss', tenantId: otherTenant, logData: '新增了参数 门店(shop.name)' },
    ]);
  });
});
