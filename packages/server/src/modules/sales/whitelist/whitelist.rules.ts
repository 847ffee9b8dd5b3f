import { commaList, type Lang, salesDictionaries } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { dictEntries } from '../../../platform/dict-reader.ts';
import { formatTime } from '../../../platform/time.ts';

/** A mainland mobile number (docs/domain.md §3.1): 11 digits, 1 then 3–9. */
export const phonePattern = /^1[3-9]\d{9}$/;

export const isPhone = (text: string): boolean => phonePattern.test(text);

/**
 * A calendar day as `yyyy-MM-dd`, from what a person or a file gives: `2025-01-31`, `2025/1/31`, `2025.01.31`, or an
 * Excel date cell (read as an ISO instant at UTC midnight). Undefined when it is no real day.
 */
export function dayText(value: string): string | undefined {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]00:00(?::00(?:\.000)?)?Z?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return undefined;
  return check.toISOString().slice(0, 10);
}

/**
 * A date column's value as `yyyy-MM-dd`: the CRUD kit hands a sent date over as the instant of that day's midnight in
 * the configured zone, the database gives it back as text. Null when there is none.
 */
export function dayOf(value: unknown, timeZone: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return formatTime(value, timeZone).slice(0, 10);
  return String(value).slice(0, 10);
}

/** Whether a validity period runs backwards (either end may be open). */
export const backwards = (from: string | null, to: string | null): boolean => Boolean(from && to && from > to);

/** Comma-joined ids stored without spaces or repeats (`"3, 4,,3"` → `"3,4"`), null when none. */
export const joinedIds = (ids: readonly string[]): string | null => (ids.length ? ids.join(',') : null);

export const splitList = (text: string | null | undefined): string[] =>
  commaList((text ?? '').replace(/[，、;；]/g, ','));

/**
 * A dictionary value as a person writes it in a file or a batch: its key (`1`), or its label in the caller's language
 * as the tenant's dictionary has it, or the label the dictionary was seeded with in either language.
 */
export async function dictLookup(ctx: Ctx, code: string): Promise<(text: string) => string | undefined> {
  const byText = new Map<string, string>();
  const seeded = salesDictionaries.find((d) => d.code === code)?.items ?? [];
  for (const item of seeded) {
    byText.set(item.key.toLowerCase(), item.key);
    for (const lang of ['zh', 'en'] as Lang[]) byText.set(item.value[lang].toLowerCase(), item.key);
  }
  for (const entry of await dictEntries(ctx, code)) {
    byText.set(entry.dictKey.toLowerCase(), entry.dictKey);
    byText.set(entry.dictValue.toLowerCase(), entry.dictKey);
  }
  return (text) => byText.get(text.trim().toLowerCase());
}
