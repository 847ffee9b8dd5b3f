import {
  apiScopeCalls,
  apiScopeResource,
  customScopeType,
  dataScopeCalls,
  dataScopeResource,
  defaultScopeColumn,
  type FieldDef,
  scopeSettingButton,
  type Text,
} from '@pharma/contract';
import type { TableColumnsType } from 'antd';
import { createElement } from 'react';
import { DictTag } from '../../../dict/DictTag.tsx';
import { ApiScopeFields } from './ApiScopeFields.tsx';
import { DataScopeFields } from './DataScopeFields.tsx';
import type { ScopeKind } from './kind.ts';
import type { Scope } from './scope.api.ts';

type TextOf = (text: Text) => string;

/** A column titled with its field's declared label. */
const column = <F extends Record<string, FieldDef>>(
  fields: F,
  key: keyof F & string,
  text: TextOf,
  width?: number,
) => ({
  key,
  dataIndex: key,
  title: text(fields[key]!.label),
  width,
});
/** The type by its dictionary label in the current language (the list's scopeTypeName may be in another). */
const typeColumn = (field: FieldDef & { dict: string }, text: TextOf) => ({
  key: 'scopeType',
  dataIndex: 'scopeType',
  title: text(field.label),
  width: 180,
  render: (value: number) => createElement(DictTag, { code: field.dict, value }),
});

/** The form's values as its inputs give them: text from inputs and selects, numbers from the dictionaries. */
const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);
const trimmed = (value: unknown) => asText(value)?.trim() ?? '';
/** The code of a screen's 权限配置 button (`<screen>_<key>`, as the server seeds it). */
const settingCode = (def: { name: string }) => `${def.name}_${scopeSettingButton.key}`;

/** 数据权限 (/authority/datascope): row filters per resource; departments only for 自定义. */
export const dataScopeKind: ScopeKind = {
  key: 'data',
  def: dataScopeResource,
  calls: dataScopeCalls,
  settingCode: settingCode(dataScopeResource),
  columns: (text): TableColumnsType<Scope> => {
    const { fields } = dataScopeResource;
    return [
      column(fields, 'scopeName', text),
      column(fields, 'resourceCode', text),
      column(fields, 'scopeColumn', text),
      typeColumn(fields.scopeType, text),
      column(fields, 'scopeField', text, 100),
    ];
  },
  Fields: DataScopeFields,
  initialValues: { scopeColumn: defaultScopeColumn, scopeField: '*' },
  toBody: (v) => ({
    scopeName: asText(v.scopeName),
    resourceCode: asText(v.resourceCode),
    scopeColumn: asText(v.scopeColumn) || defaultScopeColumn,
    scopeType: asNumber(v.scopeType),
    // Only 自定义 has departments; the server keeps none for the other types.
    ...(v.scopeType === customScopeType ? { scopeValue: asText(v.scopeValue) } : {}),
    scopeField: trimmed(v.scopeField) || '*',
    remark: trimmed(v.remark),
  }),
};

/** 接口权限 (/authority/apiscope): calls a role must hold, by path or by permission code. */
export const apiScopeKind: ScopeKind = {
  key: 'api',
  def: apiScopeResource,
  calls: apiScopeCalls,
  settingCode: settingCode(apiScopeResource),
  columns: (text): TableColumnsType<Scope> => {
    const { fields } = apiScopeResource;
    return [
      column(fields, 'scopeName', text),
      column(fields, 'resourceCode', text),
      column(fields, 'scopePath', text),
      typeColumn(fields.scopeType, text),
    ];
  },
  Fields: ApiScopeFields,
  initialValues: { scopeType: 1 },
  toBody: (v) => ({
    scopeName: asText(v.scopeName),
    resourceCode: trimmed(v.resourceCode),
    scopePath: trimmed(v.scopePath),
    scopeType: asNumber(v.scopeType),
    remark: trimmed(v.remark),
  }),
};
