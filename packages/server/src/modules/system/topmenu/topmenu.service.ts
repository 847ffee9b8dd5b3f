import {
  type BodyOf,
  menuCategory,
  type TopMenu,
  type TreeNode,
  type topMenuCalls,
  topMenuResource,
} from '@pharma/contract';
import { and, asc, eq, getTableName, inArray, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { treeOf } from '../../../platform/tree.ts';
import { grantedRows } from '../menu/menu.service.ts';
import { menuName } from '../menu/menu-names.ts';
import { topmenuTable as topMenu, topMenuSetting } from './topmenu.table.ts';

const unknownTopMenus = {
  zh: '顶部菜单不存在或已被删除: {ids}',
  en: 'These top menus do not exist or have been deleted: {ids}',
};
const notGrantable = {
  zh: '菜单不存在或不在您的权限范围内: {ids}',
  en: 'These menus do not exist or are not yours to grant: {ids}',
};

/**
 * The live top menus of the caller's tenant, whatever the caller's data scopes on top menus: the top bar and its
 * settings are the tenant's, not rows a user made.
 */
const ofTenant = (ctx: Ctx) => scoped(ctx, topMenu, { dataScope: false });

/** GET menu/top-menu: the top bar of the caller's tenant, by sort. */
export async function topMenus(ctx: Ctx): Promise<TopMenu[]> {
  const rows = await ctx.db.select().from(topMenu).where(ofTenant(ctx)).orderBy(asc(topMenu.sort), asc(topMenu.id));
  return rows.map((r) => toRecord(r, ctx.timeZone) as unknown as TopMenu);
}

/** Menus (not buttons) the caller may link: all of them for the administrator, else those their roles hold. */
async function grantableMenus(ctx: Ctx) {
  return (await grantedRows(ctx)).filter((m) => m.category === menuCategory.menu);
}

/** GET menu/grant-top-tree: the checkbox tree of the menu-setting dialog. */
export async function grantTopTree(ctx: Ctx): Promise<{ menu: TreeNode[] }> {
  return { menu: treeOf(await grantableMenus(ctx), (m) => menuName(m, ctx.lang)) };
}

/** The given ids that are live top menus of the caller's tenant; any other id is refused, naming it. */
async function ownTopMenus(ctx: Ctx, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await ctx.db
    .select({ id: topMenu.id })
    .from(topMenu)
    .where(and(inArray(topMenu.id, unique), ofTenant(ctx)));
  const own = new Set(rows.map((r) => r.id as string));
  const missing = unique.filter((id) => !own.has(id));
  if (missing.length > 0) throw badRequest(unknownTopMenus, { ids: missing.join(',') });
  return unique;
}

/** GET menu/top-tree-keys: the menus the given top menus link now, to pre-check the dialog. */
export async function topTreeKeys(ctx: Ctx, topMenuIds: string[]): Promise<{ menu: string[] }> {
  const ids = await ownTopMenus(ctx, topMenuIds);
  if (ids.length === 0) return { menu: [] };
  const rows = await ctx.db
    .selectDistinct({ menuId: topMenuSetting.menuId })
    .from(topMenuSetting)
    .where(inArray(topMenuSetting.topMenuId, ids));
  return { menu: rows.map((r) => r.menuId) };
}

/**
 * POST topmenu/grant: replaces the menus of the given top menus with the cross product (a missing or empty list
 * means none). Only the caller's tenant's top menus, and only menus the caller may grant: all or nothing.
 */
export async function grantTopMenus(ctx: Ctx, input: BodyOf<typeof topMenuCalls.grant>) {
  const topMenuIds = await ownTopMenus(ctx, input.topMenuIds ?? []);
  const menuIds = [...new Set(input.menuIds ?? [])];
  const grantable = new Set((await grantableMenus(ctx)).map((m) => m.id));
  const refused = menuIds.filter((id) => !grantable.has(id));
  if (refused.length > 0) throw badRequest(notGrantable, { ids: refused.join(',') });
  if (topMenuIds.length === 0) return 0;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(topMenuSetting).where(inArray(topMenuSetting.topMenuId, topMenuIds));
    const rows = topMenuIds.flatMap((topMenuId) => menuIds.map((menuId) => ({ topMenuId, menuId })));
    if (rows.length > 0) await tx.insert(topMenuSetting).values(rows);
  });
  return topMenuIds.length;
}

/** Serialises the home switches of one tenant (a lock held to the end of the transaction): one home at most. */
async function lockHomes(ctx: Ctx) {
  await ctx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${getTableName(topMenu)}:isMain:${ctx.tenantId}`}))`,
  );
}

/** Every other top menu of the caller's tenant stops being the home (`except`: the one that becomes it). */
async function clearOtherHomes(ctx: Ctx, except: string | undefined) {
  await lockHomes(ctx);
  await ctx.db
    .update(topMenu)
    .set({ isMain: 0, updateUser: ctx.userId, updateTime: new Date() })
    .where(and(ofTenant(ctx), eq(topMenu.isMain, 1), ...(except ? [ne(topMenu.id, except)] : [])));
}

/**
 * 顶部菜单's CRUD: 是否主页 is 0 or 1 (blank: 0), and a submit that makes a top menu the home (the commercial Saber's
 * switch sends the row back with it) makes the tenant's other ones stop being it, in the same transaction.
 */
export const topMenuService: CrudService = crudService(topMenuResource, {
  async beforeWrite(ctx, values: Row, existing) {
    if (!existing && !('isMain' in values)) values.isMain = 0;
    if (!('isMain' in values)) return;
    const flag = values.isMain === null || values.isMain === undefined || values.isMain === '' ? 0 : values.isMain;
    if (flag !== 0 && flag !== 1) throw badRequest({ zh: '是否主页只能是 0 或 1', en: 'Home must be 0 or 1' });
    values.isMain = flag;
    if (flag === 1) await clearOtherHomes(ctx, existing?.id as string | undefined);
  },
  // Rows made before 是否主页 existed hold null: not the home.
  toRecord: (_ctx, record) => ({ ...record, isMain: record.isMain ?? 0 }),
});

/** GET menu/main-menu: the tenant's home top menu, or null when none is set. */
export async function mainMenu(ctx: Ctx): Promise<TopMenu | null> {
  const [row] = await ctx.db
    .select()
    .from(topMenu)
    .where(and(ofTenant(ctx), eq(topMenu.isMain, 1)))
    .orderBy(asc(topMenu.sort), asc(topMenu.id))
    .limit(1);
  return row ? (toRecord(row, ctx.timeZone) as unknown as TopMenu) : null;
}

/** POST topmenu/enable: this top menu of the caller's tenant becomes its home, the others stop being it. */
export async function enableTopMenu(ctx: Ctx, id: string): Promise<boolean> {
  await ctx.db.transaction(async (tx) => {
    const txCtx: Ctx = { ...ctx, db: tx as unknown as Ctx['db'] };
    const [row] = await tx
      .select({ id: topMenu.id })
      .from(topMenu)
      .where(and(ofTenant(txCtx), eq(topMenu.id, id)));
    if (!row) throw notFound();
    await clearOtherHomes(txCtx, id);
    await tx
      .update(topMenu)
      .set({ isMain: 1, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(ofTenant(txCtx), eq(topMenu.id, id)));
  });
  return true;
}
