import { defineResource, detailQuery, permissionsOf, removeQuery, submitSchema } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import {
  type DeptInput,
  deptDetail,
  deptLazyList,
  deptLazyTree,
  deptList,
  deptSelect,
  deptTree,
  removeDepts,
  saveDept,
} from './dept.service.ts';

/**
 * The dept form, declared like a resource so its body is validated (and its messages worded) by the CRUD kit;
 * it is not in `resources`: the table is hand-written and the screen is a tree, not a CrudPage.
 */
const deptForm = defineResource({
  module: 'system',
  name: 'dept',
  title: { zh: '部门管理', en: 'Departments' },
  api: 'blade-system/dept',
  table: 'blade_dept',
  fields: {
    parentId: { type: 'id', label: { zh: '上级部门', en: 'Parent department' } },
    deptName: {
      type: 'string',
      max: 45,
      label: { zh: '部门名称', en: 'Department name' },
      required: { zh: '请输入部门名称', en: 'Please enter the department name' },
    },
    fullName: { type: 'string', max: 45, label: { zh: '部门全称', en: 'Full name' } },
    sort: { type: 'integer', label: { zh: '排序', en: 'Order' } },
    deptCategory: { type: 'integer', label: { zh: '部门类型', en: 'Category' } },
    remark: { type: 'string', max: 255, label: { zh: '备注', en: 'Remark' } },
  },
});

/** The extension calls take the same fields plus `extInfo`: a deployment's own fields, as a JSON object. */
const extendBody = (requireId: boolean) =>
  submitSchema(deptForm).safeExtend({
    id: requireId ? z.string().regex(/^\d{1,19}$/) : z.undefined().optional(),
    extInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  });

const codes = permissionsOf(deptForm);
const parentQuery = z.object({
  parentId: z
    .string()
    .regex(/^\d{0,19}$/)
    .optional(),
});
const tenantQuery = z.object({ tenantId: z.string().max(12).optional() });

/** 部门管理 (blade-system/dept): a tree per tenant; pickers (tree, lazy-tree, select) serve every signed-in user. */
export function deptRoutes(app: App) {
  const base = '/api/blade-system/dept';
  const tags = ['blade-system'];
  app.get(
    `${base}/list`,
    {
      config: { permission: codes.menu },
      schema: {
        tags,
        summary: 'Departments as a tree; deptName / fullName filters keep ancestors',
        querystring: z.object({ deptName: z.string().optional(), fullName: z.string().optional() }).loose(),
      },
    },
    async (req) => ok(req, await deptList(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/lazy-list`,
    {
      config: { permission: codes.menu },
      schema: { tags, summary: 'One level of departments', querystring: parentQuery },
    },
    async (req) => ok(req, await deptLazyList(ctxOf(req), req.query.parentId || undefined)),
  );
  app.get(
    `${base}/tree`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Departments as TreeNodes (tenantId only for the administrator)',
        querystring: tenantQuery,
      },
    },
    async (req) => ok(req, await deptTree(ctxOf(req), req.query.tenantId || undefined)),
  );
  app.get(
    `${base}/lazy-tree`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'One level of TreeNodes', querystring: parentQuery.extend(tenantQuery.shape) },
    },
    async (req) =>
      ok(req, await deptLazyTree(ctxOf(req), req.query.parentId || undefined, req.query.tenantId || undefined)),
  );
  app.get(
    `${base}/select`,
    { config: { permission: 'authenticated' }, schema: { tags, summary: 'Departments, flat, for pickers' } },
    async (req) => ok(req, await deptSelect(ctxOf(req))),
  );
  app.get(
    `${base}/roleManagerDeptTree`,
    {
      config: { permission: codes.menu },
      schema: { tags, summary: 'Departments as TreeNodes for the role screen', querystring: tenantQuery },
    },
    async (req) => ok(req, await deptTree(ctxOf(req), req.query.tenantId || undefined)),
  );
  app.get(
    `${base}/detail`,
    { config: { permission: codes.menu }, schema: { tags, summary: 'One department', querystring: detailQuery } },
    async (req) => ok(req, await deptDetail(ctxOf(req), req.query.id)),
  );
  app.post(
    `${base}/submit`,
    {
      config: {
        permission: (req) => {
          const id = (req.body as { id?: unknown } | undefined)?.id;
          return id === undefined || id === null || id === '' ? codes.add : codes.edit;
        },
      },
      schema: { tags, summary: 'Add (no id) or update a department', body: submitSchema(deptForm) },
    },
    async (req) => {
      const { record, created } = await saveDept(ctxOf(req), req.body as DeptInput);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.post(
    `${base}/saveExtendDept`,
    {
      config: { permission: codes.add },
      schema: { tags, summary: 'Add a department with its extension fields', body: extendBody(false) },
    },
    async (req) => ok(req, (await saveDept(ctxOf(req), req.body as DeptInput)).record, 'added'),
  );
  app.post(
    `${base}/updateExtendDept`,
    {
      config: { permission: codes.edit },
      schema: { tags, summary: 'Update a department and its extension fields', body: extendBody(true) },
    },
    async (req) => ok(req, (await saveDept(ctxOf(req), req.body as DeptInput)).record, 'updated'),
  );
  app.post(
    `${base}/remove`,
    {
      config: { permission: codes.delete },
      schema: { tags, summary: 'Soft-delete departments', querystring: removeQuery },
    },
    async (req) => ok(req, await removeDepts(ctxOf(req), req.query.ids), 'removed'),
  );
}
