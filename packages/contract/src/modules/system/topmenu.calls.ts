import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import { detailQuery, idsText, idValue, sharedZodMessage } from '../../kit/schema.ts';
import { treeReply } from '../../kit/tree.ts';
import { topMenuCodes, topMenuResource } from './topmenu.ts';

/** A top menu as the top bar reads it (a row of the declared resource). */
export const topMenuRecord = recordSchema(topMenuResource);
export type TopMenu = z.infer<typeof topMenuRecord>;

/** topmenu_setting: the 菜单配置 button the resource declares. */
const settingCode = topMenuCodes.setting;
const ids = z.array(idValue(), { error: sharedZodMessage('badIds') }).nullish();

/**
 * 顶部菜单 beyond the CRUD kit's four calls: the top bar every signed-in user reads, and the 菜单配置 dialog that
 * links menus to top menus (blade_top_menu_setting).
 */
export const topMenuCalls = {
  topMenu: defineCall({
    method: 'GET',
    path: 'blade-system/menu/top-menu',
    summary: "The caller's tenant's top menus by sort",
    permission: 'authenticated',
    reply: z.array(topMenuRecord),
  }),
  /**
   * Read by the commercial Saber 4 console on every page load: the side menu it opens with is this top menu's (its
   * `id`), or every menu when there is none (`null`).
   */
  mainMenu: defineCall({
    method: 'GET',
    path: 'blade-system/menu/main-menu',
    summary: "The caller's tenant's home top menu (是否主页), or null when none is set",
    permission: 'authenticated',
    reply: topMenuRecord.nullable(),
  }),
  /** 是否主页 switched on: this top menu becomes the tenant's home, every other one stops being it. */
  enable: defineCall({
    method: 'POST',
    path: 'blade-system/topmenu/enable',
    summary: 'Make a top menu its tenant’s home (是否主页); the others stop being it',
    permission: topMenuCodes.edit,
    query: detailQuery,
    reply: z.boolean(),
  }),
  grantTopTree: defineCall({
    method: 'GET',
    path: 'blade-system/menu/grant-top-tree',
    summary: 'Menus the caller may link to a top menu, as a tree',
    permission: settingCode,
    reply: z.object({ menu: treeReply }),
  }),
  topTreeKeys: defineCall({
    method: 'GET',
    path: 'blade-system/menu/top-tree-keys',
    summary: 'Menu ids linked to the given top menus',
    permission: settingCode,
    query: z.object({
      topMenuIds: idsText().optional().describe('comma-joined top menu ids'),
    }),
    reply: z.object({ menu: z.array(z.string()) }),
  }),
  grant: defineCall({
    method: 'POST',
    path: 'blade-system/topmenu/grant',
    summary: 'Replace the menus linked to the given top menus',
    permission: settingCode,
    body: z.object({ topMenuIds: ids, menuIds: ids }, { error: sharedZodMessage('badBody') }),
    reply: z.null(),
  }),
};
