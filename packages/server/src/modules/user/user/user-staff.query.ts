import { and, asc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containingPattern } from '../../../platform/crud/filters.ts';
import { scoped } from '../../../platform/scope.ts';
import { user } from './user.table.ts';

/** A user of the caller's tenant as another module names them on its rows (销售移动端's employees and salesmen). */
export interface StaffMember {
  id: string;
  account: string;
  realName: string;
  /** 工号 (blade_user.code), '' when none. */
  employeeNo: string;
  phone: string;
  /** The first of the user's departments, or null. */
  deptId: string | null;
}

/** Which users: by ids, by employee numbers, by phones, or by a keyword over account, names and employee number. */
export interface StaffQuery {
  ids?: readonly string[];
  employeeNos?: readonly string[];
  phones?: readonly string[];
  keyword?: string;
  limit?: number;
}

/**
 * Live users of the caller's tenant, whatever the caller's data scopes on users (a rule that an employee must be a
 * user of the tenant asks of every user), in account order. The platform administrator, placed in a tenant (a grade
 * of tenant 100001), reads that tenant's.
 */
export async function staffOf(ctx: Ctx, query: StaffQuery): Promise<StaffMember[]> {
  const pick = (column: typeof user.id | typeof user.code | typeof user.phone, values?: readonly string[]) => {
    const wanted = [...new Set((values ?? []).filter(Boolean))];
    return values === undefined ? undefined : wanted.length ? inArray(column, wanted) : false;
  };
  const parts: Array<SQL | undefined | false> = [
    pick(user.id, query.ids),
    pick(user.code, query.employeeNos),
    pick(user.phone, query.phones),
  ];
  // An empty list asks for nobody.
  if (parts.includes(false)) return [];
  const keyword = query.keyword?.trim();
  const like = keyword ? containingPattern(keyword) : undefined;
  const rows = await ctx.db
    .select({
      id: user.id,
      account: user.account,
      realName: user.realName,
      name: user.name,
      code: user.code,
      phone: user.phone,
      deptId: user.deptId,
    })
    .from(user)
    .where(
      and(
        scoped(ctx, user, { dataScope: false }),
        ...(parts as Array<SQL | undefined>),
        like
          ? or(ilike(user.account, like), ilike(user.realName, like), ilike(user.name, like), ilike(user.code, like))
          : undefined,
      ),
    )
    .orderBy(asc(user.account))
    .limit(query.limit ?? 5000);
  return rows.map((r) => ({
    id: String(r.id),
    account: r.account,
    realName: r.realName || r.name || r.account,
    employeeNo: r.code ?? '',
    phone: r.phone ?? '',
    deptId: r.deptId.split(',').find(Boolean) ?? null,
  }));
}
