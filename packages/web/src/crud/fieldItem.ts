import type { FieldDef, ResourceDef, Text } from '@pharma/contract';
import type { FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { valueProps } from './FieldInput.tsx';

/** A required field's rule carries the declaration's own message (请输入参数名称 / its English). */
export function rulesOf(field: FieldDef, text: (t: Text) => string): Rule[] {
  if (!field.required) return [];
  const message = text(field.required);
  // Any key besides `required` makes the validator type-check the value as a string: numbers would fail it.
  if (field.type === 'string' || field.type === 'text') return [{ required: true, whitespace: true, message }];
  return [{ required: true, message }];
}

/**
 * The Form.Item props of a declared field: its name, its label and its rules in the current language, and the value
 * shape the API uses. Hand-built dialogs lay their fields out as they like, but take each field from the resource's
 * one declaration in @pharma/contract (the server validates the same declaration), so the two cannot disagree.
 */
export function fieldItem(def: ResourceDef, key: string, text: (t: Text) => string): FormItemProps {
  const field = def.fields[key];
  if (!field) throw new Error(`${def.name} declares no field ${key}`);
  return { name: key, label: text(field.label), rules: rulesOf(field, text), ...valueProps(field, 'form') };
}
