import { roleMessages } from '@pharma/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { menu } from '../menu/menu.table.ts';
import { scopeCategory } from '../scope/scope.service.ts';
import { scopeApi, scopeData } from '../scope/scope.table.ts';
import { type GrantChange, roleAudit, type ScopeChange } from './role.audit.ts';
import { findRole } from './role.service.ts';
import { role, roleMenu, roleScope } from './role.table.ts';
import { grantMessages } from './role-grant.texts.ts';

/** What the caller's tenant may be granted, as the tenant module answers it (undefined: the platform's own tenant). */
const grantableMenus = (ctx: Ctx) => ctx.registry.answer('grantableMenus')(ctx.db, ctx.tenantId);

/** The three kinds a role is granted; scopes are stored in blade_role_scope under their category. */
export type Kind = 'menu' | 'dataScope' | 'apiScope';
const categoryOf = { dataScope: scopeCategory.data, apiScope: scopeCategory.api } as const;

type Db = Ctx['db'];
type MenuRow = typeof menu.$inferSelect;
type DataScopeRow = typeof scopeData.$inferSelect;
type ApiScopeRow = typeof scopeApi.$inferSelect;
export interface Grantables {
  menu: MenuRow[];
  dataScope: DataScopeRow[];
  apiScope: ApiScopeRow[];
}
export type GrantLists = Partial<Record<Kind, string[]>>;

/** The menu a row hangs under: itself for a menu, its `menuId` for a scope (what a package bounds). */
const menuOf = (kind: Kind, row: MenuRow | DataScopeRow | ApiScopeRow) =>
  kind === 'menu' ? row.id : (row as DataScopeRow).menuId;

/** Every live menu and every live scope whose menu is live (all platform-wide). */
export async function liveGrantables(ctx: Ctx): Promise<Grantables> {
  const { db } = ctx;
  const menus = await db.select().from(menu).where(scoped(ctx, menu)).orderBy(asc(menu.sort), asc(menu.id));
  const data = await db.select().from(scopeData).where(scoped(ctx, scopeData)).orderBy(asc(scopeData.id));
  const api = await db.select().from(scopeApi).where(scoped(ctx, scopeApi)).orderBy(asc(scopeApi.id));
  const live = new Set(menus.map((m) => m.id));
  return {
    menu: menus,
    dataScope: data.filter((s) => live.has(s.menuId)),
    apiScope: api.filter((s) => live.has(s.menuId)),
  };
}

/** Ids of each kind held by the given roles, counting only live roles of the caller's tenant. */
export async function heldIds(ctx: Ctx, roleIds: string[]): Promise<Record<Kind, Set<string>>> {
  const { db } = ctx;
  const held = { menu: new Set<string>(), dataScope: new Set<string>(), apiScope: new Set<string>() };
  if (roleIds.length === 0) return held;
  const live = db
    .select({ id: role.id })
    .from(role)
    .where(and(inArray(role.id, roleIds), scoped(ctx, role)));
  for (const m of await db.select({ id: roleMenu.menuId }).from(roleMenu).where(inArray(roleMenu.roleId, live))) {
    held.menu.add(m.id);
  }
  const scopes = await db
    .select({ category: roleScope.scopeCategory, id: roleScope.scopeId })
    .from(roleScope)
    .where(inArray(roleScope.roleId, live));
  for (const s of scopes) {
    if (s.category === categoryOf.dataScope) held.dataScope.add(s.id);
    if (s.category === categoryOf.apiScope) held.apiScope.add(s.id);
  }
  return held;
}

/** Keeps, of every kind, the rows whose id is in `ids[kind]` and whose menu the package allows. */
export function bound(all: Grantables, ids: Record<Kind, Set<string>> | undefined, pack?: Set<string>): Grantables {
  const keep = <T extends MenuRow | DataScopeRow | ApiScopeRow>(kind: Kind, rows: T[]) =>
    rows.filter((r) => (!ids || ids[kind].has(r.id)) && (!pack || pack.has(menuOf(kind, r))));
  return {
    menu: keep('menu', all.menu),
    dataScope: keep('dataScope', all.dataScope),
    apiScope: keep('apiScope', all.apiScope),
  };
}

/**
 * What the caller may grant: everything for the platform administrator; anyone else only what their own live
 * roles hold, and only what their tenant's package allows.
 */
export async function grantables(ctx: Ctx): Promise<{ all: Grantables; offer: Grantables }> {
  const all = await liveGrantables(ctx);
  if (ctx.isAdministrator) return { all, offer: all };
  const [held, pack] = [await heldIds(ctx, ctx.roleIds), await grantableMenus(ctx)];
  return { all, offer: bound(all, held, pack) };
}

const missingMessage = {
  menu: grantMessages.menuMissing,
  dataScope: grantMessages.dataScopeMissing,
  apiScope: grantMessages.apiScopeMissing,
};

/**
 * The ids of one kind the caller asks to grant, de-duplicated and checked: each must exist, lie within the
 * tenant's package and be held by the caller. A menu id in a scope list is dropped: the scope trees show menus
 * as the headings their scopes hang under, and a tree picker sends the checked headings along.
 */
async function checked(ctx: Ctx, kind: Kind, requested: string[], all: Grantables, offer: Grantables) {
  const menuIds = new Set(all.menu.map((m) => m.id));
  const ids = [...new Set(requested)].filter((id) => kind === 'menu' || !menuIds.has(id));
  const live = new Map<string, MenuRow | DataScopeRow | ApiScopeRow>(all[kind].map((r) => [r.id, r]));
  const missing = ids.filter((id) => !live.has(id));
  if (missing.length) throw badRequest(missingMessage[kind], { ids: missing.join(',') });
  const allowed = new Set(offer[kind].map((r) => r.id));
  const beyond = ids.filter((id) => !allowed.has(id));
  if (beyond.length) {
    const pack = await grantableMenus(ctx);
    const outside = pack ? beyond.filter((id) => !pack.has(menuOf(kind, live.get(id)!))) : [];
    if (outside.length) throw badRequest(grantMessages.beyondPackage, { ids: outside.join(',') });
    throw badRequest(roleMessages.beyondOwn);
  }
  return ids;
}

/** Replaces one kind of grant of the roles: the old links go, the cross product of roles and ids comes. */
export async function replaceKind(db: Db, roleIds: string[], kind: Kind, ids: string[]) {
  if (kind === 'menu') {
    await db.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
    const rows = roleIds.flatMap((roleId) => ids.map((menuId) => ({ roleId, menuId })));
    if (rows.length) await db.insert(roleMenu).values(rows);
    return;
  }
  const category = categoryOf[kind];
  await db.delete(roleScope).where(and(inArray(roleScope.roleId, roleIds), eq(roleScope.scopeCategory, category)));
  const rows = roleIds.flatMap((roleId) => ids.map((scopeId) => ({ roleId, scopeId, scopeCategory: category })));
  if (rows.length) await db.insert(roleScope).values(rows);
}

/**
 * Inside the caller's transaction (`ctx.db` is it): replaces exactly the kinds present in `lists` for every role
 * of `roleIds`, which must be roles of the caller's tenant. Nothing is written unless every check passes.
 */
export async function replaceGrants(ctx: Ctx, roleIds: string[], lists: GrantLists) {
  const roles = [...new Set(roleIds)];
  const rows = [];
  for (const id of roles) rows.push(await findRole(ctx, id));
  const { all, offer } = await grantables(ctx);
  const kinds = (Object.keys(lists) as Kind[]).filter((k) => lists[k]);
  const accepted: GrantLists = {};
  for (const kind of kinds) accepted[kind] = await checked(ctx, kind, lists[kind]!, all, offer);
  const before = await heldIds(ctx, roles);
  for (const kind of kinds) await replaceKind(ctx.db, roles, kind, accepted[kind]!);
  await audit(ctx, 'role.grant', roleAudit.granted(rows, grantChanges(all, before, accepted)));
  return roles.length;
}

/** What a grant changed, kind by kind, for the audit trail: counted against what the roles held of the live rows. */
function grantChanges(all: Grantables, before: Record<Kind, Set<string>>, accepted: GrantLists) {
  const changeOf = (kind: Kind): GrantChange | undefined => {
    const now = accepted[kind];
    if (!now) return undefined;
    const had = new Set(all[kind].filter((r) => before[kind].has(r.id)).map((r) => r.id));
    const next = new Set(now);
    return {
      now: next.size,
      added: [...next].filter((id) => !had.has(id)).length,
      removed: [...had].filter((id) => !next.has(id)).length,
    };
  };
  const scopesOf = (kind: 'dataScope' | 'apiScope'): ScopeChange | undefined => {
    const c = changeOf(kind);
    if (!c) return undefined;
    const next = new Set(accepted[kind]);
    return { ...c, names: all[kind].filter((r) => next.has(r.id)).map((r) => r.scopeName) };
  };
  return { menu: changeOf('menu'), dataScope: scopesOf('dataScope'), apiScope: scopesOf('apiScope') };
}

/** role/grant and the -v2 calls: one transaction per call. */
export async function grantRoles(ctx: Ctx, roleIds: string[], lists: GrantLists) {
  return ctx.db.transaction(async (tx) => replaceGrants({ ...ctx, db: tx as unknown as Db }, roleIds, lists));
}

/** menu/role-tree-keys: the live menus and scopes the given roles (of the caller's tenant) hold now. */
export async function roleTreeKeys(ctx: Ctx, roleIds: string[]): Promise<Record<Kind, string[]>> {
  const roles = [...new Set(roleIds)];
  for (const id of roles) await findRole(ctx, id);
  const held = await heldIds(ctx, roles);
  const live = await liveGrantables(ctx);
  const pick = (kind: Kind) => live[kind].filter((r) => held[kind].has(r.id)).map((r) => r.id);
  return { menu: pick('menu'), dataScope: pick('dataScope'), apiScope: pick('apiScope') };
}
