import type { ModulePlan, PlannedField } from '../plan.ts';

/** The first key of each dictionary a field names, read from the console's dictionaries when generating. */
export type DictKeys = Readonly<Record<string, string>>;

/** A value of `field` for the n-th demo row or test body, valid for its declaration (length, scale, dictionary). */
export function sampleOf(
  field: PlannedField,
  n: number,
  dictKeys: DictKeys,
  plan: ModulePlan,
): string | number | boolean | null {
  if (plan.tree?.parent === field.key) return null;
  if (field.dict) {
    const key = dictKeys[field.dict];
    if (key === undefined) return null;
    return field.type === 'integer' ? Number(key) : key;
  }
  switch (field.type) {
    case 'string':
    case 'text': {
      const value = `${field.label.zh}${n}`;
      return field.max ? value.slice(0, field.max) : value;
    }
    case 'integer':
      return n;
    case 'decimal':
      return (n * 10).toFixed(field.scale ?? 2);
    case 'boolean':
      return n % 2 === 1;
    case 'datetime':
      return `2026-0${Math.min(n, 9)}-15 09:30:00`;
    case 'date':
      return `2026-0${Math.min(n, 9)}-15`;
    case 'id':
      return String(1000 + n);
  }
}

/**
 * A body the generated resource accepts: every field the form shows with a sample (a tree's parent left out, and a
 * dictionary without entries; were one of them required, the generated test fails and the check says so).
 */
export function sampleRow(plan: ModulePlan, n: number, dictKeys: DictKeys): Record<string, string | number | boolean> {
  const row: Record<string, string | number | boolean> = {};
  for (const field of plan.fields) {
    const value = sampleOf(field, n, dictKeys, plan);
    if (value !== null && (field.form || field.required)) row[field.key] = value;
  }
  return row;
}
