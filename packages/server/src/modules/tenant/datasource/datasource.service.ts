import {
  type DatasourceOption,
  datasourceCategory,
  tenantDatasourceMessages,
  tenantDatasourceResource,
} from '@pharma/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { maskedSecret, sealSecretField } from '../../../platform/crud/sealed-secret.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { assertOutboundAllowed } from '../../../platform/outbound.ts';
import { live, scoped } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { tenant } from '../tenant/tenant.table.ts';
import { datasource } from './datasource.table.ts';
import { builtinDatasourceId } from './datasource-session.ts';

const fields = tenantDatasourceResource.fields;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The host part of a JDBC url (`jdbc:postgresql://host:5432/db`), as a URL the outbound check reads; else undefined. */
export function jdbcAddress(url: string): string | undefined {
  const match = /^jdbc:[a-z0-9]+(?::[a-z0-9]+)*:\/\/([^/;?]+)/i.exec(url.trim());
  if (match) return `tcp://${match[1]!.replace(/^[^@]*@/, '')}`;
  // Oracle's thin form: jdbc:oracle:thin:@//host:1521/service or @host:1521:sid
  const oracle = /^jdbc:oracle:thin:@(?:\/\/)?([^/:]+(?::\d+)?)/i.exec(url.trim());
  return oracle ? `tcp://${oracle[1]}` : undefined;
}

/**
 * 租户数据源: the generic CRUD over blade_datasource with the password sealed before it is stored and masked in
 * every reply, the fields a category needs checked, the url's host held to the outbound rules, and a datasource a
 * live tenant uses kept from removal.
 */
export function tenantDatasourceService(options: { box: SecretBox; privateHosts: readonly string[] }): CrudService {
  return crudService(tenantDatasourceResource, {
    async beforeWrite(ctx, values, existing) {
      if (existing && Number(existing.category) === datasourceCategory.builtin)
        throw badRequest(tenantDatasourceMessages.builtinLocked);
      const category = Number(values.category ?? existing?.category ?? datasourceCategory.jdbc);
      if (category !== datasourceCategory.jdbc && category !== datasourceCategory.sharding)
        throw badRequest(tenantDatasourceMessages.badCategory);
      values.category = category;
      const now = (key: string) => (key in values ? values[key] : existing?.[key]);
      if (category === datasourceCategory.jdbc) {
        const missingPassword = blank(values.password) && blank(existing?.password);
        if (blank(now('driverClass')) || blank(now('url')) || blank(now('username')) || missingPassword)
          throw badRequest(tenantDatasourceMessages.jdbcRequired);
        const url = String(now('url')).trim();
        const address = jdbcAddress(url);
        if (!address) throw badRequest(tenantDatasourceMessages.badUrl);
        await assertOutboundAllowed(ctx, options.privateHosts, fields.url.label, address);
      } else if (blank(now('shardingConfig'))) {
        throw badRequest(tenantDatasourceMessages.shardingRequired);
      }
      sealSecretField(options.box, values, 'password', fields.password.label, existing);
    },
    async beforeRemove(ctx, ids) {
      if (ids.includes(builtinDatasourceId)) throw badRequest(tenantDatasourceMessages.builtinLocked);
      const users = await ctx.db
        .select({ tenantId: tenant.tenantId, datasourceId: tenant.datasourceId, name: datasource.name })
        .from(tenant)
        .innerJoin(datasource, eq(datasource.id, tenant.datasourceId))
        .where(and(inArray(tenant.datasourceId, ids), live(tenant)));
      const first = users[0];
      if (first) {
        const tenants = users.filter((u) => u.datasourceId === first.datasourceId).map((u) => u.tenantId);
        throw badRequest(tenantDatasourceMessages.inUse, { name: first.name, tenants: tenants.join(',') });
      }
    },
    // The sealed password never leaves the server: the mask says one is stored.
    toRecord(_ctx, record: Row) {
      return { ...record, password: maskedSecret(record.password) };
    },
  });
}

/**
 * blade-develop/datasource/select (the code generator's pickers: the built-in database first) and
 * tenant-datasource/select (租户管理's 数据源配置: a tenant is given another database, never the console's own):
 * live datasources as {id, name}.
 */
export async function datasourceSelect(ctx: Ctx, options: { builtin: boolean }): Promise<DatasourceOption[]> {
  if (!ctx.isAdministrator) throw forbidden();
  return ctx.db
    .select({ id: datasource.id, name: datasource.name })
    .from(datasource)
    .where(
      and(scoped(ctx, datasource), options.builtin ? undefined : ne(datasource.category, datasourceCategory.builtin)),
    )
    .orderBy(asc(datasource.id)) as Promise<DatasourceOption[]>;
}
