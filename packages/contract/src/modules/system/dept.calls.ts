import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import { permissionsOf } from '../../kit/resource.ts';
import { detailQuery, idOrEmpty, idValue, removeQuery, submitSchema, tenantQuery } from '../../kit/schema.ts';
import { treeReply } from '../../kit/tree.ts';
import { deptResource } from './dept.ts';

/** A department as the calls send it (`parentId` '0' is a top-level one; `extInfo` a deployment's own fields). */
export const deptRecord = recordSchema(deptResource).extend({
  parentId: z.string(),
  deptName: z.string(),
  ancestors: z.string().optional(),
  extInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  /** lazy-list: whether it has sub-departments to load. */
  hasChildren: z.boolean().optional(),
  /** The label of its type (dept_category), as BladeX's DeptVO carries it for the lists. */
  deptCategoryName: z.string().optional(),
});
export type Dept = z.infer<typeof deptRecord> & { children?: Dept[] };

/** dept/list: the tree; each department carries its sub-departments. */
const deptNode: z.ZodType<Dept> = deptRecord.extend({
  get children() {
    return z.array(deptNode).optional();
  },
});

const codes = permissionsOf(deptResource);
const parentQuery = z.object({
  parentId: idOrEmpty().optional(),
});
/** The extension calls take the same fields plus `extInfo`: a deployment's own fields, as a JSON object. */
const extendBody = (requireId: boolean) =>
  submitSchema(deptResource).safeExtend({
    id: requireId ? idValue() : z.undefined().optional(),
    extInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  });

/** 部门管理 (blade-system/dept): a tree per tenant; pickers (tree, lazy-tree, select) serve every signed-in user. */
export const deptCalls = {
  list: defineCall({
    method: 'GET',
    path: 'blade-system/dept/list',
    summary: 'Departments as a tree; deptName / fullName filters keep ancestors',
    permission: codes.menu,
    query: z
      .object({ deptName: z.string().optional(), fullName: z.string().optional() })
      .extend(tenantQuery.shape)
      .loose(),
    reply: z.array(deptNode),
  }),
  lazyList: defineCall({
    method: 'GET',
    path: 'blade-system/dept/lazy-list',
    summary: 'One level of departments',
    permission: codes.menu,
    query: parentQuery.extend(tenantQuery.shape),
    reply: z.array(deptRecord),
  }),
  tree: defineCall({
    method: 'GET',
    path: 'blade-system/dept/tree',
    summary: 'Departments as TreeNodes (tenantId only for the administrator)',
    permission: 'authenticated',
    query: tenantQuery,
    reply: treeReply,
  }),
  lazyTree: defineCall({
    method: 'GET',
    path: 'blade-system/dept/lazy-tree',
    summary: 'One level of TreeNodes',
    permission: 'authenticated',
    query: parentQuery.extend(tenantQuery.shape),
    reply: treeReply,
  }),
  select: defineCall({
    method: 'GET',
    path: 'blade-system/dept/select',
    summary: 'Departments, flat, for pickers',
    permission: 'authenticated',
    reply: z.array(z.object({ id: z.string(), parentId: z.string(), deptName: z.string() })),
  }),
  roleManagerDeptTree: defineCall({
    method: 'GET',
    path: 'blade-system/dept/roleManagerDeptTree',
    summary: 'Departments as TreeNodes for the role screen',
    permission: codes.menu,
    query: tenantQuery,
    reply: treeReply,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'blade-system/dept/detail',
    summary: 'One department, with its parent’s name',
    permission: codes.menu,
    query: detailQuery,
    reply: deptRecord.extend({ parentName: z.string() }),
  }),
  submit: defineCall({
    method: 'POST',
    path: 'blade-system/dept/submit',
    summary: 'Add (no id) or update a department',
    permission: { add: codes.add, edit: codes.edit },
    body: submitSchema(deptResource),
    reply: deptRecord,
  }),
  saveExtendDept: defineCall({
    method: 'POST',
    path: 'blade-system/dept/saveExtendDept',
    summary: 'Add a department with its extension fields',
    permission: codes.add,
    body: extendBody(false),
    reply: deptRecord,
  }),
  updateExtendDept: defineCall({
    method: 'POST',
    path: 'blade-system/dept/updateExtendDept',
    summary: 'Update a department and its extension fields',
    permission: codes.edit,
    body: extendBody(true),
    reply: deptRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: 'blade-system/dept/remove',
    summary: 'Soft-delete departments (refused while one has sub-departments or users)',
    permission: codes.delete,
    query: removeQuery,
    reply: z.number().describe('departments removed'),
  }),
};
