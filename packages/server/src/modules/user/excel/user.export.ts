import { userCodes, userResource } from '@pharma/contract';
import { and, count } from 'drizzle-orm';
import type { ExportSource } from '../../../platform/excel/sources.ts';
import { userListConditions } from '../user/user.service.ts';
import { user } from '../user/user.table.ts';
import { userBatches, userExportColumns } from './user-excel.service.ts';

/**
 * `user` for POST blade-system/excel/export: the users list (用户管理) as GET export-user writes it, for whoever
 * may open the list; the list's filters (deptId: the department and those below it) and its visibility.
 */
export const userExportSource: ExportSource = {
  name: userResource.name,
  title: userResource.title,
  permission: userCodes.menu,
  async open(ctx, filters) {
    const conditions = await userListConditions(ctx, filters);
    return { columns: await userExportColumns(ctx), batches: userBatches(ctx, conditions, filters) };
  },
  async count(ctx, filters) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(user)
      .where(and(...(await userListConditions(ctx, filters))));
    return Number(row?.n ?? 0);
  },
};
