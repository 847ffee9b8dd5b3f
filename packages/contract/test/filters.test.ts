import { describe, expect, it } from 'vitest';
import { defaultOp, fieldShows, langOf, parseFilterKey, permissionsOf, snakeCase } from '../src/index.ts';

describe('BladeX filter keys', () => {
  it.each([
    ['paramName', 'paramName', 'like'],
    ['paramName_equal', 'paramName', 'equal'],
    ['status_notequal', 'status', 'notequal'],
    ['createTime_dategt', 'createTime', 'dategt'],
    ['createTime_datelt', 'createTime', 'datelt'],
    ['sort_ge', 'sort', 'ge'],
    ['remark_null', 'remark', 'null'],
    ['x_ignore', 'x', 'ignore'],
    // An underscore that is not a known suffix belongs to the field name.
    ['tenant_id', 'tenant_id', 'like'],
    ['a_b_equal', 'a_b', 'equal'],
  ])('%s → %s %s', (key, field, op) => {
    expect(parseFilterKey(key)).toEqual({ field, op });
  });
});

describe('declaration helpers', () => {
  it('derives permission codes from the resource name', () => {
    expect(permissionsOf({ name: 'param' })).toEqual({
      menu: 'param',
      add: 'param_add',
      edit: 'param_edit',
      delete: 'param_delete',
      view: 'param_view',
    });
  });
  it('searches text by contains and other types by equality unless told', () => {
    const label = { zh: 'x', en: 'x' };
    expect(defaultOp({ type: 'string', label })).toBe('like');
    expect(defaultOp({ type: 'integer', label })).toBe('equal');
    expect(defaultOp({ type: 'string', label, search: 'likeright' })).toBe('likeright');
  });
  it('shows fields in list, form and view unless hidden, and in search only when asked', () => {
    const label = { zh: 'x', en: 'x' };
    expect(fieldShows({ type: 'string', label }, 'list')).toBe(true);
    expect(fieldShows({ type: 'string', label, list: false }, 'list')).toBe(false);
    expect(fieldShows({ type: 'string', label }, 'search')).toBe(false);
    expect(fieldShows({ type: 'string', label, search: true }, 'search')).toBe(true);
  });
  it('maps camelCase keys to snake_case columns', () => {
    expect(snakeCase('paramKey')).toBe('param_key');
    expect(snakeCase('createTime')).toBe('create_time');
  });
  it('reads only English as English; everything else is Chinese', () => {
    expect(langOf('en-US,en;q=0.9')).toBe('en');
    expect(langOf('zh-CN')).toBe('zh');
    expect(langOf(undefined)).toBe('zh');
    expect(langOf('fr')).toBe('zh');
  });
});
