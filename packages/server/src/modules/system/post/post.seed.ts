import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { postTable as post } from './post.table.ts';

/** A demo post: category (1 senior, 2 middle, 3 junior, dictionary post_category), code, name. */
type DemoPost = [number, string, string];

/**
 * The posts of each demo tenant, by tenant id: BladeX's seeded posts (blade_post) for tenant 000000, the usual
 * posts of the trade for the others, so user forms have something to pick on a first look.
 */
function demoPosts(): Record<string, DemoPost[]> {
  return {
    [defaultTenantId]: [
      [1, 'ceo', '首席执行官'],
      [1, 'coo', '首席运营官'],
      [1, 'cfo', '首席财务官'],
      [1, 'cto', '首席技术官'],
      [1, 'cio', '首席信息官'],
      [2, 'pm', '技术经理'],
      [2, 'hrm', '人力经理'],
      [3, 'staff', '普通员工'],
    ],
    [demoTenantIds.distributor]: [
      [1, 'gm', '总经理'],
      [1, 'qa_head', '质量负责人'],
      [2, 'buyer_mgr', '采购经理'],
      [3, 'sales_rep', '医药代表'],
      [3, 'keeper', '仓库保管员'],
      [3, 'curing', '药品养护员'],
    ],
    [demoTenantIds.manufacturer]: [
      [1, 'gm', '总经理'],
      [1, 'qp', '质量受权人'],
      [2, 'prod_mgr', '生产经理'],
      [3, 'qc_analyst', 'QC 检验员'],
      [3, 'operator', '生产操作工'],
    ],
    [demoTenantIds.pharmacy]: [
      [1, 'gm', '总经理'],
      [2, 'store_mgr', '店长'],
      [3, 'pharmacist', '执业药师'],
      [3, 'cashier', '收银员'],
    ],
  };
}

/** The demo posts of tenant 000000 and of each demo tenant (first start only). */
export async function loadDemoPosts(db: Db): Promise<void> {
  for (const [tenantId, posts] of Object.entries(demoPosts())) {
    await db
      .insert(post)
      .values(
        posts.map(([category, postCode, postName], i) => ({ tenantId, category, postCode, postName, sort: i + 1 })),
      );
  }
}

/** A tenant's live posts by code, for the demo rows that point at them. */
export async function postIdsByCode(db: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: post.id, code: post.postCode }).from(post).where(ofTenant(post, tenantId));
  return new Map(rows.map((r) => [String(r.code), String(r.id)]));
}
