import { type BodyOf, type Dept, type deptCalls, deptResource, type TreeNode } from '@pharma/contract';
import { and, asc, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import type { DataScopeTarget } from '../../../platform/data-scope-targets.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { type ScopeOptions, scoped } from '../../../platform/scope.ts';
import { inTenant, perTenant, tenantToAddTo, withTenantNames } from '../../../platform/tenant-reach.ts';
import { forest, treeOf } from '../../../platform/tree.ts';
import { deptNames } from './dept.query.ts';
import { dept } from './dept.table.ts';

type DeptRow = typeof dept.$inferSelect;
/** A department as the calls send it (declared in @pharma/contract). */
type DeptRecord = Dept;

// "Own department" on departments compares the department itself; create_dept the department that made it.
export const deptScopeTarget: DataScopeTarget = {
  code: 'dept',
  name: deptResource.title,
  columns: { id: 'id', create_dept: 'id' },
  table: dept,
};

export const deptMessages = {
  badCategory: { zh: '部门类型只能是公司、部门或小组', en: 'The category must be company, department or group' },
  extTooLong: { zh: '扩展信息过长', en: 'The extension fields are too long' },
  ownParent: { zh: '父节点不可选择自身', en: 'A department cannot be its own parent' },
  underItself: {
    zh: '不能选择自身的下级部门作为上级',
    en: 'A department cannot be moved under one of its own sub-departments',
  },
  parentMissing: {
    zh: '上级部门不存在或已被删除',
    en: 'The parent department does not exist or has been deleted',
  },
  hasChildren: { zh: '请先删除子部门', en: 'Delete its sub-departments first' },
  hasUsers: { zh: '该部门下还有用户,无法删除', en: 'Users still belong to this department; it cannot be deleted' },
};

type Reach = Pick<ScopeOptions, 'acrossTenants'>;
/** The platform administrator's list and lookups by id reach every tenant's departments. */
const anyTenant: Reach = { acrossTenants: true };

/**
 * The departments of a tenant the caller reaches (live, within the data scopes they hold on departments; another
 * tenant's, or every tenant's, only for the platform administrator), by sort.
 */
async function liveDepts(ctx: Ctx, tenantId?: string, reach: Reach = {}): Promise<DeptRow[]> {
  return ctx.db
    .select()
    .from(dept)
    .where(scoped(ctx, dept, { tenantId, ...reach }))
    .orderBy(asc(dept.sort), asc(dept.id));
}

/** A department the caller reaches by id: of their tenant, or with `anyTenant` of any for the administrator. */
async function findDept(ctx: Ctx, id: string, db: Ctx['db'] = ctx.db, reach: Reach = {}) {
  const [row] = await db
    .select()
    .from(dept)
    .where(and(eq(dept.id, id), scoped(ctx, dept, reach)));
  return row as DeptRow | undefined;
}

/** Every live department of the tenant, whatever the caller's data scopes (integrity checks of a write). */
const allOfTenant = (ctx: Ctx, tenantId?: string, reach: Reach = {}) =>
  scoped(ctx, dept, { tenantId, dataScope: false, ...reach });

const record = (ctx: Ctx, row: DeptRow): DeptRecord =>
  ({ ...toRecord(row, ctx.timeZone), extInfo: row.extInfo ? JSON.parse(row.extInfo) : null }) as unknown as DeptRecord;

/**
 * Departments as the lists show them (BladeX's DeptVO): each with its parent's name ('' at the top), its type's
 * label and, where the list spans tenants, its tenant's name. `known` holds rows already read, so a whole tree
 * names its parents without another read.
 */
async function named(ctx: Ctx, rows: DeptRow[], known: readonly DeptRow[] = rows): Promise<DeptRecord[]> {
  const names = new Map(known.map((r) => [r.id, r.deptName]));
  const missing = [...new Set(rows.map((r) => r.parentId))].filter((id) => id !== '0' && !names.has(id));
  for (const [id, name] of await deptNames(ctx, missing)) names.set(id, name);
  const categories = await dictLabels(ctx, deptResource.fields.deptCategory.dict);
  const records = rows.map((r) => ({
    ...record(ctx, r),
    parentName: names.get(r.parentId) ?? '',
    deptCategoryName: r.deptCategory == null ? '' : (categories.get(String(r.deptCategory)) ?? ''),
  }));
  return withTenantNames(ctx, records);
}
const contains = (value: string | null, part?: string) =>
  !part || (value ?? '').toLowerCase().includes(part.toLowerCase());
const ancestorIds = (row: DeptRow) => row.ancestors.split(',').filter((id) => id !== '0');

/**
 * dept/list: the tenant's departments as a tree (the platform administrator's: every tenant's, or the one
 * `tenantId` names); a name filter keeps each match with its ancestors.
 */
export async function deptList(
  ctx: Ctx,
  filter: { deptName?: string; fullName?: string; tenantId?: string },
): Promise<DeptRecord[]> {
  const rows = await liveDepts(ctx, filter.tenantId || undefined, anyTenant);
  const matches = rows.filter((r) => contains(r.deptName, filter.deptName) && contains(r.fullName, filter.fullName));
  const keep = new Set(matches.flatMap((r) => [r.id, ...ancestorIds(r)]));
  return forest(
    await named(
      ctx,
      rows.filter((r) => keep.has(r.id)),
      rows,
    ),
  );
}

/** The ids among `rows` that have a live child, for `hasChildren` of the lazy calls. */
async function withChildren(ctx: Ctx, rows: DeptRow[], tenantId?: string, reach: Reach = {}): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const children = await ctx.db
    .selectDistinct({ parentId: dept.parentId })
    .from(dept)
    .where(
      and(
        inArray(
          dept.parentId,
          rows.map((r) => r.id),
        ),
        allOfTenant(ctx, tenantId, reach),
      ),
    );
  return new Set(children.map((c) => c.parentId));
}

/** One level; under a data scope, a reachable department whose parent is out of reach shows at the top. */
async function level(ctx: Ctx, parentId: string, tenantId?: string, reach: Reach = {}): Promise<DeptRow[]> {
  const rows = await liveDepts(ctx, tenantId, reach);
  const ids = new Set(rows.map((r) => r.id));
  const top = (r: DeptRow) => r.parentId === '0' || !ids.has(r.parentId);
  return rows.filter((r) => (parentId === '0' ? top(r) : r.parentId === parentId));
}

/**
 * dept/lazy-list: one level of the list, each row saying whether it has children (the platform administrator's top
 * level: every tenant's top departments, or the named tenant's).
 */
export async function deptLazyList(ctx: Ctx, parentId = '0', tenantId?: string) {
  const rows = await level(ctx, parentId, tenantId, anyTenant);
  const parents = await withChildren(ctx, rows, tenantId, anyTenant);
  return (await named(ctx, rows)).map((r) => ({ ...r, hasChildren: parents.has(r.id) }));
}

/** dept/tree (and roleManagerDeptTree): the departments as TreeNodes. */
export async function deptTree(ctx: Ctx, tenantId?: string): Promise<TreeNode[]> {
  return treeOf(await liveDepts(ctx, tenantId), (r) => r.deptName);
}

/** dept/lazy-tree: one level of TreeNodes with `hasChildren`. */
export async function deptLazyTree(ctx: Ctx, parentId = '0', tenantId?: string): Promise<TreeNode[]> {
  const rows = await level(ctx, parentId, tenantId);
  const parents = await withChildren(ctx, rows, tenantId);
  return treeOf(rows, (r) => r.deptName).map((n) => ({ ...n, hasChildren: parents.has(n.id) }));
}

/** dept/select: a flat list for pickers. */
export async function deptSelect(ctx: Ctx) {
  return (await liveDepts(ctx)).map((r) => ({ id: r.id, parentId: r.parentId, deptName: r.deptName }));
}

export async function deptDetail(caller: Ctx, id: string) {
  const row = await findDept(caller, id, caller.db, anyTenant);
  if (!row) throw notFound();
  const ctx = inTenant(caller, row.tenantId);
  const parent = row.parentId === '0' ? undefined : await findDept(ctx, row.parentId);
  const [shown] = await withTenantNames(ctx, [record(ctx, row)]);
  return { ...shown!, parentName: parent?.deptName ?? '' };
}

/** A submit's body, or an extension call's (with `extInfo`), as their declarations parse it. */
export type DeptInput = BodyOf<typeof deptCalls.submit> & Pick<BodyOf<typeof deptCalls.updateExtendDept>, 'extInfo'>;

/**
 * dept/submit: inserts (no id) or updates. The parent must be a live department of the department's own tenant
 * (the caller's, or for the platform administrator the tenant they add to or the edited department's) and not
 * the department itself or one below it; `ancestors` follows the parent, and a move rewrites the ancestors of
 * everything below in the same transaction.
 */
export async function saveDept(caller: Ctx, input: DeptInput) {
  const edited = input.id ? await findDept(caller, input.id, caller.db, anyTenant) : undefined;
  if (input.id && !edited) throw notFound();
  const ctx = edited ? inTenant(caller, edited.tenantId) : await tenantToAddTo(caller, input.tenantId);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Ctx['db'];
    const existing = input.id ? await findDept(ctx, input.id, db) : undefined;
    if (input.id && !existing) throw notFound();
    const parentId = input.parentId || existing?.parentId || '0';
    if (existing && parentId === existing.id) throw badRequest(deptMessages.ownParent);
    let ancestors = '0';
    if (parentId !== '0') {
      const parent = await findDept(ctx, parentId, db);
      if (!parent) throw badRequest(deptMessages.parentMissing);
      if (existing && ancestorIds(parent).includes(existing.id)) throw badRequest(deptMessages.underItself);
      ancestors = `${parent.ancestors},${parent.id}`;
    }
    const values = {
      parentId,
      ancestors,
      ...(input.deptName != null && { deptName: input.deptName }),
      ...(input.fullName !== undefined && { fullName: input.fullName }),
      ...(input.sort != null && { sort: input.sort }),
      ...(input.remark !== undefined && { remark: input.remark }),
      ...(input.deptCategory != null && { deptCategory: input.deptCategory }),
      ...(input.extInfo !== undefined && { extInfo: input.extInfo ? JSON.stringify(input.extInfo) : null }),
    };
    if (values.deptCategory !== undefined && ![1, 2, 3].includes(values.deptCategory)) {
      throw badRequest(deptMessages.badCategory);
    }
    if (values.extInfo && values.extInfo.length > 4000) throw badRequest(deptMessages.extTooLong);
    if (!existing) {
      const [row] = await tx
        .insert(dept)
        .values({
          ...values,
          deptName: values.deptName ?? '',
          tenantId: ctx.tenantId,
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
          updateUser: ctx.userId,
        })
        .returning();
      return { record: record(ctx, row!), created: true };
    }
    const [row] = await tx
      .update(dept)
      .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(dept.id, existing.id), allOfTenant(ctx)))
      .returning();
    if (ancestors !== existing.ancestors) {
      // Descendants' ancestors start with the old path to this department; swap that prefix for the new one.
      const oldPath = `${existing.ancestors},${existing.id}`;
      await tx
        .update(dept)
        .set({ ancestors: sql`${`${ancestors},${existing.id}`} || substr(${dept.ancestors}, ${oldPath.length + 1})` })
        .where(and(allOfTenant(ctx), or(eq(dept.ancestors, oldPath), like(dept.ancestors, `${oldPath},%`))));
    }
    return { record: record(ctx, row!), created: false };
  });
}

/** dept/remove: soft, all or nothing; refused while a department has live children or live users. */
export async function removeDepts(caller: Ctx, ids: string[]) {
  const counts = await perTenant(caller, dept, [...new Set(ids)], removeTenantDepts);
  return counts.reduce((a, b) => a + b, 0);
}

/** Removes departments of the caller's tenant (the administrator placed in the departments' tenant). */
async function removeTenantDepts(ctx: Ctx, unique: string[]) {
  return ctx.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: dept.id })
      .from(dept)
      .where(and(inArray(dept.id, unique), scoped(ctx, dept)));
    if (own.length !== unique.length) throw notFound();
    const [child] = await tx
      .select({ id: dept.id })
      .from(dept)
      .where(and(inArray(dept.parentId, unique), notInArray(dept.id, unique), allOfTenant(ctx)))
      .limit(1);
    if (child) throw badRequest(deptMessages.hasChildren);
    // Read through the transaction (an embedded database has one connection).
    if (await ctx.registry.answer('anyUserInDepts')({ ...ctx, db: tx as unknown as Ctx['db'] }, unique))
      throw badRequest(deptMessages.hasUsers);
    await tx
      .update(dept)
      .set(removedBy(ctx))
      .where(and(inArray(dept.id, unique), allOfTenant(ctx)));
    return unique.length;
  });
}
