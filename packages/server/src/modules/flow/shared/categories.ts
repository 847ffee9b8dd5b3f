import { categoryPrefix, flowCategoryDict } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { dictEntries } from '../../../platform/dict-reader.ts';

/** A category's name (in the caller's language) and the route segment of its pages (the entry's remark). */
export interface CategoryInfo {
  name: string;
  route: string;
}

/** The `flow` dictionary as `flow_<key>` → its name and route: the lists show the name, the pages take the route. */
export async function categoriesOf(ctx: Ctx): Promise<Map<string, CategoryInfo>> {
  const entries = await dictEntries(ctx, flowCategoryDict);
  return new Map(
    entries.map((e) => [`${categoryPrefix}${e.dictKey}`, { name: e.dictValue, route: e.remark ?? '' }] as const),
  );
}
