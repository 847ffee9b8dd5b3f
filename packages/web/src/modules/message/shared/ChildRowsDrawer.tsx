import { permissionsOf, type ResourceDef } from '@pharma/contract';
import { Button, Drawer, Space, Table } from 'antd';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { buildColumns } from '../../../crud/columns.tsx';
import type { FieldInputs } from '../../../crud/FieldInput.tsx';
import { filterKey } from '../../../crud/filters.ts';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useCrudList, useCrudWrites } from '../../../crud/useCrud.ts';
import { useText } from '../../../i18n/useText.ts';
import { ChildFormDialog } from './ChildFormDialog.tsx';
import { sharedTexts } from './shared.texts.ts';

interface ChildRows {
  rows: CrudRecord[];
  /** The row the form edits; none while adding. */
  editing?: CrudRecord;
}

const ChildRowsContext = createContext<ChildRows>({ rows: [] });

/** In a drawer's form: the parent's rows and the one edited (a select offers the keys not taken yet). */
export const useChildRows = () => useContext(ChildRowsContext);

/** A parent's rows are few (a channel's settings, a template's contents, a strategy's steps): one page holds them. */
const childRows = 200;

export interface ChildRowsDrawerProps {
  /** The child resource (发送渠道配置, 模板内容, 策略渠道). */
  def: ResourceDef;
  parentKey: string;
  parentId: string;
  title: ReactNode;
  /** Above the table: what the rows still lack, a hint. */
  header?: (rows: CrudRecord[]) => ReactNode;
  /** What a new row starts with, knowing the rows there are. */
  defaults?: (rows: CrudRecord[]) => Record<string, unknown>;
  /**
   * The form's own inputs: components of the screen's module scope (a new component each render would lose the
   * typing), which read the rows there are and the one edited through `useChildRows`.
   */
  fieldInputs?: FieldInputs;
  /** Extra list parameters (`ascs`). */
  order?: Record<string, string>;
  /** `false` offers no 新增 (nothing left to add). */
  canAdd?: (rows: CrudRecord[]) => boolean;
  onClose: () => void;
}

/**
 * The rows of one parent in a drawer, with 新增 / 编辑 / 删除 by the child resource's own codes (the server checks
 * the same ones). The parent column is left out: every row has the same.
 */
export function ChildRowsDrawer(props: ChildRowsDrawerProps) {
  const { def, parentKey, parentId, title, header, defaults, fieldInputs, order, canAdd, onClose } = props;
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const codes = permissionsOf(def);
  const confirm = useConfirmAction();
  const parentField = def.fields[parentKey]!;
  const list = useCrudList(def, {
    current: 1,
    size: childRows,
    filters: { [filterKey(parentKey, parentField)]: parentId, ...order },
  });
  const { remove } = useCrudWrites(def);
  // undefined: closed; null: adding; a row: editing it.
  const [form, setForm] = useState<CrudRecord | null>();
  const rows = list.data?.records ?? [];

  const columns = buildColumns(def, text, t, {
    edit: allowed(codes.edit) ? (row) => setForm(row) : undefined,
    remove: allowed(codes.delete) ? (row) => confirm({ run: () => remove.mutateAsync([row.id]) }) : undefined,
  }).filter((column) => column.key !== parentKey);
  const fit = useTableFit(columns);
  const adding = allowed(codes.add) && (canAdd?.(rows) ?? true);

  return (
    <Drawer open title={title} width="min(960px, 100vw)" onClose={onClose}>
      {header?.(rows)}
      {adding && (
        <Space className="crud-toolbar">
          <Button type="primary" onClick={() => setForm(null)}>
            {t('crud.add')}
          </Button>
        </Space>
      )}
      <Table<CrudRecord>
        rowKey="id"
        size="middle"
        columns={fit.columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={fit.scroll}
        locale={{ emptyText: text(sharedTexts.empty) }}
        data-testid={`${def.name}-rows`}
      />
      {form !== undefined && (
        <ChildRowsContext.Provider value={{ rows, editing: form ?? undefined }}>
          <ChildFormDialog
            def={def}
            parentKey={parentKey}
            parentId={parentId}
            row={form ?? undefined}
            defaults={form ? undefined : defaults?.(rows)}
            fieldInputs={fieldInputs}
            onClose={() => setForm(undefined)}
          />
        </ChildRowsContext.Provider>
      )}
    </Drawer>
  );
}
