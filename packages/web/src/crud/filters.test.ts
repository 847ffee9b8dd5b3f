import { paramResource, type ResourceDef } from '@pharma/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildFilters, filterKey, searchFieldsOf } from './filters.ts';

const def = {
  fields: {
    name: { type: 'string', label: { zh: '名称', en: 'Name' }, search: true },
    status: { type: 'integer', label: { zh: '状态', en: 'Status' }, search: true },
    sort: { type: 'integer', label: { zh: '排序', en: 'Sort' }, search: 'ge' },
    code: { type: 'string', label: { zh: '编号', en: 'Code' }, search: 'equal' },
    remark: { type: 'text', label: { zh: '备注', en: 'Remark' } },
  },
} satisfies Pick<ResourceDef, 'fields'>;

describe('search form filter keys', () => {
  it('sends like as the bare key and other operators as suffixes', () => {
    expect(filterKey('name', def.fields.name)).toBe('name');
    expect(filterKey('status', def.fields.status)).toBe('status_equal');
    expect(filterKey('sort', def.fields.sort)).toBe('sort_ge');
    expect(filterKey('code', def.fields.code)).toBe('code_equal');
  });

  it('offers only the fields declared searchable', () => {
    expect(searchFieldsOf(def).map(([key]) => key)).toEqual(['name', 'status', 'sort', 'code']);
    expect(searchFieldsOf(paramResource).map(([key]) => key)).toEqual(['paramName', 'paramKey']);
  });

  it('builds the query from filled inputs only, trimming text', () => {
    expect(buildFilters(def, { name: '  阿莫西林 ', status: 0, sort: undefined, code: '   ', remark: 'x' })).toEqual({
      name: '阿莫西林',
      status_equal: 0,
    });
  });

  it('sends the created-time range as createTime_dategt / createTime_datelt', () => {
    const range = [dayjs('2024-01-02 03:04:05'), dayjs('2024-02-03 23:59:59')];
    expect(buildFilters(def, { createTimeRange: range })).toEqual({
      createTime_dategt: '2024-01-02 03:04:05',
      createTime_datelt: '2024-02-03 23:59:59',
    });
    expect(buildFilters(def, { createTimeRange: null })).toEqual({});
  });
});
