import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import { permissionsOf } from '../../kit/resource.ts';
import { detailQuery, idOrEmpty, removeQuery, submitSchema } from '../../kit/schema.ts';
import { treeReply } from '../../kit/tree.ts';
import { menuResource } from './menu.ts';

/** A node of menu/buttons: menus carry their buttons as children; leaves are button codes. */
const buttonNodeFields = z.object({
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  name: z.string(),
  alias: z.string(),
  path: z.string(),
  source: z.string(),
  action: z.number(),
  sort: z.number(),
});
export type ButtonNode = z.infer<typeof buttonNodeFields> & { children?: ButtonNode[] };
const buttonNode: z.ZodType<ButtonNode> = buttonNodeFields.extend({
  get children() {
    return z.array(buttonNode).optional();
  },
});

/** BladeX's MenuVO: a menu or button row, nullable columns as ''. */
const menuColumns = buttonNodeFields.extend({ category: z.number(), isOpen: z.number(), remark: z.string() });

/** A node of menu/routes (MenuVO plus the spec's meta). */
const menuNodeFields = menuColumns.extend({
  /** i18n: the key under `route.` that names the item in the browser's language; roles: who may see it. */
  meta: z.object({ i18n: z.string().optional(), roles: z.array(z.string()).optional() }),
  query: z.record(z.string(), z.string()).optional(),
});
export type MenuNode = z.infer<typeof menuNodeFields> & { children?: MenuNode[] };
const menuNode: z.ZodType<MenuNode> = menuNodeFields.extend({
  get children() {
    return z.array(menuNode).optional();
  },
});

/**
 * A menu or button as 菜单管理's calls send it: names in the caller's language in lists and trees, `hasChildren`
 * telling whether a level lies below it.
 */
export const menuRecord = recordSchema(menuResource).extend({ ...menuColumns.shape, hasChildren: z.boolean() });
export type MenuRecord = z.infer<typeof menuRecord> & { children?: MenuRecord[] };

/** menu/list and menu/menu-list: the tree; each row carries what hangs below it. */
const menuRecordNode: z.ZodType<MenuRecord> = menuRecord.extend({
  get children() {
    return z.array(menuRecordNode).optional();
  },
});

const codes = permissionsOf(menuResource);
/** name / code / alias match by "contains"; a match keeps its ancestors (trees) or shows flat (lazy calls). */
const filterQuery = z.looseObject({
  name: z.string().optional(),
  code: z.string().optional(),
  alias: z.string().optional(),
});
const lazyQuery = filterQuery.extend({
  parentId: idOrEmpty().optional(),
});

/**
 * 菜单管理 (blade-system/menu): reads for the menu screen (and the scope screens); writes are the platform
 * administrator's. And the navigation every signed-in user reads: their menus (routes) and buttons. The grant
 * dialogs' reads are declared with their screens (role.calls.ts, topmenu.calls.ts).
 */
export const menuCalls = {
  list: defineCall({
    method: 'GET',
    path: 'blade-system/menu/list',
    summary: 'Menus and buttons as a tree; name/code/alias filters keep ancestors',
    permission: codes.menu,
    query: filterQuery,
    reply: z.array(menuRecordNode),
  }),
  menuList: defineCall({
    method: 'GET',
    path: 'blade-system/menu/menu-list',
    summary: 'Menus (no buttons) as a tree',
    permission: codes.menu,
    query: filterQuery,
    reply: z.array(menuRecordNode),
  }),
  lazyList: defineCall({
    method: 'GET',
    path: 'blade-system/menu/lazy-list',
    summary: 'One level of menus and buttons; with a filter every match, flat',
    permission: codes.menu,
    query: lazyQuery,
    reply: z.array(menuRecord),
  }),
  /**
   * Read by the menu, data scope and API scope screens: any one of their menu codes opens it. The kit's
   * permissions name one code, so the server checks the three after sign-in (menu-admin.routes.ts).
   */
  lazyMenuList: defineCall({
    method: 'GET',
    path: 'blade-system/menu/lazy-menu-list',
    summary: 'One level of menus (no buttons); with a filter every match, flat',
    permission: 'authenticated',
    query: lazyQuery,
    reply: z.array(menuRecord),
  }),
  tree: defineCall({
    method: 'GET',
    path: 'blade-system/menu/tree',
    summary: 'Menus as TreeNodes, for the parent picker',
    permission: codes.menu,
    reply: treeReply,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'blade-system/menu/detail',
    summary: 'One menu with parentName, categoryName, actionName, isOpenName',
    permission: codes.menu,
    query: detailQuery,
    reply: menuRecord.extend({
      parentName: z.string(),
      categoryName: z.string(),
      actionName: z.string(),
      isOpenName: z.string(),
    }),
  }),
  submit: defineCall({
    method: 'POST',
    path: 'blade-system/menu/submit',
    summary: 'Add (no id) or update a menu or button (platform administrator)',
    permission: 'administrator',
    body: submitSchema(menuResource),
    reply: menuRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: 'blade-system/menu/remove',
    summary: 'Soft-delete menus with their grants and scopes (platform administrator)',
    permission: 'administrator',
    query: removeQuery,
    reply: z.number().describe('menus removed'),
  }),
  routes: defineCall({
    method: 'GET',
    path: 'blade-system/menu/routes',
    title: { zh: '菜单·路由', en: 'Menu · Routes' },
    summary: "The caller's menu tree",
    permission: 'authenticated',
    query: z.object({ topMenuId: idOrEmpty().optional() }),
    reply: z.array(menuNode),
  }),
  buttons: defineCall({
    method: 'GET',
    path: 'blade-system/menu/buttons',
    title: { zh: '菜单·按钮', en: 'Menu · Buttons' },
    summary: "The caller's button codes as a tree",
    permission: 'authenticated',
    reply: z.array(buttonNode),
  }),
};
