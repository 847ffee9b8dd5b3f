import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls } from '../../kit/crud.ts';
import { idValue } from '../../kit/schema.ts';
import { tenantDatasourceResource } from './datasource.ts';

/** A datasource as a picker offers it: never its url, account or password. */
export const datasourceOption = z.object({ id: z.string(), name: z.string() });
export type DatasourceOption = z.infer<typeof datasourceOption>;

const select = (path: string) =>
  defineCall({
    method: 'GET',
    path,
    title: { zh: '数据源·选项', en: 'Datasources · Options' },
    summary: 'Datasources as {id, name} (never their url, account or password)',
    permission: 'administrator',
    reply: z.array(datasourceOption),
  });

/**
 * 数据源: the databases a tenant may be given instead of the platform's. The commercial Saber 4 console's 租户数据源
 * screen (blade-system/tenant-datasource: the standard four and select) and the picker of 租户管理's 数据源配置
 * (the open Saber asks blade-develop/datasource/select, the commercial one tenant-datasource/select): one table.
 */
export const datasourceCalls = {
  tenantSelect: select('blade-system/tenant-datasource/select'),
  select: select('blade-develop/datasource/select'),
  /**
   * 测试连接: the form's values (a blank password, or the mask, with the row's id: the stored one) are connected to
   * as the catalogue reads will be, within the connect timeout and the outbound rules; nothing is saved.
   */
  testConnection: defineCall({
    method: 'POST',
    path: 'blade-develop/datasource/test-connection',
    alsoAt: 'blade-system/tenant-datasource/test-connection',
    title: { zh: '数据源·测试连接', en: 'Datasources · Test connection' },
    summary: 'Connect to a datasource as its form stands (nothing saved): the server version and the time it took',
    permission: 'administrator',
    body: z.object({
      id: idValue().optional().describe('the saved row, whose password a blank one keeps'),
      name: z.string().max(100).optional(),
      category: z.number().int().optional(),
      driverClass: z.string().max(100).optional(),
      url: z.string().max(500).optional(),
      username: z.string().max(50).optional(),
      password: z.string().max(512).optional(),
    }),
    reply: z.object({
      kind: z.enum(['postgresql', 'mysql', 'builtin']),
      version: z.string().describe('what the server says it is'),
      ms: z.number().describe('connect and first query, in milliseconds'),
    }),
  }),
};

/** 租户数据源's standard four (the CRUD kit serves them: list, detail, submit, remove), the platform administrator's. */
export const tenantDatasourceCalls = crudCalls(tenantDatasourceResource);
