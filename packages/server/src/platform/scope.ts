import { and, eq, getTableName, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from './context.ts';
import { dataScopeCondition, dataScopePart } from './data-scope.ts';

export interface ScopeOptions {
  /**
   * Another tenant, for the platform administrator's own screens (the tenant picker of 角色管理, …). Anyone else is
   * held to their own tenant whatever this says.
   */
  tenantId?: string;
  /**
   * The platform administrator's lists of a `crossTenant` resource: every tenant's rows when no `tenantId` names
   * one. Anyone else is held to their own tenant whatever this says.
   */
  acrossTenants?: boolean;
  /**
   * Whose data scopes narrow the rows: by default those the caller holds on the resource registered for this table
   * (its `dataScopeTargets` entry); a resource code for a table read under an alias; `false` where every row must be
   * seen whatever the caller's scopes (a check that a department has no users before it is removed).
   */
  dataScope?: string | false;
}

const column = (table: PgTable, key: string) => (table as unknown as Record<string, PgColumn | undefined>)[key];

/**
 * The one way a service reaches a tenant's rows: the rows of `table` the caller may see, as one condition. It holds
 * the caller to their tenant (a table without `tenant_id` is platform-wide), to live rows (where the table has
 * `is_deleted`), and to the data scopes they hold on the table's resource. Services never assemble these filters
 * by hand; a test over every table with a `tenant_id` checks it.
 */
export function scoped(ctx: Ctx, table: PgTable, options: ScopeOptions = {}): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  const tenantColumn = column(table, 'tenantId');
  const tenantId = tenantHeldTo(ctx, options);
  if (tenantColumn && tenantId !== undefined) conditions.push(eq(tenantColumn, tenantId));
  const deleted = column(table, 'isDeleted');
  if (deleted) conditions.push(eq(deleted, 0));
  const code = dataScopeCode(ctx, table, options);
  if (code) conditions.push(dataScopeCondition(ctx, code, table));
  return and(...conditions);
}

/** The tenant a caller is held to under these options; undefined: every tenant (the administrator across tenants). */
function tenantHeldTo(ctx: Ctx, options: ScopeOptions): string | undefined {
  if (ctx.isAdministrator && options.tenantId) return options.tenantId;
  return ctx.isAdministrator && options.acrossTenants ? undefined : ctx.tenantId;
}

const dataScopeCode = (ctx: Ctx, table: PgTable, options: ScopeOptions) =>
  options.dataScope === false
    ? undefined
    : (options.dataScope ?? ctx.registry.dataScopeTargetOf(getTableName(table))?.code);

/** `scoped` as a prepared statement's part: see scopedShape. */
export interface ScopedShape {
  condition: SQL | undefined;
  /** Tells apart the statements this condition makes (across tenants or one, which data scopes). */
  shape: string;
  /** The placeholders' values: `scopeTenant`, and the data scope's `scope0`, `scope1`… */
  values: Record<string, unknown>;
}

/**
 * `scoped` for a statement built once and kept prepared for every caller of its shape (the purchase order grid): the
 * same conditions, with the caller's tenant and data scope values as placeholders, never written into the statement,
 * so no caller's tenant sticks to a statement another caller runs. `shape` goes into the statement's cache key.
 */
export function scopedShape(ctx: Ctx, table: PgTable, options: ScopeOptions = {}): ScopedShape {
  const conditions: Array<SQL | undefined> = [];
  const values: Record<string, unknown> = {};
  let shape = '';
  const tenantColumn = column(table, 'tenantId');
  const tenantId = tenantHeldTo(ctx, options);
  if (tenantColumn && tenantId !== undefined) {
    conditions.push(eq(tenantColumn, sql.placeholder('scopeTenant')));
    values.scopeTenant = tenantId;
    shape += 't';
  }
  const deleted = column(table, 'isDeleted');
  if (deleted) conditions.push(eq(deleted, 0));
  const code = dataScopeCode(ctx, table, options);
  const part = code ? dataScopePart(ctx, code) : undefined;
  if (part) {
    conditions.push(part.condition(table, (i) => sql.placeholder(`scope${i}`)));
    part.values.forEach((value, i) => {
      values[`scope${i}`] = value;
    });
    shape += `|${part.shape}`;
  }
  return { condition: and(...conditions), shape, values };
}

/**
 * Before there is a caller (sign-in, switching, seeds, a tenant being set up): the live rows of one named tenant;
 * `removed` keeps removed rows too (a removed role still names what a user held). Like `scoped`, it is the only place
 * these filters are written.
 */
export function ofTenant(
  table: PgTable,
  /** The tenant, or a placeholder for it in a statement kept prepared for every tenant. */
  tenantId: string | Placeholder,
  options: { removed?: boolean } = {},
): SQL | undefined {
  const tenantColumn = column(table, 'tenantId');
  const deleted = column(table, 'isDeleted');
  return and(
    tenantColumn ? eq(tenantColumn, tenantId) : undefined,
    deleted && !options.removed ? eq(deleted, 0) : undefined,
  );
}

/**
 * Rows common to every tenant (their `tenant_id` is '') beside each tenant's own (workflow definitions):
 * - `common`: the shared ones;
 * - `tenant`: the caller's tenant's own;
 * - `own`: the caller's tenant's own, every tenant's own for the platform administrator;
 * - `usable`: the shared ones and the caller's tenant's (what they may start);
 * - `reachable`: `usable`, and everything for the platform administrator (what they may manage or view).
 */
export type Sharing = 'common' | 'tenant' | 'own' | 'usable' | 'reachable';
export function commonOrOwn(ctx: Ctx, table: PgTable, sharing: Sharing): SQL | undefined {
  const tenantColumn = column(table, 'tenantId');
  if (!tenantColumn) return undefined;
  switch (sharing) {
    case 'common':
      return eq(tenantColumn, '');
    case 'tenant':
      return eq(tenantColumn, ctx.tenantId);
    case 'own':
      return ctx.isAdministrator ? ne(tenantColumn, '') : eq(tenantColumn, ctx.tenantId);
    case 'usable':
      return inArray(tenantColumn, ['', ctx.tenantId]);
    case 'reachable':
      return ctx.isAdministrator ? undefined : inArray(tenantColumn, ['', ctx.tenantId]);
  }
}

/** The live rows of a table in every tenant: platform-wide tables, and the platform administrator's own reads. */
export function live(table: PgTable): SQL | undefined {
  const deleted = column(table, 'isDeleted');
  return deleted ? eq(deleted, 0) : undefined;
}
