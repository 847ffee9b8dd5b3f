import {
  type BodyOf,
  type datasourceCalls,
  datasourceCategory,
  type ReplyOf,
  secretMask,
  tenantDatasourceMessages,
} from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { openSealed } from '../../../platform/crud/sealed-secret.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { datasource } from './datasource.table.ts';
import { addressOf } from './datasource-address.ts';
import { type DatasourceSession, type DatasourceTarget, withDatasource } from './datasource-connection.ts';

/** The built-in datasource's row: the console's own database, present from the first start. */
export const builtinDatasourceId = '1';

/** What the sessions need of the server's configuration: the secret that seals passwords, the outbound rules. */
export interface SessionConfig {
  tokenSecret: string;
  privateHosts: readonly string[];
}

/** The box that seals datasource passwords (one purpose, so a sealed password is no other secret). */
export const datasourceBox = (config: Pick<SessionConfig, 'tokenSecret'>) =>
  secretBox(config.tokenSecret, 'blade_datasource.password');

/**
 * Datasource sessions for the modules that read a datasource (the code generator's catalogue, the reports): a
 * stored datasource by id, its password opened here and never handed out.
 */
export function datasourceSessions(config: SessionConfig) {
  const box = datasourceBox(config);

  async function stored(ctx: Ctx, id: string): Promise<DatasourceTarget> {
    if (!ctx.isAdministrator) throw forbidden();
    const [row] = await ctx.db
      .select()
      .from(datasource)
      .where(and(scoped(ctx, datasource), eq(datasource.id, id)));
    if (!row) throw notFound();
    return { ...(row as unknown as DatasourceTarget), password: openSealed(box, row.password) };
  }

  return {
    /** Runs `work` on a read-only session of the stored datasource `id`. */
    async withStored<T>(ctx: Ctx, id: string, work: (session: DatasourceSession) => Promise<T>): Promise<T> {
      return withDatasource(ctx, config.privateHosts, await stored(ctx, id), work);
    },

    /** 测试连接: the form's values over the stored row (a blank or masked password keeps the stored one). */
    async test(
      ctx: Ctx,
      form: BodyOf<typeof datasourceCalls.testConnection>,
    ): Promise<ReplyOf<typeof datasourceCalls.testConnection>> {
      if (!ctx.isAdministrator) throw forbidden();
      const saved = form.id ? await stored(ctx, form.id) : undefined;
      const given = (v: string | undefined) => (v === undefined || v === '' || v === secretMask ? undefined : v);
      const target: DatasourceTarget = {
        name: given(form.name) ?? saved?.name ?? '',
        category: form.category ?? saved?.category ?? datasourceCategory.jdbc,
        url: given(form.url) ?? saved?.url,
        username: given(form.username) ?? saved?.username,
        password: given(form.password) ?? saved?.password,
      };
      if (Number(target.category) === datasourceCategory.sharding)
        throw badRequest(tenantDatasourceMessages.unsupportedDriver);
      if (Number(target.category) !== datasourceCategory.builtin && !addressOf(String(target.url ?? '')))
        throw badRequest(tenantDatasourceMessages.badUrl);
      const started = performance.now();
      return withDatasource(ctx, config.privateHosts, target, async (session) => {
        const [row] = await session.query<{ version: string }>('select version() as version');
        return {
          kind: session.kind,
          version: String(row?.version ?? ''),
          ms: Math.round(performance.now() - started),
        };
      });
    },
  };
}

export type DatasourceSessions = ReturnType<typeof datasourceSessions>;
