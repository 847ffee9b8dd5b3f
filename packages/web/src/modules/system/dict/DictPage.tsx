import type { DictRecord, Text } from '@pharma/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Filters } from '../../../crud/api.ts';
import { actionsColumn } from '../../../crud/columns.tsx';
import { ListScreen, useAddAndBatchDelete, useAllowed, useWithSelection } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { dictColumns, isParent } from './columns.tsx';
import { dictTexts } from './dict.texts.ts';
import { dictCodes, dictDefs, kindOfPath } from './kind.ts';
import { useDictDialogs } from './useDictDialogs.tsx';
import { useDictTree } from './useDicts.ts';

/** The same dictionaries in the two-pane layouts (dictionaries beside or above the picked one's entries). */
const layoutLinks: ReadonlyArray<{ key: string; label: Text; path: string }> = [
  { key: 'horizontal', label: { zh: '横向布局', en: 'Side by side' }, path: '/dict-horizontal/index' },
  { key: 'vertical', label: { zh: '纵向布局', en: 'Stacked' }, path: '/dict-vertical/index' },
];

/**
 * 字典管理 (/system/dict) and 业务字典 (/system/dictbiz), the kind from the path: the dictionaries as a tree table
 * with their entries below, searched by 字典编号 / 字典名称. 新增 adds a dictionary, 新增下级 an entry under one;
 * 编辑, 查看, 删除 and 批量删除 work on both; 导出 writes the list. Sealed rows carry 已封存. Every button follows the
 * user's codes (dict_add … or dict_biz_add …). 横向布局 / 纵向布局 open the same dictionaries in the two-pane layouts.
 */
export function DictPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const navigate = useNavigate();
  const kind = kindOfPath(useLocation().pathname);
  const codes = dictCodes(kind);
  const defs = dictDefs(kind);

  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<DictRecord[]>([]);
  const tree = useDictTree(kind, filters);
  const rows = tree.data ?? [];
  const nameOf = (row: DictRecord) => rows.find((r) => r.id === row.parentId)?.dictValue;
  const dialogs = useDictDialogs(kind, nameOf);
  const forget = (removed: DictRecord[]) => () =>
    setSelected((keep) => keep.filter((r) => !removed.some((x) => x.id === r.id)));
  const withSelection = useWithSelection(selected);

  const columns = [
    ...dictColumns(text, ['code', 'dictValue', 'dictKey', 'sort', 'isSealed']),
    ...actionsColumn<DictRecord>(
      t('crud.actions'),
      [
        allowed(codes.add) && {
          key: 'addChild',
          label: text(dictTexts.addChild),
          shows: isParent,
          run: (row) => dialogs.addEntry(row),
        },
        allowed(codes.view) && { key: 'view', label: t('crud.view'), run: dialogs.view },
        allowed(codes.edit) && { key: 'edit', label: t('crud.edit'), run: dialogs.edit },
        allowed(codes.delete) && {
          key: 'delete',
          label: t('crud.delete'),
          danger: true,
          run: (row) => dialogs.remove([row], forget([row])),
        },
      ],
      280,
    ),
  ];

  const toolbar = useAddAndBatchDelete(
    allowed(codes.add) ? dialogs.addParent : undefined,
    allowed(codes.delete) ? withSelection((rows) => dialogs.remove(rows, forget(rows))) : undefined,
  );

  return (
    <ListScreen<DictRecord>
      search={{
        def: defs.search,
        createTime: false,
        onSearch: (next) => {
          setFilters(next);
          setSelected([]);
        },
      }}
      toolbar={toolbar}
      toolbarExtra={layoutLinks.map((link) => (
        <Button key={link.key} type="link" onClick={() => navigate(link.path)}>
          {text(link.label)}
        </Button>
      ))}
      exportOf={{ source: codes.menu, filters }}
      table={{
        columns,
        dataSource: rows,
        loading: tree.isFetching,
        // checkStrictly (antd's default): ticking a dictionary does not tick its entries.
        rowSelection: { selectedRowKeys: selected.map((r) => r.id), onChange: (_, picked) => setSelected(picked) },
      }}
    >
      {dialogs.dialogs}
    </ListScreen>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default DictPage;
