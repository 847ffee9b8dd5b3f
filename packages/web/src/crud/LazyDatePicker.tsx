import { CalendarOutlined } from '@ant-design/icons';
import type { DatePickerProps } from 'antd';
import { Input } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * antd's date pickers (rc-picker with dayjs's week and locale plugins, 31.8 kB gzip) load only where a date is
 * picked, not with every CrudPage: the list screens open without them (issue 37, the first screen after sign-in).
 */
const loadPickers = () => import('antd/es/date-picker');
// Typed as the forms use it: a single Dayjs (antd's own type is generic over `multiple`).
const DatePicker = lazy(() => loadPickers().then((m) => ({ default: m.default as ComponentType<DatePickerProps> })));
const RangePicker = lazy(() => loadPickers().then((m) => ({ default: m.default.RangePicker })));

/**
 * The field while its picker loads (a form's date field, for a moment): an input with the field's id, so its label
 * still names it, showing the value as the picker will.
 */
function Waiting(props: DatePickerProps) {
  const format = typeof props.format === 'string' ? props.format : undefined;
  return (
    <Input
      readOnly
      id={props.id}
      value={props.value ? props.value.format(format) : ''}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      disabled={props.disabled}
      suffix={<CalendarOutlined />}
      style={props.style}
    />
  );
}

/** A form's date or date-time field: the picker loads as the field first shows. */
export function LazyDatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <DatePicker {...props} />
    </Suspense>
  );
}

/**
 * A search bar's time range (every CrudPage has 创建时间): until someone reaches for it, an input that reads like the
 * range (开始时间 → 结束时间); pointing at it starts loading the picker, focusing or clicking it swaps the picker in,
 * focused and open. A range already set (a search kept in the tab) shows the picker at once.
 */
export function LazyRangePicker(props: RangePickerProps) {
  const [wanted, setWanted] = useState(false);
  const [start, end] = Array.isArray(props.placeholder) ? props.placeholder : [];
  const facade = (
    <Input
      readOnly
      className="crud-range-facade"
      placeholder={`${start ?? ''} → ${end ?? ''}`}
      suffix={<CalendarOutlined />}
      onPointerEnter={() => void loadPickers()}
      onFocus={() => setWanted(true)}
      onPointerDown={() => setWanted(true)}
    />
  );
  if (!wanted && !props.value) return facade;
  return (
    <Suspense fallback={facade}>
      <RangePicker {...props} autoFocus={wanted} defaultOpen={wanted} />
    </Suspense>
  );
}
