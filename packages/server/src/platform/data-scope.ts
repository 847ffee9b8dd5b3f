import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Ctx, HeldDataScope } from './context.ts';
import type { ScopeColumnKind } from './data-scope-targets.ts';

/** Data scope types (BladeX dict data_scope_type). */
export const scopeTypes = { all: 1, ownRows: 2, ownDept: 3, ownDeptAndBelow: 4, customDepts: 5 } as const;

const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

/** The caller's departments and every department below them, in the caller's tenant. */
const deptsAndBelow = (ctx: Ctx) =>
  sql`array(select d.id from blade_dept d where d.is_deleted = 0 and d.tenant_id = ${ctx.tenantId}
    and (d.id = any(${idArray(ctx.deptIds)})
      or string_to_array(d.ancestors, ',')::bigint[] && ${idArray(ctx.deptIds)}))`;

/** `column` (holding one id or comma-joined ids) names any department of `depts` (an SQL bigint array). */
function namesAnyDept(column: SQL, kind: ScopeColumnKind, depts: SQL): SQL {
  return kind === 'ids'
    ? sql`string_to_array(nullif(${column}, ''), ',')::bigint[] && ${depts}`
    : sql`${column} = any(${depts})`;
}

function conditionOf(ctx: Ctx, scope: HeldDataScope, table: PgTable, kind: ScopeColumnKind): SQL | 'all' {
  const column = sql`${table}.${sql.identifier(scope.column)}`;
  switch (scope.type) {
    case scopeTypes.all:
      return 'all';
    case scopeTypes.ownRows:
      return sql`${table}.${sql.identifier('create_user')} = ${ctx.userId}`;
    case scopeTypes.ownDept:
      return namesAnyDept(column, kind, idArray(ctx.deptIds));
    case scopeTypes.ownDeptAndBelow:
      return namesAnyDept(column, kind, deptsAndBelow(ctx));
    case scopeTypes.customDepts: {
      const ids = (scope.value ?? '').split(',').filter((id) => /^\d+$/.test(id));
      return namesAnyDept(column, kind, idArray(ids));
    }
    default:
      // An unknown type grants nothing rather than everything.
      return sql`false`;
  }
}

/**
 * The rows of `resourceCode` the caller's data scopes let them reach, as one condition on `table`; undefined when
 * nothing narrows them (the platform administrator, no scope held for this resource, or a scope of type "all").
 * Several scopes held through several roles add up: a row any of them allows is allowed. The scopes come with the
 * request's identity, so two callers served at once can never see each other's filter.
 */
export function dataScopeCondition(ctx: Ctx, resourceCode: string, table: PgTable): SQL | undefined {
  if (ctx.isAdministrator) return undefined;
  const held = ctx.dataScopes.filter((s) => s.resourceCode === resourceCode);
  if (held.length === 0) return undefined;
  const target = ctx.registry.dataScopeTarget(resourceCode);
  const conditions: SQL[] = [];
  for (const scope of held) {
    // The column was checked when the scope was saved; check again, since only registered columns may reach SQL.
    const kind = target?.columns[scope.column];
    if (scope.type !== scopeTypes.all && scope.type !== scopeTypes.ownRows && !kind) continue;
    const condition = conditionOf(ctx, scope, table, kind ?? 'id');
    if (condition === 'all') return undefined;
    conditions.push(condition);
  }
  if (conditions.length === 0) return sql`false`;
  return sql`(${sql.join(conditions, sql` or `)})`;
}
