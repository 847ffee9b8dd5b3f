import { categoryPrefix, flowCategoryDict } from '@pharma/contract';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { dateTimeFormat } from '../../../crud/filters.ts';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useDict } from '../../../dict/useDict.ts';
import { useText } from '../../../i18n/useText.ts';
import { workTexts as texts } from './work.texts.ts';

/** What the work lists filter on (the calls' query): every value a string, empty ones left out. */
export type WorkFilters = Partial<Record<'category' | 'processDefinitionName' | 'beginDate' | 'endDate', string>>;

export interface WorkSearchValues {
  category?: string;
  processDefinitionName?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form's values as the calls take them. */
export function workFiltersOf(values: WorkSearchValues): WorkFilters {
  const filters: WorkFilters = {};
  if (values.category) filters.category = values.category;
  const name = values.processDefinitionName?.trim();
  if (name) filters.processDefinitionName = name;
  const [begin, end] = values.range ?? [];
  if (begin) filters.beginDate = begin.format(dateTimeFormat);
  if (end) filters.endDate = end.format(dateTimeFormat);
  return filters;
}

/** The category select: the `flow` dictionary's entries, valued as definitions carry them (`flow_<key>`). */
export function CategorySelect(props: { value?: string; onChange?: (value?: string) => void; id?: string }) {
  const text = useText();
  const dict = useDict(flowCategoryDict);
  return (
    <Select
      {...props}
      allowClear
      style={{ width: 180, maxWidth: '100%' }}
      placeholder={text(texts.categoryPlaceholder)}
      loading={dict.isLoading}
      options={(dict.data ?? []).map((o) => ({ value: `${categoryPrefix}${o.dictKey}`, label: o.dictValue }))}
    />
  );
}

/**
 * The work lists' search bar: category, and (where the call takes them: not 发起事务) the process name and the
 * applied-between range. 查询 applies, 重置 clears.
 */
export function WorkSearch({
  name,
  onSearch,
  full = true,
}: {
  /** The form's name: it prefixes the input ids, so two open lists' labels find their own inputs. */
  name: string;
  onSearch: (filters: WorkFilters) => void;
  full?: boolean;
}) {
  const text = useText();
  const [form] = Form.useForm<WorkSearchValues>();
  return (
    <Form form={form} name={name} layout="inline" className="crud-search" onFinish={(v) => onSearch(workFiltersOf(v))}>
      <Form.Item name="category" label={text(texts.category)}>
        <CategorySelect />
      </Form.Item>
      {full && (
        <>
          <Form.Item name="processDefinitionName" label={text(texts.processName)}>
            <Input allowClear placeholder={text(texts.processNamePlaceholder)} />
          </Form.Item>
          <Form.Item name="range" label={text(texts.createRange)}>
            <DatePicker.RangePicker
              showTime
              format={dateTimeFormat}
              placeholder={[text(texts.beginDate), text(texts.endDate)]}
            />
          </Form.Item>
        </>
      )}
      <Form.Item>
        <SearchButtons form={form} onReset={() => onSearch({})} />
      </Form.Item>
    </Form>
  );
}
