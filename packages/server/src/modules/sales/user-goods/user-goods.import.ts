import { type Text, userGoodsMessages, userGoodsResource } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import type {
  CheckedRow,
  ImportColumn,
  ImportRowResult,
  ImportTarget,
  SheetRow,
} from '../../../platform/excel/import.ts';
import { t as translated, type Values } from '../../../platform/i18n.ts';
import { goodsByCodes, shippersByCodes } from '../../purchase/public.ts';
import { staffOf } from '../../user/public.ts';
import { dayCell } from '../grade/days.ts';
import { type RuleToSave, upsertRules } from './user-goods.service.ts';

const dayNote = { zh: 'yyyy-MM-dd,可留空', en: 'yyyy-MM-dd, may be blank' };

/** Template 102 用户商品 (docs/domain.md §3.10), its headers exactly as the template writes them. */
export const userGoodsImportColumns: ImportColumn[] = [
  { key: 'shipperCode', label: { zh: '货主编码', en: 'Shipper code' }, required: true, max: 32, example: 'HDKY' },
  {
    key: 'phone',
    label: { zh: '业务员手机号', en: "Sales rep's mobile" },
    required: true,
    max: 11,
    example: '13800001003',
  },
  { key: 'goodsCode', label: { zh: '商品编码', en: 'Goods code' }, required: true, max: 32, example: 'G0007' },
  {
    key: 'rule',
    label: { zh: '规则(授权/屏蔽)', en: 'Rule (include/exclude)' },
    required: true,
    note: { zh: '授权 = 授权可见, 屏蔽 = 不可见', en: '授权 = granted (include), 屏蔽 = barred (exclude)' },
    example: '授权',
  },
  { key: 'validFrom', label: { zh: '有效期起', en: 'Valid from' }, note: dayNote, example: '2026-01-01' },
  { key: 'validTo', label: { zh: '有效期止', en: 'Valid to' }, note: dayNote, example: '2026-12-31' },
];
const label = Object.fromEntries(userGoodsImportColumns.map((c) => [c.key, c.label])) as Record<string, Text>;
type Key = 'shipperCode' | 'phone' | 'goodsCode' | 'rule' | 'validFrom' | 'validTo';

/** The rule a cell names: the dictionary's labels, their short forms, the codes, or English. */
export function ruleOfCell(text: string | undefined): 1 | 2 | undefined {
  const v = (text ?? '').trim().toLowerCase();
  if (['授权', '授权可见', '1', 'include', 'included'].includes(v)) return 1;
  if (['屏蔽', '2', 'exclude', 'excluded'].includes(v)) return 2;
  return undefined;
}

interface UserGoodsPlan extends RuleToSave {
  shipperId: string;
  rep: { id: string; name: string };
}

type Problem = [Parameters<typeof translated>[1], Values?];

async function check(ctx: Ctx, rows: SheetRow[], run: { claim(key: string, row: number): number | undefined }) {
  const cells = rows as Array<SheetRow<Key>>;
  const shippers = await shippersByCodes(
    ctx,
    cells.map((r) => r.cells.shipperCode ?? ''),
  );
  const goods = await goodsByCodes(
    ctx,
    cells.map((r) => r.cells.goodsCode ?? ''),
  );
  const staff = await staffOf(ctx, { phones: cells.map((r) => r.cells.phone ?? '').filter(Boolean) });
  const byPhone = new Map<string, typeof staff>();
  for (const s of staff) byPhone.set(s.phone, [...(byPhone.get(s.phone) ?? []), s]);

  return cells.map(({ row, cells: c }): CheckedRow<UserGoodsPlan> => {
    const problems: Problem[] = [];
    const key = [c.shipperCode, c.phone, c.goodsCode].filter(Boolean).join('/');
    for (const column of userGoodsImportColumns)
      if (column.required && !c[column.key as Key])
        problems.push([userGoodsMessages.cellRequired, { field: column.label }]);
    const shipper = c.shipperCode ? shippers.get(c.shipperCode) : undefined;
    if (c.shipperCode && !shipper) problems.push([userGoodsMessages.shipperUnknown]);
    const found = c.phone ? (byPhone.get(c.phone) ?? []) : [];
    if (c.phone && found.length === 0) problems.push([userGoodsMessages.phoneUnknown]);
    if (found.length > 1) problems.push([userGoodsMessages.phoneAmbiguous]);
    const rep = found.length === 1 ? found[0]! : undefined;
    const item = c.goodsCode ? goods.get(c.goodsCode) : undefined;
    if (c.goodsCode && !item) problems.push([userGoodsMessages.goodsCodeUnknown]);
    const rule = ruleOfCell(c.rule);
    if (c.rule && !rule) problems.push([userGoodsMessages.ruleUnknown]);
    const from = dayCell(c.validFrom);
    const to = dayCell(c.validTo);
    if (from === undefined) problems.push([userGoodsMessages.badDay, { field: label.validFrom! }]);
    if (to === undefined) problems.push([userGoodsMessages.badDay, { field: label.validTo! }]);
    if (from && to && to < from) problems.push([userGoodsMessages.datesReversed]);
    if (shipper && rep && item && problems.length === 0) {
      const first = run.claim(`${shipper.id}/${rep.id}/${item.id}`, row);
      if (first !== undefined) problems.push([userGoodsMessages.duplicateInFile, { row: first }]);
    }
    if (problems.length || !shipper || !rep || !item || !rule)
      return { row, key, problems: problems.map(([text, values]) => translated(ctx.lang, text, values)) };
    return {
      row,
      key,
      problems: [],
      value: {
        shipperId: shipper.id,
        rep: { id: rep.id, name: rep.realName },
        goodsId: item.id,
        ruleType: rule,
        validFrom: from ?? null,
        validTo: to ?? null,
      },
    };
  });
}

/** Writes a batch pending, one upsert per rep and shipper: a row saved exactly so before changes nothing. */
async function write(ctx: Ctx, rows: Array<CheckedRow<UserGoodsPlan> & { value: UserGoodsPlan }>) {
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.value.shipperId}/${r.value.rep.id}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const results: ImportRowResult[] = [];
  for (const group of groups.values()) {
    const { shipperId, rep } = group[0]!.value;
    const outcomes = await upsertRules(
      ctx,
      shipperId,
      rep,
      group.map((r) => r.value),
    );
    group.forEach(({ row, key }, i) => {
      const o = outcomes[i]!;
      results.push({
        row,
        key,
        success: true,
        msg: translated(
          ctx.lang,
          o.outcome === 'unchanged' ? userGoodsMessages.unchanged : userGoodsMessages.pendingSaved,
        ),
        targetId: o.id,
      });
    });
  }
  return results;
}

/** 用户商品's import (module 102): rules saved pending (提交生效 puts them in force); idempotent. */
export const userGoodsImportTarget: ImportTarget<UserGoodsPlan, unknown> = {
  name: userGoodsResource.name,
  moduleNo: 102,
  title: { zh: '用户商品导入结果', en: 'User goods import results' },
  columns: userGoodsImportColumns,
  check: (ctx, rows, _options, run) => check(ctx, rows, run),
  write: (ctx, rows) => write(ctx, rows),
};
