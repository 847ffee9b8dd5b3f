import {
  type Page,
  type RegionMatch,
  type RegionNode,
  type RegionRecord,
  regionCodes,
  regionMessages,
  regionRootCode,
} from '@pharma/contract';
import { and, asc, count, eq, gt, ilike, inArray, like, type SQL } from 'drizzle-orm';
import { type Ctx, can } from '../../../platform/context.ts';
import { escapeLike, pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import {
  addOf,
  ancestorsUnder,
  codeOf,
  editOf,
  isAdd,
  levelColumns,
  levelOf,
  pathColumns,
  type RegionInput,
} from './region.rules.ts';
import { region } from './region.table.ts';

/**
 * 行政区划: platform-wide (no tenant column), keyed by code. Reads for pickers serve every signed-in user; the
 * screen's list, detail and writes are the platform's (menu `region`).
 */

type RegionRow = typeof region.$inferSelect;

export interface RegionFilters {
  code?: string;
  name?: string;
  parentCode?: string;
  level?: string;
}

const given = (value: string | undefined) => (value ?? '').trim();

/** list (and its export): code starts with, name contains (any case), parent code and level equal. */
export function regionListWhere(filters: RegionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const code = given(filters.code);
  if (code) conditions.push(like(region.code, `${escapeLike(code)}%`));
  const name = given(filters.name);
  if (name) conditions.push(ilike(region.name, `%${escapeLike(name)}%`));
  const parentCode = given(filters.parentCode);
  if (parentCode) conditions.push(eq(region.parentCode, parentCode));
  if (given(filters.level)) conditions.push(eq(region.level, levelOf(given(filters.level))));
  return conditions.length ? and(...conditions) : undefined;
}

const record = (row: RegionRow): RegionRecord => ({ ...row });

/** region/list: a page ordered by code. */
export async function regionList(
  ctx: Ctx,
  query: RegionFilters & { current?: string; size?: string },
): Promise<Page<RegionRecord>> {
  const where = regionListWhere(query);
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(region)
      .where(where)
      .orderBy(asc(region.code))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ total: count() }).from(region).where(where),
  ]);
  return pageOf(rows.map(record), Number(totals[0]?.total ?? 0), current, size);
}

/** The list's rows after `after` (by code), `size` at a time: the export reads with this. */
export async function regionListAfter(ctx: Ctx, filters: RegionFilters, after: string | undefined, size: number) {
  const where = and(regionListWhere(filters), after === undefined ? undefined : gt(region.code, after));
  return ctx.db.select().from(region).where(where).orderBy(asc(region.code)).limit(size);
}

/** The children of a region, by sort then code. */
const childrenOf = (ctx: Ctx, parentCode: string) =>
  ctx.db.select().from(region).where(eq(region.parentCode, parentCode)).orderBy(asc(region.sort), asc(region.code));

/** The codes among `codes` that have at least one child. */
async function parentsAmong(ctx: Ctx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await ctx.db
    .selectDistinct({ parentCode: region.parentCode })
    .from(region)
    .where(inArray(region.parentCode, codes));
  return new Set(rows.map((r) => r.parentCode));
}

/** region/lazy-tree: one level as TreeNodes keyed by code (the provinces by default). */
export async function regionLazyTree(ctx: Ctx, parentCode = regionRootCode): Promise<RegionNode[]> {
  const rows = await childrenOf(ctx, parentCode);
  const parents = await parentsAmong(
    ctx,
    rows.map((r) => r.code),
  );
  return rows.map((r) => ({
    id: r.code,
    parentId: r.parentCode,
    key: r.code,
    value: r.code,
    title: r.name,
    level: r.level,
    hasChildren: parents.has(r.code),
  }));
}

/** region/select: one level for cascaders. */
export async function regionSelect(ctx: Ctx, code = regionRootCode) {
  return (await childrenOf(ctx, code)).map((r) => ({ code: r.code, name: r.name, level: r.level }));
}

/** The codes above a region, the country's `0`/`00` left out, top first. */
const ancestorCodes = (row: Pick<RegionRow, 'ancestors'>) =>
  row.ancestors.split(',').filter((code) => code !== '0' && code !== regionRootCode && code !== '');

/** region/search: regions whose name contains the text (any case), by level then code, each with its path. */
export async function regionSearch(ctx: Ctx, name: string, size: number): Promise<RegionMatch[]> {
  // No region name is longer than 64 characters: a longer text cannot match.
  const text = name.trim();
  if (!text || text.length > 64) return [];
  const rows = await ctx.db
    .select({ code: region.code, name: region.name, level: region.level, ancestors: region.ancestors })
    .from(region)
    .where(ilike(region.name, `%${escapeLike(text)}%`))
    .orderBy(asc(region.level), asc(region.code))
    .limit(size);
  const above = [...new Set(rows.flatMap(ancestorCodes))];
  const names = new Map(
    above.length
      ? (
          await ctx.db.select({ code: region.code, name: region.name }).from(region).where(inArray(region.code, above))
        ).map((r) => [r.code, r.name])
      : [],
  );
  return rows.map((r) => ({
    ...r,
    path: [...ancestorCodes(r).map((code) => names.get(code) ?? code), r.name].join(' / '),
  }));
}

async function findRegion(db: Ctx['db'], code: string): Promise<RegionRow | undefined> {
  const [row] = await db.select().from(region).where(eq(region.code, code));
  return row;
}

/** region/detail: the record and its parent's name ('' for the country). */
export async function regionDetail(ctx: Ctx, code: string): Promise<RegionRecord & { parentName: string }> {
  const row = await findRegion(ctx.db, code);
  if (!row) throw notFound();
  const parent = await findRegion(ctx.db, row.parentCode);
  return { ...record(row), parentName: parent?.name ?? '' };
}

/**
 * region/submit. With a sub-code it adds under `parentCode` (the parent must exist, the code must be free); the
 * ancestors and the province … village columns follow the parent. Without, `code` names the row to edit: name,
 * level, sort and remark change, the code and the parent never do. A renamed region's name is rewritten in the
 * path columns of everything below it, in the same transaction.
 *
 * Saber's form sends a sub-code on every 提交, an edit's too (re-derived from the clicked region's code): a body whose
 * `code` is parentCode + subCode of a region that exists under that parent is that region's own form, and edits it,
 * as BladeX's submit updates a region whose code exists, for a caller who may edit.
 */
export async function saveRegion(ctx: Ctx, body: RegionInput): Promise<{ record: RegionRecord; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Ctx['db'];
    if (isAdd(body)) {
      const values = addOf(body);
      const parent = await findRegion(db, values.parentCode);
      if (!parent) throw badRequest(regionMessages.parentMissing);
      const taken = await findRegion(db, values.code);
      if (!taken) {
        const [row] = await tx
          .insert(region)
          .values({ ...values, ancestors: ancestorsUnder(parent), ...pathColumns(parent, values) })
          .onConflictDoNothing()
          .returning();
        // Another request added the same code between the check and the insert.
        if (!row) throw badRequest(regionMessages.codeTaken);
        return { record: record(row), created: true };
      }
      const ownForm = taken.parentCode === values.parentCode && codeOf(body.code) === values.code;
      if (!ownForm) throw badRequest(regionMessages.codeTaken);
      // The guard checked the add code (the body has a sub-code): an edit needs the edit code.
      if (!can(ctx, regionCodes.edit)) throw forbidden();
    }
    const changes = editOf(body);
    const existing = await findRegion(db, changes.code);
    if (!existing) throw notFound();
    const next = { ...existing, ...changes };
    const parent = await findRegion(db, existing.parentCode);
    const [row] = await tx
      .update(region)
      .set({ ...changes, ...pathColumns(parent, next) })
      .where(eq(region.code, existing.code))
      .returning();
    const pair = levelColumns[next.level as keyof typeof levelColumns];
    if (pair && next.name !== existing.name) {
      const [codeKey, nameKey] = pair;
      await tx
        .update(region)
        .set({ [nameKey]: next.name })
        .where(eq(region[codeKey], existing.code));
    }
    return { record: record(row!), created: false };
  });
}

/** region/remove: a physical delete of one region, refused while it has children. */
export async function removeRegion(ctx: Ctx, value: string): Promise<void> {
  const code = codeOf(value);
  if (code === undefined) throw badRequest(regionMessages.codeRequired);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ code: region.code }).from(region).where(eq(region.code, code));
    if (!row) throw notFound();
    const [child] = await tx.select({ code: region.code }).from(region).where(eq(region.parentCode, code)).limit(1);
    if (child) throw badRequest(regionMessages.hasChildren);
    await tx.delete(region).where(eq(region.code, code));
  });
}
