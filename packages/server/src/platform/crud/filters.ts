import {
  auditFields,
  defaultPageSize,
  type FieldDef,
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

type Kind = 'text' | 'number' | 'time' | 'id';

const auditKinds: Record<string, Kind> = {
  id: 'id',
  createUser: 'id',
  createDept: 'id',
  updateUser: 'id',
  createTime: 'time',
  updateTime: 'time',
  status: 'number',
};

const auditLabels: Record<string, { zh: string; en: string }> = {
  createTime: { zh: '创建时间', en: 'Created at' },
  updateTime: { zh: '更新时间', en: 'Updated at' },
};

function kindOf(field: FieldDef): Kind {
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'datetime' || field.type === 'date') return 'time';
  if (field.type === 'id') return 'id';
  return 'text';
}

/** The fields a list may filter and sort by: the declared ones plus id and the audit columns (never isDeleted). */
function filterableFields(def: ResourceDef): Map<string, { kind: Kind; label: { zh: string; en: string } }> {
  const out = new Map<string, { kind: Kind; label: { zh: string; en: string } }>();
  for (const [key, field] of storedFields(def)) out.set(key, { kind: kindOf(field), label: field.label });
  for (const key of ['id', ...auditFields]) {
    if (key === 'isDeleted') continue;
    out.set(key, { kind: auditKinds[key] ?? 'text', label: auditLabels[key] ?? { zh: key, en: key } });
  }
  return out;
}

/** `%`, `_` and `\` in a search value are literal characters, not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/**
 * Turns BladeX list keys into SQL conditions over the resource's table. Keys that name no field are ignored
 * (as BladeX does); values that cannot mean anything for their field are refused with a message naming it.
 */
export function filtersOf(
  def: ResourceDef,
  table: ResourceTable,
  query: Record<string, unknown>,
  timeZone: string,
): SQL[] {
  const fields = filterableFields(def);
  const conditions: SQL[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if ((pagingKeys as readonly string[]).includes(key)) continue;
    const { field, op } = parseFilterKey(key);
    const meta = fields.get(field);
    const value = first(raw)?.trim();
    if (!meta || op === 'ignore' || value === undefined || value === '') continue;
    const column = table[field] as Column;
    if (op === 'null') {
      conditions.push(isNull(column));
      continue;
    }
    if (op === 'notnull') {
      conditions.push(isNotNull(column));
      continue;
    }
    if (meta.kind === 'text' && ['like', 'likeleft', 'likeright', 'notlike'].includes(op)) {
      const pattern =
        op === 'likeleft'
          ? `%${escapeLike(value)}`
          : op === 'likeright'
            ? `${escapeLike(value)}%`
            : `%${escapeLike(value)}%`;
      conditions.push(op === 'notlike' ? not(ilike(column, pattern)) : ilike(column, pattern));
      continue;
    }
    const operand = operandOf(meta.kind, value, timeZone);
    if (operand === undefined) {
      const template =
        meta.kind === 'time' ? messages.badDate : meta.kind === 'number' ? messages.notANumber : messages.invalidField;
      throw badRequest(template, { field: meta.label });
    }
    conditions.push(compare(op, column, operand));
  }
  return conditions;
}

function operandOf(kind: Kind, value: string, timeZone: string): string | number | Date | undefined {
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
  if (kind === 'time') return parseTime(value, timeZone);
  if (kind === 'id') return /^\d{1,19}$/.test(value) ? value : undefined;
  return value;
}

function compare(op: string, column: Column, operand: string | number | Date): SQL {
  switch (op) {
    case 'notequal':
      return ne(column, operand);
    case 'ge':
    case 'datege':
      return gte(column, operand);
    case 'gt':
    case 'dategt':
      return gt(column, operand);
    case 'le':
    case 'datele':
      return lte(column, operand);
    case 'lt':
    case 'datelt':
      return lt(column, operand);
    default:
      // equal, dateequal, and a bare key on a non-text field.
      return eq(column, operand);
  }
}

/** `ascs` / `descs` name columns (camelCase or snake_case) of the declaration; the id breaks ties, newest first. */
export function orderOf(def: ResourceDef, table: ResourceTable, query: Record<string, unknown>): SQL[] {
  const fields = filterableFields(def);
  const pick = (list: unknown) =>
    (first(list) ?? '')
      .split(',')
      .map((s) => s.trim().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))
      .filter((k) => fields.has(k));
  const order: SQL[] = [];
  for (const key of pick(query.ascs)) order.push(asc(table[key] as Column));
  for (const key of pick(query.descs)) order.push(desc(table[key] as Column));
  if (order.length === 0) {
    for (const [key, dir] of def.sort ?? [])
      order.push(dir === 'asc' ? asc(table[key] as Column) : desc(table[key] as Column));
  }
  order.push(desc(table.id as Column));
  return order;
}

/** The highest page number read (offsets stay below 2^53 at the largest page size). */
const maxPageNumber = 1_000_000_000;

export function pagingOf(query: Record<string, unknown>): { current: number; size: number } {
  const num = (v: unknown, fallback: number) => {
    const n = Number.parseInt(first(v) ?? '', 10);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  // A page far beyond the rows is simply empty; the cap keeps the offset a whole number the database accepts.
  return {
    current: Math.min(num(query.current, 1), maxPageNumber),
    size: Math.min(num(query.size, defaultPageSize), maxPageSize),
  };
}

export const allOf = (conditions: SQL[]) => and(...conditions);
