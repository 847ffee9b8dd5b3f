import {
  type DictKind,
  type DictOption,
  type DictRecord,
  defaultTenantId,
  dictMessages,
  isIdText,
  type Page,
  parentDictKey,
  pick,
  seededEnglish,
  systemDictionaries,
  type TreeNode,
} from '@pharma/contract';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, forbidden, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { treeOf } from '../../../platform/tree.ts';
import {
  blank,
  codePattern,
  containing,
  type DictInput,
  type DictKindDef,
  dictKindDefs,
  dictRuleMessages,
  int32,
} from './dict.rules.ts';
import type { dict } from './dict.table.ts';

type DictTable = typeof dict;
type DictRow = DictTable['$inferSelect'];
export type DictQuery = Record<string, unknown>;

/** The most entries child-list answers for one dictionary (a dictionary with more is not a dictionary). */
const maxEntries = 2000;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

export interface DictService {
  def: DictKindDef;
  list(ctx: Ctx, query: DictQuery): Promise<DictRecord[]>;
  parentList(ctx: Ctx, query: DictQuery): Promise<Page<DictRecord>>;
  childList(ctx: Ctx, query: DictQuery): Promise<DictRecord[]>;
  select(ctx: Ctx): Promise<Array<{ id: string; code: string; dictValue: string }>>;
  tree(ctx: Ctx): Promise<TreeNode[]>;
  detail(ctx: Ctx, id: string): Promise<DictRecord & { parentName: string }>;
  submit(ctx: Ctx, input: DictInput): Promise<{ record: DictRecord; created: boolean }>;
  remove(ctx: Ctx, ids: string[]): Promise<number>;
  dictionary(ctx: Ctx, code: string | undefined): Promise<DictOption[]>;
  /** The live rows of a table (or of its alias) the caller reaches: their tenant's, for the business dictionary. */
  visible(ctx: Ctx, table?: DictTable): SQL[];
  /** The list's filter on dictionaries (parents): code and name contain the given text, case-insensitively. */
  parentWhere(ctx: Ctx, query: DictQuery, table?: DictTable): SQL[];
  /** A row's label as the lists show it: a seeded, unchanged system label in the caller's language. */
  labelOf(ctx: Ctx, row: Pick<DictRow, 'code' | 'dictKey' | 'dictValue'>): string;
}

/**
 * List, tree, detail, submit, remove and `dictionary` of one dictionary (system or business). A dictionary is a
 * parent row (`parentId` '0', `dictKey` '-1'); its entries share its code. Removes are soft.
 */
export function dictService(kind: DictKind): DictService {
  const def = dictKindDefs[kind];
  const t = def.table;

  // Live rows, and the caller's tenant's for the business dictionary (the system one has no tenant column). No data
  // scopes: a dictionary is read whole.
  const visible = (ctx: Ctx, table: DictTable = t): SQL[] => {
    const where = scoped(ctx, table, { dataScope: false });
    return where ? [where] : [];
  };

  const labelOf = (ctx: Ctx, row: Pick<DictRow, 'code' | 'dictKey' | 'dictValue'>) =>
    (def.localized && ctx.lang === 'en' && seededEnglish(row.code, row.dictKey, row.dictValue)) || row.dictValue;

  /**
   * A label filter: the stored label contains the text, or (system dictionary, English) a seeded row still carrying
   * its seeded Chinese label has an English label containing it, so what the caller reads is what they can search.
   */
  const labelLike = (ctx: Ctx, table: DictTable, part: string): SQL => {
    const conditions: SQL[] = [ilike(table.dictValue, containing(part))];
    if (def.localized && ctx.lang === 'en') {
      const lower = part.toLowerCase();
      for (const d of systemDictionaries) {
        const seeded = [{ key: parentDictKey, value: d.name }, ...d.items];
        for (const item of seeded) {
          if (!item.value.en.toLowerCase().includes(lower)) continue;
          conditions.push(
            and(eq(table.code, d.code), eq(table.dictKey, item.key), eq(table.dictValue, item.value.zh)) as SQL,
          );
        }
      }
    }
    return or(...conditions) as SQL;
  };

  const parentWhere = (ctx: Ctx, query: DictQuery, table: DictTable = t): SQL[] => {
    const where = [...visible(ctx, table), eq(table.parentId, '0')];
    const code = text(query.code);
    const value = text(query.dictValue);
    if (code) where.push(ilike(table.code, containing(code)));
    if (value) where.push(labelLike(ctx, table, value));
    return where;
  };

  const record = (row: DictRow, label = row.dictValue): DictRecord => ({
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    dictKey: row.dictKey,
    dictValue: label,
    sort: row.sort,
    remark: row.remark,
    isSealed: row.isSealed,
  });
  const shown = (ctx: Ctx, row: DictRow) => record(row, labelOf(ctx, row));

  async function find(ctx: Ctx, db: Ctx['db'], id: string): Promise<DictRow | undefined> {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.id, id), ...visible(ctx)))
      .limit(1);
    return row;
  }

  /** The ids among `parentIds` that have a live entry. */
  async function withEntries(ctx: Ctx, parentIds: string[]): Promise<Set<string>> {
    if (parentIds.length === 0) return new Set();
    const rows = await ctx.db
      .selectDistinct({ parentId: t.parentId })
      .from(t)
      .where(and(inArray(t.parentId, parentIds), ...visible(ctx)));
    return new Set(rows.map((r) => r.parentId));
  }

  const parentOrder = [asc(t.sort), asc(t.id)];
  const entryOrder = [asc(t.sort), asc(t.dictKey), asc(t.id)];

  /** Only the platform's own tenant writes the platform-wide dictionary, whatever codes a tenant's role was given. */
  const mayWrite = (ctx: Ctx) => {
    if (!def.tenant && ctx.tenantId !== defaultTenantId) throw forbidden();
  };
  const sealedFor = (ctx: Ctx, row: Pick<DictRow, 'isSealed'>) => row.isSealed === 1 && !ctx.isAdministrator;

  return {
    def,
    visible,
    parentWhere,
    labelOf,

    async list(ctx, query) {
      const parents = await ctx.db
        .select()
        .from(t)
        .where(and(...parentWhere(ctx, query)))
        .orderBy(...parentOrder);
      if (parents.length === 0) return [];
      const entries = await ctx.db
        .select()
        .from(t)
        .where(
          and(
            inArray(
              t.parentId,
              parents.map((p) => p.id),
            ),
            ...visible(ctx),
          ),
        )
        .orderBy(...entryOrder);
      const byParent = new Map<string, DictRecord[]>();
      for (const e of entries) {
        byParent.set(e.parentId, [...(byParent.get(e.parentId) ?? []), { ...shown(ctx, e), hasChildren: false }]);
      }
      return parents.map((p) => {
        const children = byParent.get(p.id) ?? [];
        // Like BladeX's tree nodes, an empty `children` is left out (a tree table would offer to expand it).
        return { ...shown(ctx, p), hasChildren: children.length > 0, ...(children.length > 0 && { children }) };
      });
    },

    async parentList(ctx, query) {
      const where = and(...parentWhere(ctx, query));
      const { current, size } = pagingOf(query);
      const [rows, totals] = await Promise.all([
        ctx.db
          .select()
          .from(t)
          .where(where)
          .orderBy(...parentOrder)
          .limit(size)
          .offset((current - 1) * size),
        ctx.db.select({ total: count() }).from(t).where(where),
      ]);
      const parents = await withEntries(
        ctx,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => ({ ...shown(ctx, r), hasChildren: parents.has(r.id) })),
        Number(totals[0]?.total ?? 0),
        current,
        size,
      );
    },

    async childList(ctx, query) {
      const parentId = text(query.parentId);
      const parent = parentId && isIdText(parentId) ? await find(ctx, ctx.db, parentId) : undefined;
      if (parent?.parentId !== '0') return [];
      const where = [eq(t.parentId, parent.id), ...visible(ctx)];
      const key = text(query.dictKey);
      const value = text(query.dictValue);
      if (key) where.push(ilike(t.dictKey, containing(key)));
      if (value) where.push(labelLike(ctx, t, value));
      // Entries hang from their dictionary only (one level), so BladeX's tree of them is this flat array; bounded
      // as every dictionary is (its entries are few), so current/size, which BladeX ignores here too, are ignored.
      const rows = await ctx.db
        .select()
        .from(t)
        .where(and(...where))
        .orderBy(...entryOrder)
        .limit(maxEntries);
      return rows.map((r) => ({ ...shown(ctx, r), hasChildren: false }));
    },

    async select(ctx) {
      const rows = await ctx.db
        .select()
        .from(t)
        .where(and(eq(t.parentId, '0'), ...visible(ctx)))
        .orderBy(...parentOrder);
      return rows.map((r) => ({ id: r.id, code: r.code, dictValue: `${r.code}: ${labelOf(ctx, r)}` }));
    },

    async tree(ctx) {
      // The whole tree, dictionaries with their entries, whatever `code` says: so SpringBlade answers, and Saber's
      // dictionary form asks for its parent choices with code=DICT.
      const rows = await ctx.db
        .select()
        .from(t)
        .where(and(...visible(ctx)));
      return treeOf(rows, (r) => labelOf(ctx, r));
    },

    async detail(ctx, id) {
      const row = await find(ctx, ctx.db, id);
      if (!row) throw notFound();
      const parent = row.parentId === '0' ? undefined : await find(ctx, ctx.db, row.parentId);
      return { ...record(row), parentName: parent ? parent.dictValue : pick(dictRuleMessages.topLevel, ctx.lang) };
    },

    async submit(ctx, input) {
      mayWrite(ctx);
      let isParent = blank(input.parentId) || input.parentId === '0';
      try {
        return await ctx.db.transaction(async (tx) => {
          const db = tx as unknown as Ctx['db'];
          const existing = input.id ? await find(ctx, db, input.id) : undefined;
          if (input.id && !existing) throw notFound();
          if (existing && sealedFor(ctx, existing)) throw badRequest(dictMessages.sealed);
          const adding = !existing;
          const given = blank(input.parentId) ? undefined : (input.parentId as string);
          if (existing && given !== undefined && given !== existing.parentId)
            throw badRequest(dictMessages.parentLocked);
          const parentId = existing?.parentId ?? given ?? '0';
          isParent = parentId === '0';

          // Required fields in the form's order: on add they must be there; on edit, left out keeps the stored value.
          const need = (key: keyof DictInput, message: (typeof dictMessages)[keyof typeof dictMessages]) => {
            if ((adding || input[key] !== undefined) && blank(input[key])) throw badRequest(message);
          };
          if (isParent) need('code', dictMessages.codeRequired);
          need('dictValue', dictMessages.dictValueRequired);
          if (!isParent) need('dictKey', dictMessages.dictKeyRequired);
          need('sort', dictMessages.sortRequired);
          // 封存 is optional in the API (the declaration's optionalInApi): left out, a new row is not sealed (the
          // column's default), as BladeX's clients expect (the open Saber's form has none); sent blank, it is refused.
          if (input.isSealed !== undefined) need('isSealed', dictMessages.isSealedRequired);
          if (input.sort != null && !int32(input.sort)) throw badRequest(dictRuleMessages.badSort);
          if (input.isSealed != null && input.isSealed !== 0 && input.isSealed !== 1) {
            throw badRequest(dictRuleMessages.badSealed);
          }

          let code: string;
          let dictKey: string;
          if (isParent) {
            code = input.code?.trim() || existing!.code;
            if (!codePattern.test(code)) throw badRequest(dictMessages.badCode);
            dictKey = parentDictKey;
            if (code !== existing?.code) {
              // A code belongs to one dictionary: no live row of another may carry it.
              const [taken] = await db
                .select({ id: t.id })
                .from(t)
                .where(and(eq(t.code, code), ...visible(ctx), ...(existing ? [ne(t.id, existing.id)] : [])))
                .limit(1);
              if (taken) throw badRequest(dictMessages.codeTaken);
            }
          } else {
            const parent = await find(ctx, db, parentId);
            if (parent?.parentId !== '0') throw badRequest(dictMessages.parentMissing);
            code = parent.code;
            if (!blank(input.code) && input.code!.trim() !== parent.code) throw badRequest(dictMessages.codeMismatch);
            dictKey = input.dictKey?.trim() || existing!.dictKey;
            if (dictKey !== existing?.dictKey) {
              const [taken] = await db
                .select({ id: t.id })
                .from(t)
                .where(
                  and(
                    eq(t.code, code),
                    eq(t.dictKey, dictKey),
                    ...visible(ctx),
                    ...(existing ? [ne(t.id, existing.id)] : []),
                  ),
                )
                .limit(1);
              if (taken) throw badRequest(dictMessages.keyTaken);
            }
          }

          const values = {
            parentId,
            code,
            dictKey,
            ...(input.dictValue != null && { dictValue: input.dictValue.trim() }),
            ...(input.sort != null && { sort: input.sort }),
            ...(input.isSealed != null && { isSealed: input.isSealed }),
            ...(input.remark !== undefined && { remark: input.remark?.trim() || null }),
          };
          if (!existing) {
            const [row] = await tx
              .insert(t)
              .values({
                ...values,
                dictValue: values.dictValue ?? '',
                ...(def.tenant && { tenantId: ctx.tenantId }),
                createUser: ctx.userId,
                createDept: ctx.deptIds[0] ?? null,
                updateUser: ctx.userId,
              })
              .returning();
            return { record: record(row!), created: true };
          }
          if (isParent && code !== existing.code) {
            // The entries follow their dictionary's code; a sealed one is only the administrator's to change.
            const entries = and(eq(t.parentId, existing.id), ...visible(ctx));
            const [sealed] = await db
              .select({ id: t.id })
              .from(t)
              .where(and(entries, eq(t.isSealed, 1)))
              .limit(1);
            if (sealed && !ctx.isAdministrator) throw badRequest(dictMessages.sealed);
            await tx.update(t).set({ code, updateUser: ctx.userId, updateTime: new Date() }).where(entries);
          }
          const [row] = await tx
            .update(t)
            .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
            .where(and(eq(t.id, existing.id), ...visible(ctx)))
            .returning();
          return { record: record(row!), created: false };
        });
      } catch (error) {
        // Two concurrent writes of one code or key: the unique index refuses the second, with the service's words.
        if (uniqueViolation(error)) {
          throw badRequest(isParent ? dictMessages.codeTaken : dictMessages.keyTaken);
        }
        throw error;
      }
    },

    async remove(ctx, ids) {
      mayWrite(ctx);
      const unique = [...new Set(ids)];
      if (unique.length === 0) throw badRequest('idsRequired');
      return ctx.db.transaction(async (tx) => {
        const own = await tx
          .select({ id: t.id, isSealed: t.isSealed })
          .from(t)
          .where(and(inArray(t.id, unique), ...visible(ctx)));
        if (own.length !== unique.length) throw notFound();
        if (own.some((r) => sealedFor(ctx, r))) throw badRequest(dictMessages.sealed);
        const [entry] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(inArray(t.parentId, unique), notInArray(t.id, unique), ...visible(ctx)))
          .limit(1);
        if (entry) throw badRequest(dictMessages.hasChildren);
        await tx
          .update(t)
          .set(removedBy(ctx))
          .where(and(inArray(t.id, unique), ...visible(ctx)));
        return unique.length;
      });
    },

    async dictionary(ctx, code) {
      if (!code?.trim()) return [];
      const rows = await ctx.db
        .select()
        .from(t)
        .where(and(eq(t.code, code.trim()), ne(t.parentId, '0'), ...visible(ctx)))
        .orderBy(...entryOrder);
      return rows.map((r) => ({
        code: r.code,
        dictKey: r.dictKey,
        dictValue: labelOf(ctx, r),
        sort: r.sort,
        remark: r.remark,
      }));
    },
  };
}

export const systemDict = dictService('dict');
export const bizDict = dictService('biz');
