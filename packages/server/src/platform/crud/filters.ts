import {
  auditFields,
  defaultPageSize,
  type FieldDef,
  isIdText,
  maxPageSize,
  messages,
  pagingKeys,
  parseFilterKey,
  type ResourceDef,
  storedFields,
} from '@pharma/contract';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  type SQL,
} from 'drizzle-orm';
import { badRequest } from '../errors.ts';
import { parseTime } from '../time.ts';
import type { ResourceTable } from './table.ts';

type Kind = 'text' | 'integer' | 'number' | 'time' | 'id' | 'boolean';

const auditKinds: Record<string, Kind> = {
  id: 'id',
  createUser: 'id',
  createDept: 'id',
  updateUser: 'id',
  createTime: 'time',
  updateTime: 'time',
  status: 'integer',
};

const auditLabels: Record<string, { zh: string; en: string }> = {
  createTime: { zh: '创建时间', en: 'Created at' },
  updateTime: { zh: '更新时间', en: 'Updated at' },
};

function kindOf(field: FieldDef): Kind {
  if (field.type === 'integer') return 'integer';
  if (field.type === 'decimal') return 'number';
  if (field.type === 'datetime' || field.type === 'date') return 'time';
  if (field.type === 'id') return 'id';
  if (field.type === 'boolean') return 'boolean';
  return 'text';
}

type Filterable = Map<string, { kind: Kind; label: { zh: string; en: string } }>;

const filterableOf = new WeakMap<ResourceDef, Filterable>();

/** The fields a list may filter and sort by: the declared ones plus id and the audit columns (never isDeleted). */
function filterableFields(def: ResourceDef): Filterable {
  const known = filterableOf.get(def);
  if (known) return known;
  const out: Filterable = new Map();
  for (const [key, field] of storedFields(def)) out.set(key, { kind: kindOf(field), label: field.label });
  for (const key of ['id', ...auditFields]) {
    if (key === 'isDeleted') continue;
    out.set(key, { kind: auditKinds[key] ?? 'text', label: auditLabels[key] ?? { zh: key, en: key } });
  }
  filterableOf.set(def, out);
  return out;
}

/** `%`, `_` and `\` in a search value are literal characters, not wildcards. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows whose column contains `text` (case-insensitive), its % and _ taken literally. */
/** The ILIKE pattern of a text searched anywhere in a column, its wildcards taken literally. */
export const containingPattern = (text: string) => `%${escapeLike(text)}%`;
export const containing = (column: Column, text: string): SQL => ilike(column, containingPattern(text));

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** What a list filter does to its column; `like` and `notLike` are case-insensitive and take a pattern. */
export type ConditionOp = 'isNull' | 'isNotNull' | 'like' | 'notLike' | 'eq' | 'ne' | 'gte' | 'gt' | 'lte' | 'lt';

/**
 * One condition of a list: a field, what is done to it and the value it is compared with (the LIKE pattern, the
 * operand as its column takes it, nothing for the null tests). The field and the op make the statement's text; the
 * value is bound into it.
 */
export interface ListFilter {
  field: string;
  op: ConditionOp;
  value?: string | number | boolean | Date;
}

const compareOps = new Map<string, ConditionOp>([
  ['notequal', 'ne'],
  ['ge', 'gte'],
  ['datege', 'gte'],
  ['gt', 'gt'],
  ['dategt', 'gt'],
  ['le', 'lte'],
  ['datele', 'lte'],
  ['lt', 'lt'],
  ['datelt', 'lt'],
]);

/**
 * Reads BladeX list keys as conditions on the resource's fields. Keys that name no field are ignored (as BladeX
 * does); values that cannot mean anything for their field are refused with a message naming it.
 */
export function listFiltersOf(def: ResourceDef, query: Record<string, unknown>, timeZone: string): ListFilter[] {
  const fields = filterableFields(def);
  const filters: ListFilter[] = [];
  for (const key of Object.keys(query)) {
    if ((pagingKeys as readonly string[]).includes(key)) continue;
    const { field, op } = parseFilterKey(key);
    const meta = fields.get(field);
    const value = first(query[key])?.trim();
    if (!meta || op === 'ignore' || value === undefined || value === '') continue;
    if (op === 'null' || op === 'notnull') {
      filters.push({ field, op: op === 'null' ? 'isNull' : 'isNotNull' });
      continue;
    }
    if (meta.kind === 'text' && (op === 'like' || op === 'likeleft' || op === 'likeright' || op === 'notlike')) {
      const pattern =
        op === 'likeleft'
          ? `%${escapeLike(value)}`
          : op === 'likeright'
            ? `${escapeLike(value)}%`
            : `%${escapeLike(value)}%`;
      filters.push({ field, op: op === 'notlike' ? 'notLike' : 'like', value: pattern });
      continue;
    }
    const operand = operandOf(meta.kind, value, timeZone);
    if (operand === outOfInteger) throw badRequest(messages.outOfRange, { field: meta.label });
    if (operand === undefined) {
      const number = meta.kind === 'number' || meta.kind === 'integer';
      const template = meta.kind === 'time' ? messages.badDate : number ? messages.notANumber : messages.invalidField;
      throw badRequest(template, { field: meta.label });
    }
    // equal, dateequal, and a bare key on a non-text field compare for equality.
    filters.push({ field, op: compareOps.get(op) ?? 'eq', value: operand });
  }
  return filters;
}

/**
 * A filter's condition on `column`. `value` is the filter's value or what stands for it in a prepared statement
 * (a placeholder; for a comparison, a parameter that encodes it as the column does, as a plain value would be).
 */
export function conditionOf(column: Column, op: ConditionOp, value: unknown): SQL {
  switch (op) {
    case 'isNull':
      return isNull(column);
    case 'isNotNull':
      return isNotNull(column);
    case 'like':
      return ilike(column, value as string);
    case 'notLike':
      return not(ilike(column, value as string));
    case 'ne':
      return ne(column, value);
    case 'gte':
      return gte(column, value);
    case 'gt':
      return gt(column, value);
    case 'lte':
      return lte(column, value);
    case 'lt':
      return lt(column, value);
    case 'eq':
      return eq(column, value);
  }
}

/**
 * Turns BladeX list keys into SQL conditions over the resource's table, their values bound as parameters (see
 * listFiltersOf).
 */
export function filtersOf(
  def: ResourceDef,
  table: ResourceTable,
  query: Record<string, unknown>,
  timeZone: string,
): SQL[] {
  return listFiltersOf(def, query, timeZone).map((f) => conditionOf(table[f.field] as Column, f.op, f.value));
}

/** A yes/no filter as BladeX clients send it: true/false or 1/0. */
const booleans = new Map<string, boolean>([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/** A whole number an integer column cannot hold (PostgreSQL would refuse the comparison itself, a 500). */
const outOfInteger = Symbol('out of an integer column');

function operandOf(
  kind: Kind,
  value: string,
  timeZone: string,
): string | number | boolean | Date | typeof outOfInteger | undefined {
  if (kind === 'boolean') return booleans.get(value.toLowerCase());
  if (kind === 'integer') {
    if (!/^-?\d+$/.test(value)) return undefined;
    const n = Number(value);
    return n >= -(2 ** 31) && n < 2 ** 31 ? n : outOfInteger;
  }
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
  if (kind === 'time') return parseTime(value, timeZone);
  if (kind === 'id') return isIdText(value) ? value : undefined;
  return value;
}

/** A list's order: columns of the declaration, each ascending or descending. */
export type ListOrder = Array<[key: string, dir: 'asc' | 'desc']>;

/** `ascs` / `descs` name columns (camelCase or snake_case) of the declaration; the id breaks ties, newest first. */
export function listOrderOf(def: ResourceDef, query: Record<string, unknown>): ListOrder {
  const fields = filterableFields(def);
  const pick = (list: unknown) =>
    (first(list) ?? '')
      .split(',')
      .map((s) => s.trim().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))
      .filter((k) => fields.has(k));
  const order: ListOrder = [];
  for (const key of pick(query.ascs)) order.push([key, 'asc']);
  for (const key of pick(query.descs)) order.push([key, 'desc']);
  if (order.length === 0) for (const [key, dir] of def.sort ?? []) order.push([key, dir === 'asc' ? 'asc' : 'desc']);
  order.push(['id', 'desc']);
  return order;
}

export const orderSqlOf = (table: ResourceTable, order: ListOrder): SQL[] =>
  order.map(([key, dir]) => (dir === 'asc' ? asc(table[key] as Column) : desc(table[key] as Column)));

/** The list's ORDER BY (see listOrderOf). */
export const orderOf = (def: ResourceDef, table: ResourceTable, query: Record<string, unknown>): SQL[] =>
  orderSqlOf(table, listOrderOf(def, query));

/** The highest page number read (offsets stay below 2^53 at the largest page size). */
const maxPageNumber = 1_000_000_000;

/**
 * BladeX's `current` and `size` as numbers, a missing or bad one its default; `options` for lists with their own
 * default and cap (an order's lines: 100 a page, at most 500).
 */
export function pagingOf(
  query: Record<string, unknown>,
  options: { size?: number; maxSize?: number; maxPage?: number } = {},
): { current: number; size: number } {
  const num = (v: unknown, fallback: number) => {
    const n = Number.parseInt(first(v) ?? '', 10);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  // A page far beyond the rows is simply empty; the cap keeps the offset a whole number the database accepts.
  return {
    current: Math.min(num(query.current, 1), options.maxPage ?? maxPageNumber),
    size: Math.min(num(query.size, options.size ?? defaultPageSize), options.maxSize ?? maxPageSize),
  };
}

export const allOf = (conditions: SQL[]) => and(...conditions);
