import { formatTime } from '../time.ts';

/** A value as the API sends it: a time as `yyyy-MM-dd HH:mm:ss` in the configured zone, a bigint as text. */
export const recordValue = (value: unknown, timeZone: string): unknown =>
  value instanceof Date ? formatTime(value, timeZone) : typeof value === 'bigint' ? String(value) : value;

/** A database row as the API sends it: each value as recordValue gives it (ids are strings already). */
export function toRecord<T extends Record<string, unknown>>(row: T, timeZone: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Keys, not entries: a [key, value] pair per column was most of what shaping a list's rows allocated.
  for (const key of Object.keys(row)) out[key] = recordValue(row[key], timeZone);
  return out;
}
