import { defaultTenantId } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import { postTable as post } from './post.table.ts';

/** BladeX's seeded posts (blade_post), so user forms have something to pick on a first look. */
export async function loadDemoPosts(db: Db): Promise<void> {
  const posts: Array<[number, string, string]> = [
    [1, 'ceo', '首席执行官'],
    [1, 'coo', '首席运营官'],
    [1, 'cfo', '首席财务官'],
    [1, 'cto', '首席技术官'],
    [1, 'cio', '首席信息官'],
    [2, 'pm', '技术经理'],
    [2, 'hrm', '人力经理'],
    [3, 'staff', '普通员工'],
  ];
  await db.insert(post).values(
    posts.map(([category, postCode, postName], i) => ({
      tenantId: defaultTenantId,
      category,
      postCode,
      postName,
      sort: i + 1,
    })),
  );
}
