import type { FieldDef } from '@pharma/contract';
import type { TFunction } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { DictTag } from '../dict/DictTag.tsx';
import { RefName } from './refRows.tsx';

/** How a stored value reads in the table and the view dialog. */
export function displayValue(value: unknown, field: FieldDef | undefined, t: TFunction): string {
  if (value === null || value === undefined) return '';
  if (field?.type === 'boolean' || typeof value === 'boolean') return value ? t('crud.yes') : t('crud.no');
  return String(value);
}

/** As `displayValue`, but a dictionary field shows its labels (one tag per comma-joined value), a reference its row's. */
export function displayNode(value: unknown, field: FieldDef | undefined, t: TFunction): ReactNode {
  if (field?.dict) return createElement(DictTag, { code: field.dict, value });
  if (field?.ref) return createElement(RefName, { field, value });
  return displayValue(value, field, t);
}
