import { administratorAlias, type BodyOf, type ReplyOf, type roleCalls } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { findRole } from './role.service.ts';
import { role } from './role.table.ts';
import { bound, heldIds, type Kind, liveGrantables, replaceKind } from './role-grant.service.ts';
import { grantMessages } from './role-grant.texts.ts';

/** Tenants by their business key (tenant_id, e.g. 200001); a tenant's row id is accepted too. */
type MountInput = BodyOf<typeof roleCalls.mountTenant>;

/**
 * role/mount-tenant (platform administrator): copies each of the administrator's roles into each tenant, as a
 * top-level role with the same name, alias and sort, holding the role's menus and scopes that the tenant's
 * package allows. A tenant that already has a live role with that alias keeps it untouched (counted as skipped).
 * All or nothing: one transaction.
 */
export async function mountTenant(ctx: Ctx, input: MountInput): Promise<ReplyOf<typeof roleCalls.mountTenant>> {
  const roleIds = [...new Set(input.roleIds)];
  const wanted = [...new Set(input.tenantIds)];
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Ctx['db'];
    const txCtx = { ...ctx, db };
    const sources = [];
    for (const id of roleIds) sources.push(await findRole(txCtx, id));
    // The administrator role's power comes from its alias; a copy in a tenant would only mislead.
    if (sources.some((r) => r.roleAlias === administratorAlias)) throw badRequest(grantMessages.mountAdministrator);
    // Every live tenant may be a target.
    const targets = await ctx.registry.answer('liveTenantsAmong')(db, wanted);
    const missing = wanted.filter((w) => !targets.some((t) => t.tenantId === w || t.id === w));
    if (missing.length) throw badRequest(grantMessages.tenantMissing, { ids: missing.join(',') });

    const live = await liveGrantables(txCtx);
    const grantsOf = new Map<string, Awaited<ReturnType<typeof heldIds>>>();
    for (const r of sources) grantsOf.set(r.id, await heldIds(txCtx, [r.id]));

    let created = 0;
    let skipped = 0;
    const seen = new Set<string>();
    for (const target of targets) {
      if (seen.has(target.tenantId)) continue;
      seen.add(target.tenantId);
      const pack = await ctx.registry.answer('grantableMenus')(db, target.tenantId);
      const taken = await db
        .select({ alias: role.roleAlias })
        .from(role)
        .where(scoped(ctx, role, { tenantId: target.tenantId }));
      const aliases = new Set(taken.map((t) => t.alias));
      for (const source of sources) {
        if (aliases.has(source.roleAlias)) {
          skipped++;
          continue;
        }
        const [copy] = await db
          .insert(role)
          .values({
            tenantId: target.tenantId,
            parentId: '0',
            roleName: source.roleName,
            roleAlias: source.roleAlias,
            sort: source.sort,
            createUser: ctx.userId,
            updateUser: ctx.userId,
          })
          .returning({ id: role.id });
        aliases.add(source.roleAlias);
        const grants = bound(live, grantsOf.get(source.id), pack);
        for (const kind of ['menu', 'dataScope', 'apiScope'] as Kind[]) {
          await replaceKind(
            db,
            [copy!.id],
            kind,
            grants[kind].map((r) => r.id),
          );
        }
        created++;
      }
    }
    return { created, skipped };
  });
}
