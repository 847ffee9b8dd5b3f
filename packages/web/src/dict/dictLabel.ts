import type { DictOption } from '@pharma/contract';

/** A stored value as its keys: numbers and strings alike, several comma-joined values split (`password,captcha`). */
export function dictKeysOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const values = Array.isArray(value) ? value : String(value).split(',');
  return values.map((v) => String(v).trim()).filter((v) => v !== '');
}

/**
 * The label of a stored value among a dictionary's entries; a value the dictionary does not know reads as it is.
 * Several comma-joined values read as their labels joined by ', '.
 */
export function dictLabel(options: readonly DictOption[] | undefined, value: unknown): string {
  return dictKeysOf(value)
    .map((key) => options?.find((o) => o.dictKey === key)?.dictValue ?? key)
    .join(', ');
}
