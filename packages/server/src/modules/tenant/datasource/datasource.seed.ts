import { datasourceCategory } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import { datasource } from './datasource.table.ts';
import { builtinDatasourceId } from './datasource-session.ts';

/**
 * 租户数据源 on a first look: a reporting replica and a dedicated database of the kinds BladeX's screen offers. No
 * password is seeded (a sealed one needs the server's secret): 修改 asks for it before the row can be saved again.
 */
export async function loadDemoDatasources(db: Db): Promise<void> {
  await db.insert(datasource).values([
    {
      name: '报表只读库',
      category: datasourceCategory.jdbc,
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://db-report.example.com:5432/pharma',
      username: 'report_reader',
      remark: '报表与数据导出使用的只读副本',
    },
    {
      name: '连锁药房独立库',
      category: datasourceCategory.jdbc,
      driverClass: 'com.mysql.cj.jdbc.Driver',
      url: 'jdbc:mysql://db-pharmacy.example.com:3306/pharmacy?useSSL=true',
      username: 'pharmacy_app',
      remark: '大型连锁租户的独立数据库',
    },
  ]);
}

/**
 * At every start: the built-in datasource, the console's own database (on the embedded database too), so that the
 * code generator reads a catalogue out of the box. A fixed id, so that processes starting together make one row.
 */
export async function ensureBuiltinDatasource(db: Db): Promise<void> {
  await db
    .insert(datasource)
    .values({
      id: builtinDatasourceId,
      name: '控制台数据库',
      category: datasourceCategory.builtin,
      remark: '控制台自己的数据库(内置,只读读取目录)',
    })
    .onConflictDoNothing();
}
