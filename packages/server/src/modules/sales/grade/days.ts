import { gradeMessages, type Text } from '@pharma/contract';
import { badRequest } from '../../../platform/errors.ts';
import { formatTime } from '../../../platform/time.ts';

/** Calendar days (yyyy-MM-dd) as the sales-mobile rows keep their validity: compared as text, they sort as days. */

/** Today in the caller's zone. */
export const todayIn = (timeZone: string, now = new Date()): string => formatTime(now, timeZone).slice(0, 10);

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real yyyy-MM-dd day (2026-02-30 is not). */
export function isDay(text: string): boolean {
  if (!dayPattern.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

/**
 * A date field's value as a day: the CRUD kit hands a hook a Date (the day's start in the caller's zone), a service
 * a yyyy-MM-dd string; blank is null. Anything else is refused with the field's label.
 */
export function dayOf(value: unknown, timeZone: string, label: Text): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (value instanceof Date) return formatTime(value, timeZone).slice(0, 10);
  if (typeof value === 'string' && isDay(value.trim().slice(0, 10))) return value.trim().slice(0, 10);
  throw badRequest(gradeMessages.badDay, { field: label });
}

/** Whether two periods (null: open at that end) share a day. */
export function overlaps(
  a: { from: string | null; to: string | null },
  b: { from: string | null; to: string | null },
): boolean {
  return (a.from === null || b.to === null || a.from <= b.to) && (b.from === null || a.to === null || b.from <= a.to);
}

/** Whether `day` lies in a period (null: open at that end). */
export const within = (day: string, p: { from: string | null; to: string | null }): boolean =>
  (p.from === null || p.from <= day) && (p.to === null || day <= p.to);

/**
 * A day cell of an import file: yyyy-MM-dd (or yyyy/M/d), or the ISO time a date cell reads as; '' is none;
 * undefined when it is no day.
 */
export function dayCell(text: string | undefined): string | null | undefined {
  const t = (text ?? '').trim();
  if (!t) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})T/.exec(t);
  if (iso) return iso[1]!;
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (!m) return undefined;
  const day = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isDay(day) ? day : undefined;
}
