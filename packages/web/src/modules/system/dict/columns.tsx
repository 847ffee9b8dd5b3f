import { type DictRecord, dictResource, parentDictKey, type Text } from '@pharma/contract';
import { type TableColumnsType, Tag } from 'antd';
import { dictTexts } from './dict.texts.ts';

type TextOf = (text: Text) => string;

/** A dictionary is a parent row: no key of its own, entries below it. */
export const isParent = (row: Pick<DictRecord, 'parentId'>) => row.parentId === '0' || row.parentId === '';

/** Sealed rows carry an orange 已封存: only the platform administrator may change or remove them. */
export function SealedTag({ row, text }: { row: Pick<DictRecord, 'isSealed'>; text: TextOf }) {
  return row.isSealed === 1 ? <Tag color="orange">{text(dictTexts.sealed)}</Tag> : null;
}

const plain = (key: keyof DictRecord & keyof typeof dictResource.fields, text: TextOf, width?: number) => ({
  key,
  dataIndex: key,
  title: text(dictResource.fields[key].label),
  width,
});

/** 字典编号, 字典名称, 字典键值 (entries only), 字典排序, 封存. */
export function dictColumns(text: TextOf, keys: ReadonlyArray<'code' | 'dictValue' | 'dictKey' | 'sort' | 'isSealed'>) {
  const all: Record<(typeof keys)[number], TableColumnsType<DictRecord>[number]> = {
    code: plain('code', text),
    dictValue: plain('dictValue', text),
    dictKey: {
      ...plain('dictKey', text),
      render: (value: string) => (value === parentDictKey ? '' : value),
    },
    sort: plain('sort', text, 100),
    isSealed: {
      ...plain('isSealed', text, 100),
      render: (_: unknown, row: DictRecord) => <SealedTag row={row} text={text} />,
    },
  };
  return keys.map((key) => all[key]);
}
