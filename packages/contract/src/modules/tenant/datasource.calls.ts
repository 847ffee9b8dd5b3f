import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls } from '../../kit/crud.ts';
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
};

/** 租户数据源's standard four (the CRUD kit serves them: list, detail, submit, remove), the platform administrator's. */
export const tenantDatasourceCalls = crudCalls(tenantDatasourceResource);
