import type { apiScopeResource, BodyIn, dataScopeResource, Text } from '@pharma/contract';
import type { TableColumnsType } from 'antd';
import type { ComponentType } from 'react';
import type { Scope, ScopeCalls } from './scope.api.ts';

type TextOf = (text: Text) => string;

/** A submit body of either kind. */
export type ScopeBody = BodyIn<ScopeCalls['submit']>;

/**
 * What differs between 数据权限 and 接口权限; everything else (the menu tree, the drawer, the dialog) is shared and
 * reads it from here.
 */
export interface ScopeKind {
  key: 'data' | 'api';
  /** The kind's declaration: its fields' labels, rules and dictionaries. */
  def: typeof dataScopeResource | typeof apiScopeResource;
  /** Its list, submit and remove. */
  calls: ScopeCalls;
  /** The row button's permission code (权限配置). */
  settingCode: string;
  /** The drawer table's columns (the row actions are added by the drawer). */
  columns: (text: TextOf) => TableColumnsType<Scope>;
  /** The kind's inputs, rendered inside the shared dialog's Form. */
  Fields: ComponentType;
  /** A new scope's starting values. */
  initialValues: Record<string, unknown>;
  /** The submit body from the form's values (menuId and id are added by the dialog). */
  toBody: (values: Record<string, unknown>) => ScopeBody;
}
