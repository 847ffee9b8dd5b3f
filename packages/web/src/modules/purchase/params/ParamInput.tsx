import { type ParamDefRecord, purchaseBaseCalls } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, DatePicker, type FormItemProps, Input, InputNumber, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useLang } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';

/** A definition as far as its input needs it (a parameter, or an extended attribute's value type). */
export type ParamShape = Pick<
  ParamDefRecord,
  'paramKey' | 'valueType' | 'componentType' | 'dictType' | 'minValue' | 'maxValue' | 'unit'
>;

const dateFormat = 'YYYY-MM-DD';
const timeFormat = 'HH:mm';

/** `reqDict/findByDictType`: a purchasing dictionary's enabled entries, in the UI's language. */
export function useReqDict(dictType: string | null | undefined) {
  const lang = useLang();
  return useQuery({
    queryKey: ['reqDict', dictType ?? '', lang],
    queryFn: () => callApi(purchaseBaseCalls.findByDictType, { body: { dictType: dictType ?? '' } }),
    enabled: Boolean(dictType),
    staleTime: 5 * 60 * 1000,
  });
}

const split = (v: unknown) =>
  typeof v === 'string' && v !== ''
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const isTrue = (v: unknown) => v === true || v === 'true' || v === '1';

/**
 * Form.Item props that keep a parameter's value as the text the API stores (`'12'`, `'7.25'`, `'true'`,
 * `'2026-03-01'`, `'06:30'`, `'1,3'`) while its control sees what it needs (a boolean, dayjs, a list).
 */
export function paramValueProps(def: ParamShape): Partial<FormItemProps> {
  const { componentType: c, valueType: t } = def;
  if (c === 'switch' || (c === 'checkbox' && t === 'BOOL'))
    return {
      getValueProps: (v: unknown) => ({ checked: isTrue(v) }),
      normalize: (v: unknown) => {
        const checked =
          typeof v === 'object' && v !== null && 'target' in v
            ? (v as { target: { checked: boolean } }).target.checked
            : v;
        return checked ? 'true' : 'false';
      },
    };
  if (t === 'MULTI_ENUM')
    return {
      getValueProps: (v: unknown) => ({ value: split(v) }),
      normalize: (v: unknown) => (Array.isArray(v) ? v.join(',') : ''),
    };
  if (c === 'date' || c === 'time') {
    const f = c === 'date' ? dateFormat : timeFormat;
    return {
      getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, f) : undefined }),
      normalize: (v: unknown) => (dayjs.isDayjs(v) ? v.format(f) : ''),
    };
  }
  return { normalize: (v: unknown) => (v === null || v === undefined ? '' : String(v)) };
}

/** The control a parameter's componentType asks for (Form.Item injects value / checked and onChange). */
export function ParamInput({ def, disabled, id, ...rest }: { def: ParamShape; disabled?: boolean; id?: string }) {
  const options = useReqDict(def.valueType === 'ENUM' || def.valueType === 'MULTI_ENUM' ? def.dictType : null);
  const choices = (options.data ?? []).map((o) => ({ value: o.dictValue, label: o.dictLabel }));
  const common = { ...rest, id, disabled };
  switch (def.componentType) {
    case 'number':
      return (
        <InputNumber<string>
          {...common}
          stringMode
          precision={def.valueType === 'INT' ? 0 : undefined}
          min={def.minValue ?? undefined}
          max={def.maxValue ?? undefined}
          addonAfter={def.unit || undefined}
          style={{ width: '100%' }}
        />
      );
    case 'switch':
      return <Switch {...common} />;
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          showSearch
          optionFilterProp="label"
          mode={def.valueType === 'MULTI_ENUM' ? 'multiple' : undefined}
          loading={options.isLoading}
          options={choices}
          style={{ width: '100%' }}
        />
      );
    case 'checkbox':
      return def.valueType === 'BOOL' ? <Checkbox {...common} /> : <Checkbox.Group {...common} options={choices} />;
    case 'date':
      return <DatePicker {...common} format={dateFormat} style={{ width: '100%' }} />;
    case 'time':
      return <TimePicker {...common} format={timeFormat} style={{ width: '100%' }} />;
    default:
      return <Input {...common} maxLength={500} suffix={def.unit || undefined} />;
  }
}
