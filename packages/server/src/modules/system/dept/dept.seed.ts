import { defaultTenantId } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { dept } from './dept.table.ts';

/** The platform's root department (first start only); its id. */
export async function ensureRootDept(db: Db): Promise<string> {
  const [d] = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(ofTenant(dept, defaultTenantId, { removed: true }), eq(dept.parentId, '0')));
  if (d) return d.id;
  const [created] = await db
    .insert(dept)
    .values({ tenantId: defaultTenantId, deptName: '平台', fullName: '医药中台平台运营部', ancestors: '0' })
    .returning({ id: dept.id });
  return created!.id;
}

/** A demo department: its name, 1 company / 2 department / 3 group, and the ones below it. */
interface DemoDept {
  name: string;
  category?: 1 | 2 | 3;
  children?: DemoDept[];
}

/** The departments below each demo tenant's root, by tenant id. */
function demoDepts(): Record<string, DemoDept[]> {
  return {
    [defaultTenantId]: [
      { name: '运营中心', children: [{ name: '客户成功组', category: 3 }] },
      { name: '技术研发部' },
      { name: '质量合规部' },
    ],
    [demoTenantIds.distributor]: [
      { name: '采购部' },
      {
        name: '销售部',
        children: [
          { name: '华东一区', category: 3 },
          { name: '华东二区', category: 3 },
        ],
      },
      {
        name: '仓储物流部',
        children: [
          { name: '冷链仓', category: 3 },
          { name: '常温仓', category: 3 },
        ],
      },
      { name: '质量管理部' },
      { name: '财务部' },
    ],
    [demoTenantIds.manufacturer]: [
      {
        name: '生产部',
        children: [
          { name: '固体制剂车间', category: 3 },
          { name: '注射剂车间', category: 3 },
        ],
      },
      { name: '质量保证部' },
      { name: '质量控制部' },
      { name: '研发中心' },
      { name: '供应链部' },
    ],
    [demoTenantIds.pharmacy]: [
      { name: '运营管理部' },
      { name: '采购配送部' },
      { name: '门店事业部', children: [{ name: '人民路店' }, { name: '中山路店' }, { name: '天河北店' }] },
    ],
  };
}

/** Demo departments under the root of tenant 000000 and of each demo tenant (first start only). */
export async function loadDemoDepts(db: Db): Promise<void> {
  for (const [tenantId, tree] of Object.entries(demoDepts())) {
    const [root] = await db
      .select({ id: dept.id })
      .from(dept)
      .where(and(ofTenant(dept, tenantId), eq(dept.parentId, '0')));
    if (!root) continue;
    const add = async (parent: { id: string; ancestors: string; fullName: string }, nodes: DemoDept[]) => {
      for (const [i, node] of nodes.entries()) {
        const fullName = node.category === 3 ? `${parent.fullName}${node.name}` : node.name;
        const [row] = await db
          .insert(dept)
          .values({
            tenantId,
            parentId: parent.id,
            ancestors: `${parent.ancestors},${parent.id}`,
            deptName: node.name,
            fullName: fullName.slice(0, 45),
            deptCategory: node.category ?? 2,
            sort: i + 1,
          })
          .returning({ id: dept.id });
        if (node.children)
          await add({ id: row!.id, ancestors: `${parent.ancestors},${parent.id}`, fullName }, node.children);
      }
    };
    await add({ id: root.id, ancestors: '0', fullName: '' }, tree);
  }
}

/** A tenant's live departments by name, for the demo rows that point at them. */
export async function deptIdsByName(db: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: dept.id, name: dept.deptName }).from(dept).where(ofTenant(dept, tenantId));
  return new Map(rows.map((r) => [r.name, r.id]));
}
