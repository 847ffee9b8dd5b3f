import { type BodyOf, type menuCalls, menuCategory, menuMessages, type Text } from '@pharma/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import { badRequest, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { roleMenu } from '../role/role.table.ts';
import { dropScopes, scopeTable } from '../scope/scope.service.ts';
import { topMenuSetting } from '../topmenu/topmenu.table.ts';
import { menu } from './menu.table.ts';
import { findMenu, liveMenus, type MenuRow, toMenuRecord } from './menu-admin.service.ts';

/** The server's own refusals of a menu submit or remove (those the form shares are the contract's menuMessages). */
const refusals = {
  actionInvalid: { zh: '请选择按钮功能', en: 'Please choose the button action' },
  isOpenInvalid: { zh: '请选择是否新窗口打开', en: 'Please choose whether it opens in a new window' },
  codeTaken: { zh: '菜单编号已存在', en: 'This menu code already exists' },
  ownParent: { zh: '父节点不可选择自身', en: 'A menu cannot be its own parent' },
  underItself: {
    zh: '不能选择自身的下级菜单作为上级',
    en: 'A menu cannot be moved under one of its own sub-menus',
  },
  parentMissing: { zh: '上级菜单不存在或已被删除', en: 'The parent menu does not exist or has been deleted' },
  parentIsButton: { zh: '按钮下不能添加下级', en: 'A button cannot have children' },
  buttonNeedsParent: { zh: '按钮必须有上级菜单', en: 'A button must sit under a menu' },
  buttonWithChildren: { zh: '有下级的菜单不能改为按钮', en: 'A menu with children cannot become a button' },
  hasChildren: { zh: '请先删除子节点', en: 'Remove its children first' },
} satisfies Record<string, Text>;

/** The unique index on live menu codes (tables.ts); two simultaneous adds of one code meet there. */
const codeIndex = 'blade_menu_code_uniq';

/** A submit's body as its declaration parses it. */
type MenuInput = BodyOf<typeof menuCalls.submit>;

const text = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

/**
 * menu/submit: add (no id) or update; fields left out keep their value. Code uniqueness is left to the unique
 * index alone, so a plain repeat and a race end in the same message.
 */
export async function saveMenu(ctx: Ctx, input: MenuInput) {
  try {
    return await writeMenu(ctx, input);
  } catch (error) {
    if (uniqueViolation(error)?.constraint === codeIndex) throw badRequest(refusals.codeTaken);
    throw error;
  }
}

/** The parent must be a live menu (not a button), neither the row itself nor one of its descendants. */
function checkParent(rows: MenuRow[], existing: MenuRow | undefined, parentId: string, category: number) {
  if (parentId === '0') {
    if (category === menuCategory.button) throw badRequest(refusals.buttonNeedsParent);
    return;
  }
  if (existing && parentId === existing.id) throw badRequest(refusals.ownParent);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parent = byId.get(parentId);
  if (!parent) throw badRequest(refusals.parentMissing);
  if (parent.category === menuCategory.button) throw badRequest(refusals.parentIsButton);
  const seen = new Set<string>();
  for (let at: MenuRow | undefined = parent; at && !seen.has(at.id); at = byId.get(at.parentId)) {
    if (existing && at.id === existing.id) throw badRequest(refusals.underItself);
    seen.add(at.id);
  }
}

async function writeMenu(ctx: Ctx, input: MenuInput) {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Ctx['db'];
    const txCtx = { ...ctx, db };
    const existing = input.id ? await findMenu(txCtx, input.id) : undefined;
    if (input.id && !existing) throw notFound();
    const value = <K extends keyof MenuInput & keyof MenuRow>(key: K) =>
      input[key] !== undefined ? input[key] : existing?.[key];
    const category = value('category');
    const action = value('action') ?? 0;
    // yes_no is 1 no, 2 yes; the open Saber's 新窗口 radio sends 0 for 否, which means no here too.
    const given = value('isOpen');
    const isOpen = given === 0 || given == null ? 1 : given;
    const path = text(value('path') as string | null | undefined);
    if (category !== menuCategory.menu && category !== menuCategory.button) {
      throw badRequest(menuMessages.categoryRequired);
    }
    if (typeof action !== 'number' || action < 0 || action > 3) throw badRequest(refusals.actionInvalid);
    if (isOpen !== 1 && isOpen !== 2) throw badRequest(refusals.isOpenInvalid);
    if (category === menuCategory.menu && !path) throw badRequest(menuMessages.pathRequired);
    const parentId = text(input.parentId) ?? existing?.parentId ?? '0';
    const rows = await liveMenus(txCtx);
    checkParent(rows, existing, parentId, category);
    if (existing && category === menuCategory.button && rows.some((r) => r.parentId === existing.id)) {
      throw badRequest(refusals.buttonWithChildren);
    }
    const values = {
      parentId,
      category,
      action,
      isOpen,
      path,
      ...(input.name != null && { name: input.name.trim() }),
      ...(input.code != null && { code: input.code.trim() }),
      ...(input.alias != null && { alias: input.alias.trim() }),
      ...(input.sort != null && { sort: input.sort }),
      ...(input.source !== undefined && { source: text(input.source) }),
      ...(input.remark !== undefined && { remark: text(input.remark) }),
    };
    const children = new Set(existing && rows.some((r) => r.parentId === existing.id) ? [existing.id] : []);
    if (!existing) {
      const [row] = await db
        .insert(menu)
        .values({
          ...values,
          name: values.name ?? '',
          code: values.code ?? '',
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
          updateUser: ctx.userId,
        })
        .returning();
      return { record: toMenuRecord(row!, children), created: true };
    }
    const [row] = await db
      .update(menu)
      .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(menu.id, existing.id), scoped(ctx, menu)))
      .returning();
    return { record: toMenuRecord(row!, children), created: false };
  });
}

/**
 * menu/remove: soft, all or nothing; refused while a menu keeps a live child outside the removed set. The menus
 * leave every role (role_menu) and top menu (top_menu_setting), and their data and API scopes go with them.
 */
export async function removeMenus(ctx: Ctx, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Ctx['db'];
    const live = await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.id, unique), scoped(ctx, menu)));
    if (live.length !== unique.length) throw notFound();
    const [child] = await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.parentId, unique), notInArray(menu.id, unique), scoped(ctx, menu)))
      .limit(1);
    if (child) throw badRequest(refusals.hasChildren);
    await db
      .update(menu)
      .set(removedBy(ctx))
      .where(and(inArray(menu.id, unique), scoped(ctx, menu)));
    await db.delete(roleMenu).where(inArray(roleMenu.menuId, unique));
    await db.delete(topMenuSetting).where(inArray(topMenuSetting.menuId, unique));
    for (const kind of ['data', 'api'] as const) {
      await dropScopes({ ...ctx, db }, kind, inArray(scopeTable(kind).menuId, unique));
    }
    return unique.length;
  });
}
