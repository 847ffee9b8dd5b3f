import { type Text, tenantResource } from '@pharma/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { buildColumns, type RowActions } from '../../../crud/columns.tsx';
import type { Tenant } from './tenant.api.ts';
import { tenantTexts } from './tenant.texts.ts';

type TextOf = (text: Text) => string;

/** 账号额度: -1 (BladeX's "no limit"; also when none is stored) reads 不限. */
export function accountText(value: unknown, text: TextOf): string {
  return value === -1 || value === null || value === undefined ? text(tenantTexts.unlimited) : String(value);
}

/** 过期时间: none means the tenant never expires, which reads 不限. */
export function expireText(value: unknown, text: TextOf): string {
  return typeof value === 'string' && value !== '' ? value : text(tenantTexts.unlimited);
}

/** The server names the status in the caller's language (`statusName`); the number only when it does not. */
export function statusText(row: Tenant): string {
  return row.statusName ?? (row.status === null || row.status === undefined ? '' : String(row.status));
}

/** How the table and 查看 show the fields whose stored value does not read well. */
export function tenantRenders(text: TextOf): Record<string, (row: CrudRecord) => ReactNode> {
  return {
    accountNumber: (row) => accountText(row.accountNumber, text),
    expireTime: (row) => expireText(row.expireTime, text),
    statusName: (row) => statusText(row as Tenant),
  };
}

/** The generic columns of tenantResource, with 不限 for no quota or expiry. */
export function tenantColumns(text: TextOf, t: TFunction, actions: RowActions): TableColumnsType<CrudRecord> {
  const renders = tenantRenders(text);
  return buildColumns(tenantResource, text, t, actions).map((column) => {
    const render = renders[String(column.key)];
    return render ? { ...column, render: (_: unknown, row: CrudRecord) => render(row) } : column;
  });
}
