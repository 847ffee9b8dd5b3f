import type { Lang } from '@pharma/contract';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { whitelistTable } from '../whitelist/whitelist.table.ts';
import { livePhoneIndex } from '../whitelist/whitelist-plan.ts';
import { authTypes, subjectTypes } from './field-auth.service.ts';
import { fieldAuthTable } from './field-auth.table.ts';

/**
 * Field permissions applied where the sales app's replies are built (docs/domain.md §3.2): which fields of a screen a
 * caller sees plainly, masked, or not at all.
 *
 * Resolution, per field of the screen:
 * 1. the caller's own rule (subject type 2, their user id) wins;
 * 2. else, among the rules of the roles they hold (subject type 1), the most permissive:
 *    EDITABLE > VISIBLE > MASKED > HIDDEN;
 * 3. else the default: the cost-side fields `defaultHiddenFields` (purchasePrice, costPrice, grossMargin) are HIDDEN
 *    for a caller whose whitelist post is 业务员 (sm_post 1), or who has no whitelist row; every other field, and
 *    every field for the other posts (区域经理, 内勤, 管理员), is VISIBLE.
 * Only enabled (status 1), live rules count.
 */

export type FieldAccess = 'HIDDEN' | 'VISIBLE' | 'MASKED' | 'EDITABLE';
export type MaskRule = 'PHONE_MIDDLE4' | 'LAST4' | 'AMOUNT_RANGE';

export interface FieldRule {
  access: FieldAccess;
  /** With MASKED: how the value is masked (LAST4 when a rule names none). */
  maskRule?: MaskRule | undefined;
  /** Where the rule came from: the user's own, a role's, or the screen's default. */
  source: 'user' | 'role' | 'default';
}

/** The rules of one screen by field code; a field without one is shown as it is. */
export type FieldRules = Record<string, FieldRule>;

/** The fields hidden from a 业务员 when no rule says otherwise. */
export const defaultHiddenFields = ['purchasePrice', 'costPrice', 'grossMargin'] as const;
/** sm_post: 1 业务员. */
export const salesRepPost = 1;

const accessOf: Record<number, FieldAccess> = {
  [authTypes.hidden]: 'HIDDEN',
  [authTypes.visible]: 'VISIBLE',
  [authTypes.masked]: 'MASKED',
  [authTypes.editable]: 'EDITABLE',
};
const permissiveness: Record<FieldAccess, number> = { HIDDEN: 0, MASKED: 1, VISIBLE: 2, EDITABLE: 3 };
const maskRules = new Set<string>(['PHONE_MIDDLE4', 'LAST4', 'AMOUNT_RANGE']);

/** A stored rule row, as the resolution reads it. */
export interface StoredRule {
  subjectType: number;
  fieldCode: string;
  authType: number;
  maskRule: string | null;
}

/**
 * The pure part of the resolution: a user's rules beat their roles' rules, the most permissive role rule wins, and
 * the defaults fill the fields no rule names (`hideCostFields`: the caller is a 业务员 or has no whitelist row).
 */
export function resolveFieldRules(rows: readonly StoredRule[], hideCostFields: boolean): FieldRules {
  const rules: FieldRules = {};
  const userRules = rows.filter((r) => r.subjectType === subjectTypes.user);
  const roleRules = rows.filter((r) => r.subjectType === subjectTypes.role);
  const ruleOf = (r: StoredRule, source: FieldRule['source']): FieldRule | undefined => {
    const access = accessOf[r.authType];
    if (!access) return undefined;
    const maskRule =
      access === 'MASKED' ? ((maskRules.has(r.maskRule ?? '') ? r.maskRule : 'LAST4') as MaskRule) : undefined;
    return { access, ...(maskRule ? { maskRule } : {}), source };
  };
  for (const r of roleRules) {
    const rule = ruleOf(r, 'role');
    const held = rules[r.fieldCode];
    if (rule && (!held || permissiveness[rule.access] > permissiveness[held.access])) rules[r.fieldCode] = rule;
  }
  for (const r of userRules) {
    const rule = ruleOf(r, 'user');
    if (rule) rules[r.fieldCode] = rule;
  }
  if (hideCostFields) for (const field of defaultHiddenFields) rules[field] ??= { access: 'HIDDEN', source: 'default' };
  return rules;
}

export interface FieldRulesSubject {
  tenantId: string;
  userId: string;
  roleIds: readonly string[];
  /** The app user's phone, to find their whitelist row when it names no user yet. */
  phone?: string | null | undefined;
}

const dbOf = (from: Ctx | Db): Db => ('registry' in from && 'tenantId' in from ? (from as Ctx).db : (from as Db));

/** The post of the caller's whitelist row (by user id, else by phone), null without one. */
async function whitelistPost(db: Db, subject: FieldRulesSubject): Promise<number | null | undefined> {
  const by: SQL[] = [];
  if (subject.userId) by.push(eq(whitelistTable.userId, subject.userId));
  if (subject.phone) by.push(and(eq(whitelistTable.phone, subject.phone), livePhoneIndex)!);
  if (by.length === 0) return undefined;
  const [row] = await db
    .select({ post: whitelistTable.post })
    .from(whitelistTable)
    .where(and(ofTenant(whitelistTable, subject.tenantId), or(...by)))
    .limit(1);
  return row ? ((row.post as number | null) ?? null) : undefined;
}

/**
 * The field rules of one app screen (`moduleCode`: GOODS_LIST, CUSTOMER_DETAIL, …) for a caller, resolved as the
 * comment at the top says. Two indexed queries: the rules of the caller and their roles on that screen, and their
 * whitelist row's post.
 */
export async function fieldRulesFor(
  from: Ctx | Db,
  subject: FieldRulesSubject,
  moduleCode: string,
): Promise<FieldRules> {
  const db = dbOf(from);
  const subjects: SQL[] = [];
  if (subject.userId)
    subjects.push(
      and(eq(fieldAuthTable.subjectType, subjectTypes.user), eq(fieldAuthTable.subjectId, subject.userId))!,
    );
  const roleIds = [...new Set(subject.roleIds.filter(Boolean))];
  if (roleIds.length)
    subjects.push(and(eq(fieldAuthTable.subjectType, subjectTypes.role), inArray(fieldAuthTable.subjectId, roleIds))!);
  const rows = subjects.length
    ? await db
        .select({
          subjectType: fieldAuthTable.subjectType,
          fieldCode: fieldAuthTable.fieldCode,
          authType: fieldAuthTable.authType,
          maskRule: fieldAuthTable.maskRule,
        })
        .from(fieldAuthTable)
        .where(
          and(
            ofTenant(fieldAuthTable, subject.tenantId),
            eq(fieldAuthTable.status, 1),
            eq(fieldAuthTable.moduleCode, moduleCode),
            or(...subjects),
          ),
        )
    : [];
  const post = await whitelistPost(db, subject);
  const hideCostFields = post === undefined || post === null || post === salesRepPost;
  return resolveFieldRules(
    rows.map((r) => ({
      subjectType: Number(r.subjectType),
      fieldCode: String(r.fieldCode),
      authType: Number(r.authType),
      maskRule: (r.maskRule as string | null) ?? null,
    })),
    hideCostFields,
  );
}

/** 138****1001: the first three and the last four digits of a phone (any text: all but its ends starred). */
export function maskPhone(value: string): string {
  const text = value.trim();
  if (text.length <= 4) return '*'.repeat(text.length);
  if (text.length <= 7) return `${'*'.repeat(text.length - 4)}${text.slice(-4)}`;
  return `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}`;
}

/** ****1001: the last four characters after four stars. */
export function maskLast4(value: string): string {
  const text = value.trim();
  return `****${text.slice(-4)}`;
}

/** The bands an amount is shown in (yuan), lower bound inclusive; the last is open. */
const bands: Array<{ below: number; zh: string; en: string }> = [
  { below: 1_000, zh: '1千以下', en: 'under 1k' },
  { below: 10_000, zh: '1千-1万', en: '1k–10k' },
  { below: 50_000, zh: '1万-5万', en: '10k–50k' },
  { below: 100_000, zh: '5万-10万', en: '50k–100k' },
  { below: 500_000, zh: '10万-50万', en: '100k–500k' },
  { below: 1_000_000, zh: '50万-100万', en: '500k–1M' },
  { below: Number.POSITIVE_INFINITY, zh: '100万以上', en: '1M and over' },
];

/**
 * An amount as its band (12,345.00 → 1万-5万 / 10k–50k), so a rep sees the order of a credit limit or arrears but not
 * the figure; a negative amount is the band of its size with a minus sign; text that is no number is starred.
 */
export function amountBand(value: string | number, lang: Lang = 'zh'): string {
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[,，\s¥￥]/g, ''));
  if (!Number.isFinite(n)) return '***';
  const band = bands.find((b) => Math.abs(n) < b.below)!;
  return `${n < 0 ? '-' : ''}${band[lang]}`;
}

/** A value masked by a rule; null and undefined stay as they are. */
export function maskValue(value: unknown, rule: MaskRule | undefined, lang: Lang = 'zh'): unknown {
  if (value === null || value === undefined || value === '') return value;
  switch (rule) {
    case 'PHONE_MIDDLE4':
      return maskPhone(String(value));
    case 'AMOUNT_RANGE':
      return amountBand(value as string | number, lang);
    default:
      return maskLast4(String(value));
  }
}

/**
 * A reply's record with the rules applied: HIDDEN fields left out, MASKED ones replaced by their masked text, the
 * rest as they were. Pure: a copy, the record untouched.
 */
export function applyFieldRules<T extends Record<string, unknown>>(
  record: T,
  rules: FieldRules,
  lang: Lang = 'zh',
): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const rule = rules[key];
    if (rule?.access === 'HIDDEN') continue;
    out[key] = rule?.access === 'MASKED' ? maskValue(value, rule.maskRule, lang) : value;
  }
  return out as Partial<T>;
}
