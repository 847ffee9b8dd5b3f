import { describe, expect, it } from 'vitest';
import { badVarNames, parseVars, placeholdersOf, serialiseVars, smsEstimate } from './templateVars.ts';

/** A placeholder as contents write it: `${name}`. */
const v = (name: string) => `\${${name}}`;

describe('template variables', () => {
  it('round-trip between the params JSON and the rows, a variable required unless it says not', () => {
    const json = '[{"name":"planNo","label":"计划单号","required":true,"example":"JH-2099-001"},{"name":"days"}]';
    const vars = parseVars(json);
    expect(vars).toEqual([
      { name: 'planNo', label: '计划单号', required: true, example: 'JH-2099-001' },
      { name: 'days', label: '', required: true, example: '' },
    ]);
    expect(parseVars(serialiseVars(vars))).toEqual(vars);
  });

  it('leave out unnamed rows, and write nothing for none', () => {
    expect(serialiseVars([{ name: ' ', label: 'x', required: true, example: '' }])).toBe('');
    expect(serialiseVars([{ name: ' code ', label: '验证码', required: false, example: '1234' }])).toBe(
      '[{"name":"code","label":"验证码","required":false,"example":"1234"}]',
    );
  });

  it('open a text the server would refuse as no variables, and name the bad or repeated names', () => {
    expect(parseVars('not json')).toEqual([]);
    expect(parseVars('{"name":"a"}')).toEqual([]);
    const rows = parseVars('[{"name":"a-b"},{"name":"ok"},{"name":"ok"}]');
    expect([...badVarNames(rows)]).toEqual(['a-b', 'ok']);
  });

  it('find the placeholders once each, in order', () => {
    expect(placeholdersOf(`${v('a')} 与 ${v('b')}, 再次 ${v('a')}; {c} 不算`)).toEqual(['a', 'b']);
  });

  it('estimate an SMS: 70 characters with the signature is one message, longer ones go by 67', () => {
    const vars = [{ name: 'code', label: '', required: true, example: '123456' }];
    // 【医药中台】 is 6 characters; the example fills the placeholder.
    expect(smsEstimate(`您的验证码是${v('code')}`, '医药中台', vars)).toEqual({ chars: 18, parts: 1 });
    expect(smsEstimate('字'.repeat(64), '医药中台', [])).toEqual({ chars: 70, parts: 1 });
    expect(smsEstimate('字'.repeat(65), '医药中台', [])).toEqual({ chars: 71, parts: 2 });
    expect(smsEstimate('字'.repeat(134), '', [])).toEqual({ chars: 134, parts: 2 });
    expect(smsEstimate('字'.repeat(135), '', [])).toEqual({ chars: 135, parts: 3 });
    expect(smsEstimate('', '', [])).toEqual({ chars: 0, parts: 0 });
  });
});
