import { datasourceCalls, secretMask, tenantDatasourceCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { newTenant } from '../../../../test/helpers/fixtures.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { tenant } from '../tenant/tenant.table.ts';
import { jdbcAddress } from './datasource.service.ts';
import { datasource } from './datasource.table.ts';

const test = apiTest({ captchaEnabled: false });
const jdbc = {
  name: '独立库',
  category: 1,
  driverClass: 'org.postgresql.Driver',
  url: 'jdbc:postgresql://db-own.example.com:5432/pharma',
  username: 'own',
  password: 'Own-Secret-1',
};
const submit = (who: Session, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  who.send(tenantDatasourceCalls.submit, { body, lang });
const remove = (who: Session, ids: string) => who.send(tenantDatasourceCalls.remove, { query: { ids } });

describe(`租户数据源 (blade-system/tenant-datasource) on ${databaseKind}`, () => {
  test('stores the password sealed, answers the mask, and keeps it when an edit sends the mask back', async ({
    admin,
    server,
  }) => {
    const added = await submit(admin, jdbc);
    expect(added.status, added.text).toBe(200);
    expect(added.body.data.password).toBe(secretMask);
    const id = added.body.data.id as string;
    const [stored] = await server.db.select().from(datasource).where(eq(datasource.id, id));
    expect(stored!.password).not.toContain('Own-Secret-1');
    expect(secretBox(server.config.tokenSecret, 'blade_datasource.password').open(String(stored!.password))).toBe(
      'Own-Secret-1',
    );
    const detail = await admin.send(tenantDatasourceCalls.detail, { query: { id } });
    expect(detail.text).not.toContain('Own-Secret-1');
    expect((await submit(admin, { ...detail.body.data, remark: '改' })).status).toBe(200);
    const [after] = await server.db.select().from(datasource).where(eq(datasource.id, id));
    expect(after!.password).toBe(stored!.password);
    expect(after!.remark).toBe('改');
  });

  test('asks a category for what it needs, in zh and en, and refuses a url that is not JDBC', async ({ admin }) => {
    const { password: _p, ...noPassword } = jdbc;
    expect((await submit(admin, noPassword)).body.msg).toBe('普通数据源需要填写驱动类、连接地址、用户名和密码');
    expect((await submit(admin, noPassword, 'en')).body.msg).toBe(
      'A JDBC datasource needs its driver class, URL, account and password',
    );
    expect((await submit(admin, { ...jdbc, url: 'http://example.com' })).body.msg).toBe(
      '连接地址应形如 jdbc:postgresql://主机:端口/数据库',
    );
    expect((await submit(admin, { name: '分片', category: 2 })).body.msg).toBe('分库分表数据源需要填写YAML配置');
    expect((await submit(admin, { name: '分片', category: 2, shardingConfig: 'dataSources: {}' })).status).toBe(200);
    expect((await submit(admin, { ...jdbc, category: 3 })).body.msg).toBe('数据类型只能是 1(普通数据源)或 2(分库分表)');
  });

  test('reads the host of each driver’s url for the outbound rules', () => {
    expect(jdbcAddress('jdbc:postgresql://10.0.0.5:5432/db')).toBe('tcp://10.0.0.5:5432');
    expect(jdbcAddress('jdbc:mysql://user@db.local:3306/db?useSSL=false')).toBe('tcp://db.local:3306');
    expect(jdbcAddress('jdbc:sqlserver://127.0.0.1:1433;DatabaseName=bladex')).toBe('tcp://127.0.0.1:1433');
    expect(jdbcAddress('jdbc:oracle:thin:@//127.0.0.1:1521/ORCLPDB')).toBe('tcp://127.0.0.1:1521');
    expect(jdbcAddress('not a url')).toBeUndefined();
  });

  test('keeps a datasource a tenant uses from removal, naming the tenant', async ({ admin, server }) => {
    const id = (await submit(admin, { ...jdbc, name: '在用库' })).body.data.id as string;
    await newTenant(server.db, '100201');
    await server.db.update(tenant).set({ datasourceId: id }).where(eq(tenant.tenantId, '100201'));
    const refused = await remove(admin, id);
    expect(refused.body).toMatchObject({
      success: false,
      msg: '数据源 在用库 正被租户 100201 使用,请先为它们换一个数据源',
    });
    await server.db.update(tenant).set({ datasourceId: null }).where(eq(tenant.tenantId, '100201'));
    expect((await remove(admin, id)).status).toBe(200);
  });

  test('is the platform administrator’s alone, whatever codes another user holds', async ({ server }) => {
    const codes = ['tenantdatasource', 'tenantdatasource_add', 'tenantdatasource_edit', 'tenantdatasource_delete'];
    const user = await personWith(server, codes);
    expect((await user.send(tenantDatasourceCalls.list)).status).toBe(403);
    expect((await submit(user, jdbc)).status).toBe(403);
    expect((await user.send(datasourceCalls.tenantSelect)).status).toBe(403);
    expect((await user.send(datasourceCalls.select)).status).toBe(403);
  });
});
