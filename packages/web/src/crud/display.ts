import type { FieldDef } from '@pharma/contract';
import type { TFunction } from 'i18next';

/** How a stored value reads in the table and the view dialog. */
export function displayValue(value: unknown, field: FieldDef | undefined, t: TFunction): string {
  if (value === null || value === undefined) return '';
  if (field?.type === 'boolean' || typeof value === 'boolean') return value ? t('crud.yes') : t('crud.no');
  return String(value);
}
