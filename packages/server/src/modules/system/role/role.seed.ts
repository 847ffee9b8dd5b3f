import { administratorAlias, defaultTenantId, purchaseScreenCodes, salesScreenCodes } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { SeedContext } from '../../../platform/module.ts';
import { live, ofTenant } from '../../../platform/scope.ts';
import { screenMenuIds } from '../menu/menu.query.ts';
import { scopeData } from '../scope/scope.table.ts';
import { role, roleMenu, roleScope } from './role.table.ts';

/** The platform's administrator role (first start only); its id. */
export async function ensureAdministratorRole(db: Db): Promise<string> {
  const [r] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(ofTenant(role, defaultTenantId, { removed: true }), eq(role.roleAlias, administratorAlias)));
  if (r) return r.id;
  const [created] = await db
    .insert(role)
    .values({ tenantId: defaultTenantId, roleName: '超级管理员', roleAlias: administratorAlias, sort: 1 })
    .returning({ id: role.id });
  return created!.id;
}

/** A demo role: what it is granted, screen by screen (all buttons or some), and the data scopes it holds by name. */
interface DemoRole {
  alias: string;
  name: string;
  screens: Record<string, 'all' | readonly string[]>;
  dataScopes?: readonly string[];
}

const view = ['view'] as const;
/** 控制台 and 我的事务: everyone sees the dashboard, starts, claims and handles their own work. */
const work = {
  dashboard: 'all',
  work_start: 'all',
  work_claim: 'all',
  work_todo: 'all',
  work_send: 'all',
  work_done: 'all',
} as const;

/** 智能采购's screens for whoever runs it; to look; and what a buyer does (everything short of audits). */
const purchasingAll = Object.fromEntries(purchaseScreenCodes.map((code) => [code, 'all' as const]));
/** 销售移动端, run by the sales manager: who signs in to the app, what it shows, whose customers. */
const salesAll = Object.fromEntries(salesScreenCodes.map((code) => [code, 'all' as const]));
const purchasingView = Object.fromEntries(
  ['purchase_plan', 'purchase_order', 'purchase_contract', 'variety_purchases', 'catalogue'].map((code) => [
    code,
    view,
  ]),
);
const buyer = {
  ...purchasingView,
  purchase_plan: ['view', 'add', 'edit', 'delete', 'commit', 'close', 'to_order', 'auto'],
  purchase_order: ['view', 'add', 'edit', 'delete', 'commit', 'send', 'receive', 'close', 'void', 'to_contract'],
  purchase_contract: ['view', 'add', 'edit', 'delete'],
  sc_goods: view,
  variety: view,
  sc_shipper: view,
  sc_supplier: view,
  sc_warehouse: view,
  param_set: [],
};

/** The roles of each demo tenant besides its administrator, by tenant id. */
function demoRoles(): Record<string, DemoRole[]> {
  return {
    [defaultTenantId]: [
      {
        alias: 'operator',
        name: '平台运营',
        screens: {
          ...work,
          user: 'all',
          dept: 'all',
          post: 'all',
          param: 'all',
          dict_biz: 'all',
          topmenu: 'all',
          gray: 'all',
        },
      },
      { alias: 'service', name: '客服专员', screens: { ...work, user: ['view', 'reset', 'unlock'], dept: view } },
      {
        alias: 'auditor',
        name: '合规审计',
        screens: { ...work, user: ['view', 'export'], dept: view, post: view, role: view, param: view },
      },
      // The leave process's 经理审批 and 老板审批 go to these aliases (candidate groups).
      { alias: 'manager', name: '部门经理', screens: { ...work, user: view, dept: view } },
      { alias: 'boss', name: '总经理', screens: { ...work, user: view, dept: view, flow_follow: 'all' } },
    ],
    [demoTenantIds.distributor]: [
      { alias: 'purchaser', name: '采购专员', screens: { ...work, param: view, dict_biz: view, ...buyer } },
      { alias: 'sales', name: '医药代表', screens: { ...work, dict_biz: view } },
      // 陈静, 区域经理: keeps the whitelist, field permissions, grades and customer salesmen of the sales app.
      {
        alias: 'sales_admin',
        name: '销售经理',
        screens: { ...work, dict_biz: view, sc_shipper: view, sc_goods: view, ...salesAll },
      },
      {
        alias: 'warehouse',
        name: '仓库管理员',
        screens: { ...work, param: view, dict_biz: view, purchase_order: ['view', 'receive'], sc_warehouse: 'all' },
      },
      {
        alias: 'quality',
        name: '质量管理员',
        screens: { ...work, param: 'all', dict_biz: 'all', sc_supplier: 'all', sc_goods: 'all', variety: 'all' },
      },
      // 马军 of 采购部: audits plans, orders and contracts, keeps the catalogue and the settings.
      { alias: 'manager', name: '部门经理', screens: { ...work, ...purchasingAll } },
      { alias: 'boss', name: '总经理', screens: { ...work, flow_follow: 'all', ...purchasingView } },
    ],
    [demoTenantIds.manufacturer]: [
      { alias: 'production', name: '生产主管', screens: { ...work, user: view, dept: view, post: view } },
      { alias: 'qa', name: '质量保证', screens: { ...work, user: view, param: 'all' } },
      { alias: 'qc', name: '质量检验', screens: { ...work, param: view } },
    ],
    [demoTenantIds.pharmacy]: [
      {
        alias: 'store_manager',
        name: '店长',
        screens: { ...work, user: ['view', 'add', 'edit', 'reset', 'unlock'], dept: view },
        dataScopes: ['本部门及下级用户'],
      },
      { alias: 'pharmacist', name: '执业药师', screens: { ...work, dict_biz: view } },
      { alias: 'clerk', name: '店员', screens: { ...work, dict_biz: view } },
    ],
  };
}

/**
 * The demo roles of tenant 000000 and of each demo tenant with their grants (first start only), after the demo data
 * scopes. A demo tenant's roles hold only what its package allows, as any grant there does.
 */
export async function loadDemoRoles(db: Db, seed: SeedContext): Promise<void> {
  const scopeRows = await db
    .select({ id: scopeData.id, name: scopeData.scopeName, menuId: scopeData.menuId })
    .from(scopeData)
    .where(live(scopeData));
  const scopes = new Map(scopeRows.map((s) => [s.name, s]));
  for (const [tenantId, roles] of Object.entries(demoRoles())) {
    const allowed = await seed.answer('grantableMenus')(db, tenantId);
    for (const [i, r] of roles.entries()) {
      const [created] = await db
        .insert(role)
        .values({ tenantId, roleName: r.name, roleAlias: r.alias, sort: i + 2 })
        .returning({ id: role.id });
      const roleId = created!.id;
      const menus = (await screenMenuIds(db, r.screens)).filter((id) => !allowed || allowed.has(id));
      if (menus.length) await db.insert(roleMenu).values(menus.map((menuId) => ({ roleId, menuId })));
      const held = (r.dataScopes ?? [])
        .flatMap((name) => scopes.get(name) ?? [])
        .filter((s) => !allowed || allowed.has(s.menuId));
      if (held.length) {
        await db.insert(roleScope).values(held.map((s) => ({ roleId, scopeId: s.id, scopeCategory: 1 })));
      }
    }
  }
}

/** A tenant's live roles by alias, for the demo rows that point at them. */
export async function roleIdsByAlias(db: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: role.id, alias: role.roleAlias }).from(role).where(ofTenant(role, tenantId));
  return new Map(rows.map((r) => [r.alias, r.id]));
}
