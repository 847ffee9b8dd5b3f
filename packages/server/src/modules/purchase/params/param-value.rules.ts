import { commaList, paramMessages as m, type ParamValueType, type Text } from '@pharma/contract';
import { badRequest } from '../../../platform/errors.ts';

/** What a value is checked against: its definition (or an extended attribute's). */
export interface ValueRule {
  paramKey: string;
  paramName: string;
  valueType: ParamValueType | string;
  required: boolean;
  minValue: string | null;
  maxValue: string | null;
  dictType: string | null;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => datePattern.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Whether decimal text a is below b, compared as decimals (no float rounding). */
export function compareDecimal(a: string, b: string): number {
  const norm = (v: string) => {
    const neg = v.startsWith('-');
    const [i = '0', f = ''] = v.replace(/^[-+]/, '').split('.');
    return { neg, i: i.replace(/^0+(?=\d)/, ''), f: f.replace(/0+$/, '') };
  };
  const x = norm(a);
  const y = norm(b);
  const zero = (n: ReturnType<typeof norm>) => /^0*$/.test(n.i) && n.f === '';
  if (zero(x) && zero(y)) return 0;
  if (x.neg !== y.neg) return x.neg ? -1 : 1;
  const sign = x.neg ? -1 : 1;
  if (x.i.length !== y.i.length) return sign * (x.i.length < y.i.length ? -1 : 1);
  if (x.i !== y.i) return sign * (x.i < y.i ? -1 : 1);
  const width = Math.max(x.f.length, y.f.length);
  const fx = x.f.padEnd(width, '0');
  const fy = y.f.padEnd(width, '0');
  return fx === fy ? 0 : sign * (fx < fy ? -1 : 1);
}

/**
 * A parameter's value checked against its definition and normalised for storage ('' when empty): whole numbers and
 * decimals as digits within the bounds, booleans as true/false, dates yyyy-MM-dd, times HH:mm, enumerations among
 * the dictionary's keys (`keys`). Refuses with a message naming the parameter.
 */
export function checkedValue(rule: ValueRule, raw: string, keys: ReadonlySet<string> | undefined): string {
  const name = rule.paramName;
  const fail = (text: Text, values: Record<string, string> = {}) => badRequest(text, { name, ...values });
  const value = raw.trim();
  if (value === '') {
    if (rule.required) throw fail(m.requiredEmpty);
    return '';
  }
  if (value.length > 500) throw fail(m.tooLongValue);
  const bounds = (v: string) => {
    if (rule.minValue !== null && compareDecimal(v, rule.minValue) < 0)
      throw fail(m.tooSmall, { min: trimZeros(rule.minValue) });
    if (rule.maxValue !== null && compareDecimal(v, rule.maxValue) > 0)
      throw fail(m.tooLarge, { max: trimZeros(rule.maxValue) });
  };
  switch (rule.valueType) {
    case 'INT':
      if (!/^-?\d{1,15}$/.test(value)) throw fail(m.notInteger);
      bounds(value);
      return String(BigInt(value));
    case 'DECIMAL':
      if (!/^-?\d{1,14}(\.\d{1,4})?$/.test(value)) throw fail(m.notDecimal);
      bounds(value);
      return value;
    case 'BOOL': {
      const lower = value.toLowerCase();
      if (['true', '1'].includes(lower)) return 'true';
      if (['false', '0'].includes(lower)) return 'false';
      throw fail(m.notBoolean);
    }
    case 'DATE':
      if (!isDay(value)) throw fail(m.notDate);
      return value;
    case 'TIME':
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) throw fail(m.notTime);
      return value;
    case 'ENUM':
      if (!keys?.has(value)) throw fail(m.notOption, { value });
      return value;
    case 'MULTI_ENUM': {
      const parts = commaList(value);
      const bad = parts.find((p) => !keys?.has(p));
      if (bad !== undefined) throw fail(m.notOption, { value: bad });
      if (parts.length === 0 && rule.required) throw fail(m.requiredEmpty);
      return parts.join(',');
    }
    default:
      return value;
  }
}

/** 5.0000 → 5, 0.5000 → 0.5 (bounds as a user wrote them). */
export const trimZeros = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);
