import type { Text } from '@pharma/contract';
import { Space, type TableColumnsType } from 'antd';
import { DictTag } from '../../../dict/DictTag.tsx';
import { MenuIcon } from '../../../shell/icons.tsx';
import type { Menu } from './menu.api.ts';
import { menuDicts, menuTexts } from './menu.texts.ts';

type Column = TableColumnsType<Menu>[number];
type TextOf = (text: Text) => string;

/** The icon as the side menu draws it, with its name beside it. */
export function IconCell({ source }: { source: string | null }) {
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

/** Every column a menu table may show, by key; each screen picks its own list. */
export function menuColumnsByKey(text: TextOf): Record<string, Column> {
  return {
    name: { key: 'name', dataIndex: 'name', title: text(menuTexts.name), width: 220 },
    source: {
      key: 'source',
      dataIndex: 'source',
      title: text(menuTexts.source),
      width: 200,
      render: (source: string | null) => <IconCell source={source} />,
    },
    code: { key: 'code', dataIndex: 'code', title: text(menuTexts.code) },
    alias: { key: 'alias', dataIndex: 'alias', title: text(menuTexts.alias) },
    path: { key: 'path', dataIndex: 'path', title: text(menuTexts.path) },
    sort: { key: 'sort', dataIndex: 'sort', title: text(menuTexts.sort), width: 100 },
    category: {
      key: 'category',
      dataIndex: 'category',
      title: text(menuTexts.category),
      width: 100,
      render: (category: number) => <DictTag code={menuDicts.category} value={category} colors={categoryColors} />,
    },
    action: {
      key: 'action',
      dataIndex: 'action',
      title: text(menuTexts.action),
      width: 140,
      render: (action: number) => <DictTag code={menuDicts.action} value={action} />,
    },
    isOpen: {
      key: 'isOpen',
      dataIndex: 'isOpen',
      title: text(menuTexts.isOpen),
      width: 100,
      render: (isOpen: number) => <DictTag code={menuDicts.isOpen} value={isOpen} />,
    },
  };
}

export function pickColumns(text: TextOf, keys: readonly string[]): TableColumnsType<Menu> {
  const all = menuColumnsByKey(text);
  return keys.flatMap((key) => (all[key] ? [all[key]] : []));
}
