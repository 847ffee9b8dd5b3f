import { type DictKind, type DictRecord, format } from '@pharma/contract';
import { Card, Col, Empty, Result, Row, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filters } from '../../../crud/api.ts';
import { actionsColumn } from '../../../crud/columns.tsx';
import { ListScreen, useAddAndBatchDelete, useAllowed } from '../../../crud/ListScreen.tsx';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { dictColumns } from './columns.tsx';
import { dictTexts } from './dict.texts.ts';
import { dictCodes, dictDefs, heldKinds, kindNames } from './kind.ts';
import { useDictDialogs } from './useDictDialogs.tsx';
import { useChildPage, useParentPage } from './useDicts.ts';
import './dicts.css';

export type Direction = 'horizontal' | 'vertical';

/**
 * /dict-horizontal/index and /dict-vertical/index: the dictionaries (parent-list) beside or above the entries of
 * the one picked (child-list). A 系统字典 / 业务字典 switch offers the kinds the user holds codes for; a user with
 * neither sees why there is nothing.
 */
export function DictLayout({ direction }: { direction: Direction }) {
  const text = useText();
  const menu = useSession((s) => s.menu);
  const permission = useSession((s) => s.permission);
  const kinds = heldKinds(menu, permission);
  const [picked, setPicked] = useState<DictKind>();
  const kind = picked && kinds.includes(picked) ? picked : kinds[0];

  if (!kind) {
    return (
      <Card>
        <Result status="403" subTitle={text(dictTexts.noKinds)} />
      </Card>
    );
  }
  return (
    <div className="dict-layout">
      <Segmented<DictKind>
        value={kind}
        onChange={setPicked}
        options={kinds.map((k) => ({ value: k, label: text(kindNames[k]) }))}
      />
      {/* A switch starts over: another kind has other dictionaries. */}
      <DictPanes key={kind} kind={kind} direction={direction} />
    </div>
  );
}

function DictPanes({ kind, direction }: { kind: DictKind; direction: Direction }) {
  const [selected, setSelected] = useState<DictRecord>();
  const parents = <ParentPane kind={kind} selected={selected} onSelect={setSelected} />;
  // Each dictionary's entries start on their first page.
  const children = <ChildPane key={selected?.id ?? ''} kind={kind} parent={selected} />;
  if (direction === 'vertical') {
    return (
      <>
        {parents}
        {children}
      </>
    );
  }
  return (
    <Row gutter={16}>
      <Col xs={24} xl={11}>
        {parents}
      </Col>
      <Col xs={24} xl={13}>
        {children}
      </Col>
    </Row>
  );
}

/** Row buttons of both tables, each with its code. */
function useRowButtons(
  kind: DictKind,
  dialogs: ReturnType<typeof useDictDialogs>,
  onRemoved?: (row: DictRecord) => void,
) {
  const { t } = useTranslation();
  const allowed = useAllowed();
  const codes = dictCodes(kind);
  return actionsColumn<DictRecord>(t('crud.actions'), [
    allowed(codes.view) && { key: 'view', label: t('crud.view'), run: dialogs.view },
    allowed(codes.edit) && { key: 'edit', label: t('crud.edit'), run: dialogs.edit },
    allowed(codes.delete) && {
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      run: (row) => dialogs.remove([row], () => onRemoved?.(row)),
    },
  ]);
}

/** The dictionaries, a page at a time, searched by code and name; a click on a row picks it. */
function ParentPane(props: { kind: DictKind; selected?: DictRecord; onSelect: (row?: DictRecord) => void }) {
  const { kind, selected, onSelect } = props;
  const text = useText();
  const allowed = useAllowed();
  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const page = useParentPage(kind, pager.paging, filters);
  const pagination = usePagination(pager, page.data);
  const records = page.data?.records ?? [];
  const dialogs = useDictDialogs(kind, () => undefined);
  const toolbar = useAddAndBatchDelete(allowed(dictCodes(kind).add) ? dialogs.addParent : undefined);
  const buttons = useRowButtons(kind, dialogs, (row) => {
    // The picked dictionary is gone: nothing to list on the other side.
    if (row.id === selected?.id) onSelect(undefined);
  });

  return (
    <ListScreen<DictRecord>
      search={{
        def: dictDefs(kind).search,
        createTime: false,
        onSearch: (next) => {
          setFilters(next);
          pager.restart();
        },
      }}
      toolbar={toolbar}
      exportOf={{ source: dictCodes(kind).menu, filters }}
      table={{
        title: () => text(dictTexts.parents),
        columns: [...dictColumns(text, ['code', 'dictValue', 'sort', 'isSealed']), ...buttons],
        dataSource: records,
        loading: page.isFetching,
        pagination,
        onRow: (row) => ({ onClick: () => onSelect(row), className: 'dict-pickable' }),
        rowClassName: (row) => (row.id === selected?.id ? 'ant-table-row-selected' : ''),
      }}
    >
      {dialogs.dialogs}
    </ListScreen>
  );
}

/** The entries of the picked dictionary, a page at a time; 新增 adds one under it. */
function ChildPane({ kind, parent }: { kind: DictKind; parent?: DictRecord }) {
  const text = useText();
  const allowed = useAllowed();
  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const page = useChildPage(kind, parent?.id, pager.paging, filters);
  const pagination = usePagination(pager, page.data);
  const dialogs = useDictDialogs(kind, () => parent?.dictValue);
  const toolbar = useAddAndBatchDelete(
    parent && allowed(dictCodes(kind).add) ? () => dialogs.addEntry(parent) : undefined,
  );
  const buttons = useRowButtons(kind, dialogs);

  return (
    <ListScreen<DictRecord>
      search={{
        def: dictDefs(kind).childSearch,
        createTime: false,
        onSearch: (next) => {
          setFilters(next);
          pager.restart();
        },
      }}
      toolbar={toolbar}
      table={{
        title: () => (parent ? format(text(dictTexts.entriesOf), { name: parent.dictValue }) : text(dictTexts.entries)),
        columns: [...dictColumns(text, ['dictKey', 'dictValue', 'sort', 'isSealed']), ...buttons],
        dataSource: parent ? (page.data?.records ?? []) : [],
        loading: page.isFetching,
        pagination: parent ? pagination : false,
        locale: parent ? undefined : { emptyText: <Empty description={text(dictTexts.pickParent)} /> },
      }}
    >
      {dialogs.dialogs}
    </ListScreen>
  );
}
