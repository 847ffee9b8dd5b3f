import type { Text } from '@pharma/contract';
import type { TableColumnsType } from 'antd';
import type { ComponentType } from 'react';
import type { Scope } from './scope.api.ts';

type TextOf = (text: Text) => string;

/**
 * What differs between 数据权限 and 接口权限; everything else (the menu tree, the drawer, the dialog) is shared and
 * reads it from here.
 */
export interface ScopeKind {
  key: 'data' | 'api';
  /** The API base: list, submit and remove hang under it. */
  api: string;
  /** The row button's permission code (权限配置). */
  settingCode: string;
  /** The drawer table's columns (the row actions are added by the drawer). */
  columns: (text: TextOf) => TableColumnsType<Scope>;
  /** The kind's inputs, rendered inside the shared dialog's Form. */
  Fields: ComponentType;
  /** A new scope's starting values. */
  initialValues: Record<string, unknown>;
  /** The submit body from the form's values (menuId and id are added by the dialog). */
  toBody: (values: Record<string, unknown>) => Record<string, unknown>;
}
