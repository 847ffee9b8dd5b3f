import { scopeTypes } from '../../../platform/data-scope.ts';
import type { Db } from '../../../platform/db/database.ts';
import { liveMenuLinks } from '../menu/menu.query.ts';
import { scopeData } from './scope.table.ts';

/**
 * 数据权限 on a first look: the usual row filters of 用户管理 and 部门管理. A data scope filters nothing until a role
 * is granted it (the demo 店长 role is, see role.seed.ts). No demo API scope: one shuts its call for every role of
 * every tenant that does not hold it, which demo rows must never do.
 */
export const demoDataScopes = [
  {
    menu: 'user',
    resourceCode: 'user',
    scopeName: '本部门用户',
    scopeColumn: 'dept_id',
    scopeType: scopeTypes.ownDept,
    remark: '只看所在部门的用户',
  },
  {
    menu: 'user',
    resourceCode: 'user',
    scopeName: '本部门及下级用户',
    scopeColumn: 'dept_id',
    scopeType: scopeTypes.ownDeptAndBelow,
    remark: '门店负责人看本店及下属门店的用户',
  },
  {
    menu: 'dept',
    resourceCode: 'dept',
    scopeName: '本部门及下级部门',
    scopeColumn: 'id',
    scopeType: scopeTypes.ownDeptAndBelow,
    remark: '只看所在部门及其下级部门',
  },
] as const;

/** Adds the demo data scopes (first start only). */
export async function loadDemoScopes(db: Db): Promise<void> {
  const menus = new Map((await liveMenuLinks(db)).map((m) => [m.code, m.id]));
  const rows = demoDataScopes.flatMap(({ menu, ...scope }) => {
    const menuId = menus.get(menu);
    return menuId ? [{ ...scope, menuId }] : [];
  });
  if (rows.length) await db.insert(scopeData).values(rows);
}
