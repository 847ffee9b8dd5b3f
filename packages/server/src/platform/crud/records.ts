import { formatTime } from '../time.ts';

/** A database row as the API sends it: times as `yyyy-MM-dd HH:mm:ss` in the configured zone (ids are strings already). */
export function toRecord<T extends Record<string, unknown>>(row: T, timeZone: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? formatTime(value, timeZone) : typeof value === 'bigint' ? String(value) : value;
  }
  return out;
}
