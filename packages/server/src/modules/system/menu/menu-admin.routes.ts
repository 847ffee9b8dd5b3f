import { defineResource, detailQuery, removeQuery, sayShared, submitSchema } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { forbidden } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { type MenuInput, menuMessages, removeMenus, saveMenu } from './menu-admin.save.ts';
import { menuDetail, menuLazyList, menuTree, menuTreeList } from './menu-admin.service.ts';

/**
 * The menu form, declared like a resource so the CRUD kit validates the body with the contract's messages; the
 * table is hand-written and the screen is a tree. Rules that depend on other fields (a menu needs a path, a
 * button a parent) are the service's.
 */
const menuForm = defineResource({
  module: 'system',
  name: 'menu-admin',
  title: { zh: '菜单管理', en: 'Menus' },
  api: 'blade-system/menu',
  table: 'blade_menu',
  tenant: false,
  fields: {
    parentId: { type: 'id', label: { zh: '上级菜单', en: 'Parent menu' } },
    name: { type: 'string', label: { zh: '菜单名称', en: 'Menu name' }, required: menuMessages.nameRequired },
    path: { type: 'string', label: { zh: '路由地址', en: 'Route path' } },
    code: { type: 'string', label: { zh: '菜单编号', en: 'Menu code' }, required: menuMessages.codeRequired },
    alias: { type: 'string', label: { zh: '菜单别名', en: 'Menu alias' }, required: menuMessages.aliasRequired },
    source: { type: 'string', label: { zh: '菜单图标', en: 'Icon' } },
    sort: { type: 'integer', label: { zh: '菜单排序', en: 'Order' }, required: menuMessages.sortRequired },
    category: {
      type: 'integer',
      label: { zh: '菜单类型', en: 'Menu type' },
      required: menuMessages.categoryRequired,
    },
    action: { type: 'integer', label: { zh: '按钮功能', en: 'Button action' } },
    isOpen: { type: 'integer', label: { zh: '新窗口', en: 'New window' } },
    remark: { type: 'string', label: { zh: '备注', en: 'Remark' } },
  },
});

const filterQuery = z.looseObject({
  name: z.string().optional(),
  code: z.string().optional(),
  alias: z.string().optional(),
});
const lazyQuery = filterQuery.extend({
  parentId: z
    .string()
    .regex(/^\d{0,19}$/, { error: sayShared('badIds') })
    .optional(),
});

/** The menu tree is also what the data and API scope screens hang their scopes on. */
const menuReaders = ['menu', 'data_scope', 'api_scope'];
async function anyMenuReader(req: FastifyRequest) {
  const ctx = ctxOf(req);
  if (!menuReaders.some((code) => can(ctx, code))) throw forbidden();
}

/** 菜单管理 (blade-system/menu): reads for the menu screen (and the scope screens); writes are the administrator's. */
export function menuAdminRoutes(app: App) {
  const base = '/api/blade-system/menu';
  const tags = ['blade-system'];
  app.get(
    `${base}/list`,
    {
      config: { permission: 'menu' },
      schema: {
        tags,
        summary: 'Menus and buttons as a tree; name/code/alias filters keep ancestors',
        querystring: filterQuery,
      },
    },
    async (req) => ok(req, await menuTreeList(ctxOf(req), req.query, false)),
  );
  app.get(
    `${base}/menu-list`,
    {
      config: { permission: 'menu' },
      schema: { tags, summary: 'Menus (no buttons) as a tree', querystring: filterQuery },
    },
    async (req) => ok(req, await menuTreeList(ctxOf(req), req.query, true)),
  );
  app.get(
    `${base}/lazy-list`,
    {
      config: { permission: 'menu' },
      schema: {
        tags,
        summary: 'One level of menus and buttons; with a filter every match, flat',
        querystring: lazyQuery,
      },
    },
    async (req) => ok(req, await menuLazyList(ctxOf(req), req.query.parentId || '0', req.query, false)),
  );
  app.get(
    `${base}/lazy-menu-list`,
    {
      // Read by the menu, data scope and API scope screens: any one of their codes opens it.
      config: { permission: 'authenticated' },
      preValidation: anyMenuReader,
      schema: {
        tags,
        summary: 'One level of menus (no buttons); with a filter every match, flat',
        querystring: lazyQuery,
      },
    },
    async (req) => ok(req, await menuLazyList(ctxOf(req), req.query.parentId || '0', req.query, true)),
  );
  app.get(
    `${base}/tree`,
    { config: { permission: 'menu' }, schema: { tags, summary: 'Menus as TreeNodes, for the parent picker' } },
    async (req) => ok(req, await menuTree(ctxOf(req))),
  );
  app.get(
    `${base}/detail`,
    {
      config: { permission: 'menu' },
      schema: {
        tags,
        summary: 'One menu with parentName, categoryName, actionName, isOpenName',
        querystring: detailQuery,
      },
    },
    async (req) => ok(req, await menuDetail(ctxOf(req), req.query.id)),
  );
  app.post(
    `${base}/submit`,
    {
      config: { permission: 'administrator' },
      schema: {
        tags,
        summary: 'Add (no id) or update a menu or button (platform administrator)',
        body: submitSchema(menuForm),
      },
    },
    async (req) => {
      const { record, created } = await saveMenu(ctxOf(req), req.body as MenuInput);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.post(
    `${base}/remove`,
    {
      config: { permission: 'administrator' },
      schema: {
        tags,
        summary: 'Soft-delete menus with their grants and scopes (platform administrator)',
        querystring: removeQuery,
      },
    },
    async (req) => ok(req, await removeMenus(ctxOf(req), req.query.ids), 'removed'),
  );
}
