import { defaultOp, type FieldDef, fieldShows, type ResourceDef } from '@pharma/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { Filters } from './api.ts';

/** The format BladeX date filters and audit times use (`yyyy-MM-dd HH:mm:ss`). */
export const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';
export const dateFormat = 'YYYY-MM-DD';

/** The search form's name for the created-time range picker (not a declared field). */
export const createTimeRange = 'createTimeRange';

export function searchFieldsOf(def: Pick<ResourceDef, 'fields'>): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, field]) => fieldShows(field, 'search'));
}

/** `like` is BladeX's bare key (contains); every other operator is a suffix: `status_equal`, `sort_ge`. */
export function filterKey(key: string, field: FieldDef): string {
  const op = defaultOp(field);
  return op === 'like' ? key : `${key}_${op}`;
}

function filterValue(value: unknown, field?: FieldDef): string | number | undefined {
  if (value === undefined || value === null) return undefined;
  if (dayjs.isDayjs(value)) return value.format(field?.type === 'date' ? dateFormat : dateTimeFormat);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** Turns the search form's values into list query parameters; empty inputs send nothing. */
export function buildFilters(def: Pick<ResourceDef, 'fields'>, values: Record<string, unknown>): Filters {
  const filters: Filters = {};
  for (const [key, field] of searchFieldsOf(def)) {
    const value = filterValue(values[key], field);
    if (value !== undefined) filters[filterKey(key, field)] = value;
  }
  const range = values[createTimeRange] as [Dayjs | null, Dayjs | null] | null | undefined;
  const start = filterValue(range?.[0]);
  const end = filterValue(range?.[1]);
  if (start !== undefined) filters.createTime_dategt = start;
  if (end !== undefined) filters.createTime_datelt = end;
  return filters;
}
