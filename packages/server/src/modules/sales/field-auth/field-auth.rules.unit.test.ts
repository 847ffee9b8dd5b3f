import { describe, expect, it } from 'vitest';
import {
  amountBand,
  applyFieldRules,
  type FieldRules,
  maskLast4,
  maskPhone,
  maskValue,
  resolveFieldRules,
  type StoredRule,
} from './field-auth.rules.ts';

/** The pure half of field permissions: resolving a caller's rules, and applying them to a reply's record. */

const role = (fieldCode: string, authType: number, maskRule: string | null = null): StoredRule => ({
  subjectType: 1,
  fieldCode,
  authType,
  maskRule,
});
const user = (fieldCode: string, authType: number, maskRule: string | null = null): StoredRule => ({
  subjectType: 2,
  fieldCode,
  authType,
  maskRule,
});

describe('resolving field rules', () => {
  it("the user's own rule beats their roles' rules, whatever the roles say", () => {
    const rules = resolveFieldRules([role('purchasePrice', 3), user('purchasePrice', 0), role('stockQty', 0)], false);
    expect(rules.purchasePrice).toEqual({ access: 'HIDDEN', source: 'user' });
    expect(rules.stockQty).toEqual({ access: 'HIDDEN', source: 'role' });
    // In any order.
    expect(resolveFieldRules([user('purchasePrice', 1), role('purchasePrice', 0)], true).purchasePrice).toEqual({
      access: 'VISIBLE',
      source: 'user',
    });
  });

  it('among roles the most permissive wins: editable, read-only, masked, hidden', () => {
    const of = (...types: number[]) =>
      resolveFieldRules(
        types.map((t) => role('creditLimit', t, t === 2 ? 'AMOUNT_RANGE' : null)),
        false,
      ).creditLimit?.access;
    expect(of(0, 2)).toBe('MASKED');
    expect(of(2, 0)).toBe('MASKED');
    expect(of(0, 2, 1)).toBe('VISIBLE');
    expect(of(3, 1, 0)).toBe('EDITABLE');
    expect(of(0)).toBe('HIDDEN');
  });

  it('a masked rule keeps its mask rule (LAST4 when it names none); an unknown permission is no rule', () => {
    const rules = resolveFieldRules(
      [role('customerPhone', 2, 'PHONE_MIDDLE4'), role('supplierName', 2, null), role('stockQty', 7)],
      false,
    );
    expect(rules.customerPhone).toEqual({ access: 'MASKED', maskRule: 'PHONE_MIDDLE4', source: 'role' });
    expect(rules.supplierName).toEqual({ access: 'MASKED', maskRule: 'LAST4', source: 'role' });
    expect(rules.stockQty).toBeUndefined();
  });

  it('hides the cost side by default from a sales rep, unless a rule says otherwise', () => {
    const rep = resolveFieldRules([role('costPrice', 1)], true);
    expect(rep).toEqual({
      costPrice: { access: 'VISIBLE', source: 'role' },
      purchasePrice: { access: 'HIDDEN', source: 'default' },
      grossMargin: { access: 'HIDDEN', source: 'default' },
    });
    expect(resolveFieldRules([], false)).toEqual({});
  });
});

describe('masking', () => {
  it('PHONE_MIDDLE4 keeps the first three and last four digits', () => {
    expect(maskPhone('13800001001')).toBe('138****1001');
    expect(maskPhone('0731-8888123')).toBe('073*****8123');
    expect(maskPhone('12345')).toBe('*2345');
    expect(maskPhone('123')).toBe('***');
  });

  it('LAST4 shows four stars and the last four characters', () => {
    expect(maskLast4('13800001001')).toBe('****1001');
    expect(maskLast4('汇通医药集团股份有限公司')).toBe('****有限公司');
  });

  it('AMOUNT_RANGE shows the band of an amount, in the caller’s language', () => {
    expect(amountBand('800.00')).toBe('1千以下');
    expect(amountBand(1000)).toBe('1千-1万');
    expect(amountBand('12,345.60')).toBe('1万-5万');
    expect(amountBand('12345.60', 'en')).toBe('10k–50k');
    expect(amountBand(50_000)).toBe('5万-10万');
    expect(amountBand(280_000)).toBe('10万-50万');
    expect(amountBand(999_999.99)).toBe('50万-100万');
    expect(amountBand(1_280_000, 'en')).toBe('1M and over');
    expect(amountBand('-3500')).toBe('-1千-1万');
    expect(amountBand('n/a')).toBe('***');
  });

  it('leaves an empty value empty', () => {
    expect(maskValue(null, 'PHONE_MIDDLE4')).toBeNull();
    expect(maskValue(undefined, 'LAST4')).toBeUndefined();
    expect(maskValue('', 'AMOUNT_RANGE')).toBe('');
  });
});

describe('applying field rules to a reply', () => {
  const rules: FieldRules = {
    purchasePrice: { access: 'HIDDEN', source: 'default' },
    costPrice: { access: 'HIDDEN', source: 'role' },
    customerPhone: { access: 'MASKED', maskRule: 'PHONE_MIDDLE4', source: 'role' },
    creditLimit: { access: 'MASKED', maskRule: 'AMOUNT_RANGE', source: 'role' },
    stockQty: { access: 'EDITABLE', source: 'user' },
  };

  it('leaves hidden fields out, masks masked ones and keeps the rest, without touching the record', () => {
    const record = {
      goodsCode: 'G0001',
      purchasePrice: '5.20',
      costPrice: '5.35',
      customerPhone: '13800001001',
      creditLimit: '200000.00',
      stockQty: '1200',
      grossMargin: '0.1200',
    };
    const shown = applyFieldRules(record, rules);
    expect(shown).toEqual({
      goodsCode: 'G0001',
      customerPhone: '138****1001',
      creditLimit: '10万-50万',
      stockQty: '1200',
      grossMargin: '0.1200',
    });
    expect('purchasePrice' in shown).toBe(false);
    expect(record.purchasePrice).toBe('5.20');
    expect(applyFieldRules(record, rules, 'en').creditLimit).toBe('100k–500k');
  });

  it('applies no rule to a record without the fields, and none at all without rules', () => {
    expect(applyFieldRules({ a: 1 }, rules)).toEqual({ a: 1 });
    expect(applyFieldRules({ purchasePrice: '1.00' }, {})).toEqual({ purchasePrice: '1.00' });
  });
});
