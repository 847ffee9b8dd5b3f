import { format, type ParamDefRecord, purchaseBaseCalls, type SetPageRecord } from '@pharma/contract';
import { Button, Drawer, Space, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { useCall, useInvalidate } from '../../../lib/useCall.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { componentNames, paramsTexts as texts, valueTypeNames } from '../base.texts.ts';
import { useRemoveButton } from '../document/listScreen.ts';
import { screenCode } from '../setting/screenCode.ts';
import { DefinitionDialog } from './DefinitionDialog.tsx';

const editCode = screenCode('set_page', 'edit').code;

/**
 * 参数定义 of one page in a drawer: its parameters in sort order with their group, type, component, dictionary,
 * default, bounds and unit; adding, changing and removing them takes 参数页面's edit code.
 */
export function DefinitionsDrawer({ page, onClose }: { page: SetPageRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const invalidate = useInvalidate();
  const removeButton = useRemoveButton();
  const phone = useUi((s) => s.screen === 0);
  const [editing, setEditing] = useState<{ row?: ParamDefRecord } | null>(null);
  const canEdit = allowed(editCode);

  const query = { pageId: page.id, current: '1', size: '500' };
  const list = useCall(purchaseBaseCalls.paramDefList, query);
  const rows = list.data?.records ?? [];
  // The pages list shows each page's definitions count: both refresh.
  const refresh = () => void invalidate(purchaseBaseCalls.setPageList, purchaseBaseCalls.paramDefList);
  const groups = [...new Set(rows.map((r) => r.typename))];

  // A definition's field under its own name, shown as it is or as `render` names it.
  const column = <V,>(
    key: keyof ParamDefRecord & keyof typeof texts,
    width: number,
    render?: (value: V) => ReactNode,
  ) => ({
    key,
    dataIndex: key,
    title: text(texts[key]),
    width,
    ...(render ? { render } : {}),
  });
  const columns: TableColumnsType<ParamDefRecord> = [
    column('typename', 120),
    column('paramKey', 160),
    column('paramName', 160),
    column('valueType', 120, (v: ParamDefRecord['valueType']) => text(valueTypeNames[v])),
    column('componentType', 110, (v: ParamDefRecord['componentType']) => text(componentNames[v])),
    column('dictType', 150),
    column('defaultValue', 120),
    column('required', 70, (v: boolean) => (v ? t('crud.yes') : t('crud.no'))),
    {
      key: 'bounds',
      title: `${text(texts.minValue)} ~ ${text(texts.maxValue)}`,
      width: 140,
      render: (_, r) => (r.minValue || r.maxValue ? `${r.minValue ?? ''} ~ ${r.maxValue ?? ''}` : ''),
    },
    column('unit', 70),
    column('sort', 70),
    ...actionsColumn<ParamDefRecord>(
      t('crud.actions'),
      canEdit
        ? [
            { key: 'edit', label: t('crud.edit'), run: (row) => setEditing({ row }) },
            removeButton<ParamDefRecord>(
              purchaseBaseCalls.paramDefRemove,
              (row) => format(text(texts.removeDefinition), { name: row.paramName }),
              refresh,
            ),
          ]
        : [],
      130,
    ),
  ];

  return (
    <Drawer
      open
      width={phone ? '100%' : 'min(1200px, 96vw)'}
      title={<span className="user-data">{format(text(texts.definitionsOf), { name: page.pageName })}</span>}
      onClose={onClose}
      destroyOnHidden
    >
      {canEdit && (
        <Space className="crud-toolbar">
          <Button type="primary" onClick={() => setEditing({})}>
            {text(texts.addDefinition)}
          </Button>
        </Space>
      )}
      <Table<ParamDefRecord>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {editing && (
        <DefinitionDialog
          pageId={page.id}
          row={editing.row}
          groups={groups}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Drawer>
  );
}
