import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Ctx, HeldDataScope } from './context.ts';
import type { ScopeColumnKind } from './data-scope-targets.ts';

/** Data scope types (BladeX dict data_scope_type). */
export const scopeTypes = { all: 1, ownRows: 2, ownDept: 3, ownDeptAndBelow: 4, customDepts: 5 } as const;

/**
 * What one held scope adds to the condition; `at` is where its values start among the condition's values (the
 * caller's id; or a department id array, written `{1,2}`; the tenant id then that array for "and below").
 */
type Term =
  | { type: typeof scopeTypes.ownRows; at: number }
  | {
      type: typeof scopeTypes.ownDept | typeof scopeTypes.customDepts;
      column: string;
      kind: ScopeColumnKind;
      at: number;
    }
  | { type: typeof scopeTypes.ownDeptAndBelow; column: string; kind: ScopeColumnKind; at: number }
  | { type: 'none' };

/**
 * The data-scope condition of a caller on a resource, split into what makes its SQL text (`shape`: which scopes, on
 * which columns; two callers with the same shape share a prepared statement) and the values bound into it.
 * `condition` builds the SQL; `bind(i)` gives what stands for value i (the value itself, or a placeholder).
 */
export interface DataScopePart {
  shape: string;
  values: unknown[];
  condition(table: PgTable, bind: (i: number) => unknown): SQL;
}

const idArrayText = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** `column` (holding one id or comma-joined ids) names any department of `depts` (an SQL bigint array). */
function namesAnyDept(column: SQL, kind: ScopeColumnKind, depts: SQL): SQL {
  return kind === 'ids'
    ? sql`string_to_array(nullif(${column}, ''), ',')::bigint[] && ${depts}`
    : sql`${column} = any(${depts})`;
}

function termSql(term: Term, table: PgTable, bind: (i: number) => unknown): SQL {
  if (term.type === 'none') {
    // An unknown type grants nothing rather than everything.
    return sql`false`;
  }
  if (term.type === scopeTypes.ownRows) return sql`${table}.${sql.identifier('create_user')} = ${bind(term.at)}`;
  const column = sql`${table}.${sql.identifier(term.column)}`;
  if (term.type === scopeTypes.ownDeptAndBelow) {
    // The caller's departments and every department below them, in the caller's tenant.
    const ids = sql`${bind(term.at + 1)}::bigint[]`;
    const below = sql`array(select d.id from blade_dept d where d.is_deleted = 0 and d.tenant_id = ${bind(term.at)}
    and (d.id = any(${ids})
      or string_to_array(d.ancestors, ',')::bigint[] && ${ids}))`;
    return namesAnyDept(column, term.kind, below);
  }
  return namesAnyDept(column, term.kind, sql`${bind(term.at)}::bigint[]`);
}

/**
 * The caller's data scopes on `resourceCode` as a condition's shape and values; undefined when nothing narrows the
 * rows (the platform administrator, no scope held for this resource, or a scope of type "all"). Several scopes held
 * through several roles add up: a row any of them allows is allowed.
 */
export function dataScopePart(ctx: Ctx, resourceCode: string): DataScopePart | undefined {
  if (ctx.isAdministrator) return undefined;
  const held: HeldDataScope[] = [];
  for (const s of ctx.dataScopes) if (s.resourceCode === resourceCode) held.push(s);
  if (held.length === 0) return undefined;
  const target = ctx.registry.dataScopeTarget(resourceCode);
  const terms: Term[] = [];
  const values: unknown[] = [];
  let shape = '';
  for (const scope of held) {
    if (scope.type === scopeTypes.all) return undefined;
    // The column was checked when the scope was saved; check again, since only registered columns may reach SQL.
    const kind = target?.columns[scope.column];
    if (scope.type !== scopeTypes.ownRows && !kind) continue;
    const at = values.length;
    switch (scope.type) {
      case scopeTypes.ownRows:
        terms.push({ type: scope.type, at });
        values.push(ctx.userId);
        shape += '2;';
        break;
      case scopeTypes.ownDept:
      case scopeTypes.customDepts: {
        const ids =
          scope.type === scopeTypes.ownDept
            ? ctx.deptIds
            : (scope.value ?? '').split(',').filter((id) => /^\d+$/.test(id));
        terms.push({ type: scope.type, column: scope.column, kind: kind ?? 'id', at });
        values.push(idArrayText(ids));
        shape += `${scope.type}:${scope.column}:${kind};`;
        break;
      }
      case scopeTypes.ownDeptAndBelow:
        terms.push({ type: scope.type, column: scope.column, kind: kind ?? 'id', at });
        values.push(ctx.tenantId, idArrayText(ctx.deptIds));
        shape += `4:${scope.column}:${kind};`;
        break;
      default:
        terms.push({ type: 'none' });
        shape += '0;';
    }
  }
  if (terms.length === 0) return { shape: 'none', values, condition: () => sql`false` };
  return {
    shape,
    values,
    condition: (table, bind) =>
      sql`(${sql.join(
        terms.map((term) => termSql(term, table, bind)),
        sql` or `,
      )})`,
  };
}

/**
 * The rows of `resourceCode` the caller's data scopes let them reach, as one condition on `table` with its values
 * bound as parameters; undefined when nothing narrows them (see dataScopePart). The scopes come with the request's
 * identity, so two callers served at once can never see each other's filter.
 */
export function dataScopeCondition(ctx: Ctx, resourceCode: string, table: PgTable): SQL | undefined {
  const part = dataScopePart(ctx, resourceCode);
  return part?.condition(table, (i) => part.values[i]);
}
