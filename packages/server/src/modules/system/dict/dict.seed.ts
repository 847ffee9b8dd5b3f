import { parentDictKey, systemDictionaries } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live } from '../../../platform/scope.ts';
import { dict, dictBiz } from './dict.table.ts';

/**
 * The system dictionaries, at every start: a missing code or key is added with its Chinese label; existing rows are
 * left as they are, so what an administrator changed stays changed. Concurrent starts are harmless: the unique
 * index of (code, key) turns a second insert into nothing.
 */
export async function ensureDictionaries(db: Db): Promise<void> {
  const rows = await db
    .select({ id: dict.id, parentId: dict.parentId, code: dict.code, dictKey: dict.dictKey })
    .from(dict)
    .where(live(dict));
  const parentOf = (code: string) => rows.find((r) => r.code === code && r.parentId === '0')?.id;
  const missingParents = systemDictionaries.filter((d) => !parentOf(d.code));
  if (missingParents.length > 0) {
    await db
      .insert(dict)
      .values(missingParents.map((d) => ({ code: d.code, dictKey: parentDictKey, dictValue: d.name.zh, sort: d.sort })))
      .onConflictDoNothing();
    rows.push(
      ...(await db
        .select({ id: dict.id, parentId: dict.parentId, code: dict.code, dictKey: dict.dictKey })
        .from(dict)
        .where(and(eq(dict.parentId, '0'), live(dict)))),
    );
  }
  const has = new Set(rows.map((r) => `${r.code}\u0000${r.dictKey}`));
  const entries = systemDictionaries.flatMap((d) => {
    const parentId = parentOf(d.code);
    if (!parentId) return [];
    return d.items
      .map((item, i) => ({ ...item, sort: i + 1 }))
      .filter((item) => !has.has(`${d.code}\u0000${item.key}`))
      .map((item) => ({
        parentId,
        code: d.code,
        dictKey: item.key,
        dictValue: item.value.zh,
        sort: item.sort,
        remark: item.remark ?? null,
      }));
  });
  if (entries.length > 0) await db.insert(dict).values(entries).onConflictDoNothing();
}

interface DemoDictionary {
  code: string;
  name: string;
  /** key, label, remark */
  items: Array<[string, string, string?]>;
  /** Keys of the entries sealed (only the platform administrator changes them). */
  sealed?: string[];
}

/** Business dictionaries of a pharmaceutical distributor, for tenant 000000's first look (demo data). */
const demoBusinessDictionaries: DemoDictionary[] = [
  {
    code: 'drug_form',
    name: '剂型',
    items: [
      ['1', '片剂'],
      ['2', '胶囊'],
      ['3', '注射剂'],
      ['4', '颗粒剂'],
      ['5', '口服液'],
    ],
  },
  {
    code: 'storage_condition',
    name: '储存条件',
    items: [
      ['1', '常温', '10-30℃'],
      ['2', '阴凉', '不超过20℃'],
      ['3', '冷藏 2-8℃', 'GSP 冷链药品'],
      ['4', '冷冻', '-25℃ 至 -10℃'],
    ],
    // GSP's cold-chain range is a regulation, not a preference: sealed against casual edits.
    sealed: ['3'],
  },
  {
    code: 'drug_category',
    name: '药品分类',
    items: [
      ['1', '处方药'],
      ['2', '甲类非处方药'],
      ['3', '乙类非处方药'],
    ],
  },
];

export async function loadDemoDictionaries(db: Db, tenantId = '000000'): Promise<void> {
  for (const [i, d] of demoBusinessDictionaries.entries()) {
    const [parent] = await db
      .insert(dictBiz)
      .values({ tenantId, code: d.code, dictKey: parentDictKey, dictValue: d.name, sort: i + 1 })
      .returning({ id: dictBiz.id });
    await db.insert(dictBiz).values(
      d.items.map(([dictKey, dictValue, remark], j) => ({
        tenantId,
        parentId: parent!.id,
        code: d.code,
        dictKey,
        dictValue,
        sort: j + 1,
        remark: remark ?? null,
        isSealed: d.sealed?.includes(dictKey) ? 1 : 0,
      })),
    );
  }
}
