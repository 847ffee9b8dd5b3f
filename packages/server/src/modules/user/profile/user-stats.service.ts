import { type Lang, pick, type Tally, type Text, type UserStats } from '@pharma/contract';
import { count, type SQL, sql } from 'drizzle-orm';
import { type Ctx, splitIds } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime, parseTime } from '../../../platform/time.ts';
import { namesOf } from '../user/relations.ts';
import { user } from '../user/user.table.ts';

const unassigned: Text = { zh: '未分配', en: 'Unassigned' };
const shown = 12;

/** Counts per id from rows grouped by a comma-joined id column, named, largest first, at most `shown`. */
function tallyOf(rows: Array<{ ids: string; n: number }>, names: Map<string, string>, lang: Lang): Tally[] {
  const counts = new Map<string, number>();
  for (const { ids, n } of rows) {
    const list = splitIds(ids);
    for (const id of list.length ? list : ['']) counts.set(id, (counts.get(id) ?? 0) + Number(n));
  }
  return [...counts]
    .map(([id, n]) => ({ name: id ? (names.get(id) ?? id) : pick(unassigned, lang), count: n }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, shown);
}

/** The starts of the last 12 months and of the next one, as instants in `timeZone`. */
function monthStarts(timeZone: string, now = new Date()): Array<{ label: string; from: Date }> {
  const [year, month] = formatTime(now, timeZone).split('-').map(Number) as [number, number];
  const out: Array<{ label: string; from: Date }> = [];
  for (let back = 11; back >= -1; back--) {
    const index = year * 12 + (month - 1) - back;
    const label = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    out.push({ label, from: parseTime(`${label}-01 00:00:00`, timeZone)! });
  }
  return out;
}

/** GET blade-user/dashboard-stats: tenant-scoped (and data-scoped) counts; no ids, no personal data. */
export async function userStats(ctx: Ctx): Promise<UserStats> {
  const scope = scoped(ctx, user);
  const months = monthStarts(ctx.timeZone);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const perMonth: Record<string, SQL<number>> = {};
  months.slice(0, -1).forEach((m, i) => {
    perMonth[`m${i}`] = sql<number>`count(*) filter (where ${user.createTime} >= ${at(m.from)} and ${
      user.createTime
    } < ${at(months[i + 1]!.from)})`;
  });
  const [byDept, byRole, [monthRow]] = await Promise.all([
    ctx.db.select({ ids: user.deptId, n: count() }).from(user).where(scope).groupBy(user.deptId),
    ctx.db.select({ ids: user.roleId, n: count() }).from(user).where(scope).groupBy(user.roleId),
    ctx.db
      .select({ total: count(), ...perMonth })
      .from(user)
      .where(scope),
  ]);
  const names = await namesOf(
    ctx,
    [...new Set(byRole.flatMap((r) => splitIds(r.ids)))],
    [...new Set(byDept.flatMap((r) => splitIds(r.ids)))],
  );
  const row = (monthRow ?? {}) as Record<string, unknown>;
  return {
    total: Number(row.total ?? 0),
    depts: tallyOf(byDept, names.depts, ctx.lang),
    roles: tallyOf(byRole, names.roles, ctx.lang),
    months: months.slice(0, -1).map((m, i) => ({ name: m.label, count: Number(row[`m${i}`] ?? 0) })),
  };
}
