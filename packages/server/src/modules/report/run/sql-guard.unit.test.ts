import { describe, expect, it } from 'vitest';
import { checkedSql } from './sql-guard.ts';

const pg = { numbered: true, placeholder: (i: number) => `$${i}`, refuseSleep: false };
const declared = new Set(['supplier', 'from']);

describe('report SQL check', () => {
  it('places :name parameters, leaving casts, strings, quoted names and comments alone', () => {
    expect(
      checkedSql(
        'select \':supplier\' as s, "A:b", x::int -- :from\n from t where a = :supplier and b > :from or c = :supplier;',
        declared,
        pg,
      ),
    ).toEqual({
      text: 'select \':supplier\' as s, "A:b", x::int  \n from t where a = $1 and b > $2 or c = $1',
      order: ['supplier', 'from'],
    });
    const mysql = checkedSql('select * from t where a = :supplier or b = :supplier', declared, {
      ...pg,
      numbered: false,
      placeholder: () => '?',
    });
    expect(mysql).toEqual({ text: 'select * from t where a = ? or b = ?', order: ['supplier', 'supplier'] });
  });

  it('refuses what is not one reading statement, whatever hides it', () => {
    expect(checkedSql('delete from t', declared, pg)).toEqual({ kind: 'notSelect' });
    expect(checkedSql('select 1; select 2', declared, pg)).toEqual({ kind: 'manyStatements' });
    expect(checkedSql('with x as (update t set a = 1 returning *) select * from x', declared, pg)).toEqual({
      kind: 'writes',
      word: 'UPDATE',
    });
    expect(checkedSql('select * into copy from t', declared, pg)).toEqual({ kind: 'writes', word: 'INTO' });
    expect(checkedSql('select * from U&"t"', declared, pg)).toEqual({ kind: 'notSelect' });
    expect(checkedSql(`select "Set_Config"('role', 'postgres', true)`, declared, pg)).toEqual({
      kind: 'refusedFunction',
      word: 'set_config',
    });
    expect(checkedSql("select query_to_xml('select 1', true, false, '')", declared, pg)).toMatchObject({
      kind: 'refusedFunction',
    });
    expect(checkedSql('select :nobody', declared, pg)).toEqual({ kind: 'unknownParameter', parameter: 'nobody' });
    expect(checkedSql("select 'a; drop table t' /* ; */ from $$;$$", declared, pg)).toMatchObject({ order: [] });
    expect(checkedSql('select pg_sleep(9)', declared, { ...pg, refuseSleep: true })).toEqual({
      kind: 'sleeps',
      word: 'pg_sleep',
    });
  });
});
