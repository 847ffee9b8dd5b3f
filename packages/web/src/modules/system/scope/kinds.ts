import type { Text } from '@pharma/contract';
import type { TableColumnsType } from 'antd';
import { createElement } from 'react';
import { DictTag } from '../../../dict/DictTag.tsx';
import { ApiScopeFields } from './ApiScopeFields.tsx';
import { DataScopeFields, defaultScopeColumn } from './DataScopeFields.tsx';
import type { ScopeKind } from './kind.ts';
import type { Scope } from './scope.api.ts';
import { customScopeType, scopeDicts, scopeTexts } from './scope.texts.ts';

type TextOf = (text: Text) => string;

const column = (key: string, label: Text, text: TextOf, width?: number) => ({
  key,
  dataIndex: key,
  title: text(label),
  width,
});
/** The type by its dictionary label in the current language (the list's scopeTypeName may be in another). */
const typeColumn = (label: Text, dict: string, text: TextOf) => ({
  ...column('scopeType', label, text, 180),
  render: (value: number) => createElement(DictTag, { code: dict, value }),
});
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 数据权限 (/authority/datascope): row filters per resource; departments only for 自定义. */
export const dataScopeKind: ScopeKind = {
  key: 'data',
  api: '/blade-system/data-scope',
  settingCode: 'data_scope_setting',
  columns: (text): TableColumnsType<Scope> => [
    column('scopeName', scopeTexts.scopeName, text),
    column('resourceCode', scopeTexts.resourceCode, text),
    column('scopeColumn', scopeTexts.scopeColumn, text),
    typeColumn(scopeTexts.scopeType, scopeDicts.data, text),
    column('scopeField', scopeTexts.scopeField, text, 100),
  ],
  Fields: DataScopeFields,
  initialValues: { scopeColumn: defaultScopeColumn, scopeField: '*' },
  toBody: (v) => ({
    scopeName: v.scopeName,
    resourceCode: v.resourceCode,
    scopeColumn: v.scopeColumn || defaultScopeColumn,
    scopeType: v.scopeType,
    // Only 自定义 has departments; the server keeps none for the other types.
    ...(v.scopeType === customScopeType ? { scopeValue: v.scopeValue } : {}),
    scopeField: trimmed(v.scopeField) || '*',
    remark: trimmed(v.remark),
  }),
};

/** 接口权限 (/authority/apiscope): calls a role must hold, by path or by permission code. */
export const apiScopeKind: ScopeKind = {
  key: 'api',
  api: '/blade-system/api-scope',
  settingCode: 'api_scope_setting',
  columns: (text): TableColumnsType<Scope> => [
    column('scopeName', scopeTexts.scopeName, text),
    column('resourceCode', scopeTexts.resourceCode, text),
    column('scopePath', scopeTexts.scopePath, text),
    typeColumn(scopeTexts.apiType, scopeDicts.api, text),
  ],
  Fields: ApiScopeFields,
  initialValues: { scopeType: 1 },
  toBody: (v) => ({
    scopeName: v.scopeName,
    resourceCode: trimmed(v.resourceCode),
    scopePath: trimmed(v.scopePath),
    scopeType: v.scopeType,
    remark: trimmed(v.remark),
  }),
};
