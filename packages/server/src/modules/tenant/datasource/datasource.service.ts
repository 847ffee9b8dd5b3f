import { asc } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { forbidden } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { datasource } from './datasource.table.ts';

/** blade-develop/datasource/select: live datasources as {id, name} (never their url, account or password). */
export async function datasourceSelect(ctx: Ctx) {
  if (!ctx.isAdministrator) throw forbidden();
  return ctx.db
    .select({ id: datasource.id, name: datasource.name })
    .from(datasource)
    .where(scoped(ctx, datasource))
    .orderBy(asc(datasource.id));
}
