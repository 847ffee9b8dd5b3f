import { menuResource, type Text } from '@pharma/contract';
import { Space, type TableColumnsType } from 'antd';
import { DictTag } from '../../../dict/DictTag.tsx';
import { MenuIcon } from '../../../shell/icons.tsx';
import type { Menu } from './menu.api.ts';

type Column = TableColumnsType<Menu>[number];
type TextOf = (text: Text) => string;

/** The icon as the side menu draws it, with its name beside it. */
export function IconCell({ source }: { source: string }) {
  if (!source) return null;
  return (
    <Space size={6}>
      <MenuIcon source={source} />
      {source}
    </Space>
  );
}

/** Menus and buttons look different at a glance: a blue 菜单 tag or an orange 按钮 tag. */
const categoryColors = { '1': 'blue', '2': 'orange' };

/** Every column a menu table may show, by key (titles and dictionaries from the declaration); each screen picks its own list. */
export function menuColumnsByKey(text: TextOf): Record<string, Column> {
  const { fields } = menuResource;
  return {
    name: { key: 'name', dataIndex: 'name', title: text(fields.name.label), width: 220 },
    source: {
      key: 'source',
      dataIndex: 'source',
      title: text(fields.source.label),
      width: 200,
      render: (source: string) => <IconCell source={source} />,
    },
    code: { key: 'code', dataIndex: 'code', title: text(fields.code.label) },
    alias: { key: 'alias', dataIndex: 'alias', title: text(fields.alias.label) },
    path: { key: 'path', dataIndex: 'path', title: text(fields.path.label) },
    sort: { key: 'sort', dataIndex: 'sort', title: text(fields.sort.label), width: 100 },
    category: {
      key: 'category',
      dataIndex: 'category',
      title: text(fields.category.label),
      width: 100,
      render: (category: number) => <DictTag code={fields.category.dict} value={category} colors={categoryColors} />,
    },
    action: {
      key: 'action',
      dataIndex: 'action',
      title: text(fields.action.label),
      width: 140,
      render: (action: number) => <DictTag code={fields.action.dict} value={action} />,
    },
    isOpen: {
      key: 'isOpen',
      dataIndex: 'isOpen',
      title: text(fields.isOpen.label),
      width: 100,
      render: (isOpen: number) => <DictTag code={fields.isOpen.dict} value={isOpen} />,
    },
  };
}

export function pickColumns(text: TextOf, keys: readonly string[]): TableColumnsType<Menu> {
  const all = menuColumnsByKey(text);
  return keys.flatMap((key) => (all[key] ? [all[key]] : []));
}
