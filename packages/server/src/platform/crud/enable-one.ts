import { and, type Column, eq, getTableName, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { scoped } from '../scope.ts';
import type { CrudService } from './service.ts';

/**
 * BladeX's `enable?id=` of a tenant's configs (对象存储, 短信配置): this row on, every other row of the caller's
 * tenant off, in one transaction. Enables of one tenant are serialised (a lock held to the end of the transaction),
 * so two at once still leave exactly one on; the detail applies the list's visibility, so anyone else's row is 404.
 */
export async function enableOnlyOne(
  ctx: Ctx,
  service: CrudService,
  id: string,
  status: { off: number; on: number },
): Promise<void> {
  const { table } = service;
  const column = (key: string) => table[key] as Column;
  await ctx.db.transaction(async (tx) => {
    const txCtx: Ctx = { ...ctx, db: tx as unknown as Ctx['db'] };
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${getTableName(table)}:${ctx.tenantId}`}))`);
    await service.detail(txCtx, id);
    const tenantRows = scoped(txCtx, table, { dataScope: false });
    const audit = { updateUser: ctx.userId, updateTime: new Date() };
    await tx
      .update(table)
      .set({ status: status.off, ...audit })
      .where(and(tenantRows, ne(column('id'), id), ne(column('status'), status.off)));
    await tx
      .update(table)
      .set({ status: status.on, ...audit })
      .where(and(tenantRows, eq(column('id'), id)));
  });
}
