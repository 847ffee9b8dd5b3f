import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';

/** A datasource as a picker offers it: never its url, account or password. */
export const datasourceOption = z.object({ id: z.string(), name: z.string() });
export type DatasourceOption = z.infer<typeof datasourceOption>;

/** 数据源 (blade-develop/datasource): the databases a tenant may be given instead of the platform's. */
export const datasourceCalls = {
  select: defineCall({
    method: 'GET',
    path: 'blade-develop/datasource/select',
    title: { zh: '数据源·选项', en: 'Datasources · Options' },
    summary: 'Datasources as {id, name} (never their password)',
    permission: 'administrator',
    reply: z.array(datasourceOption),
  }),
};
