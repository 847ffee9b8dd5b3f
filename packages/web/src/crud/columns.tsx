import { DownOutlined, EllipsisOutlined } from '@ant-design/icons';
import { fieldShows, type ResourceDef, type Text } from '@pharma/contract';
import { Button, Dropdown, Space, type TableColumnsType } from 'antd';
import i18n, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../dict/DictTag.tsx';
import type { CrudRecord } from './api.ts';
import { displayNode } from './display.ts';
import { fieldWidth, setCompact, withPriority } from './tableScroll.ts';

export interface RowActions {
  /** A screen's own buttons, first in the cell. */
  extra?: RowButton<CrudRecord>[];
  view?: (row: CrudRecord) => void;
  edit?: (row: CrudRecord) => void;
  remove?: (row: CrudRecord) => void;
}

/** A link button in a row's 操作 cell; `shows` leaves it out of the rows it does not apply to. */
export interface RowButton<T> {
  key: string;
  label: string;
  run: (row: T) => void;
  danger?: boolean;
  shows?: (row: T) => boolean;
}

/** A row shows at most this many buttons; past it, the first two stay and the rest fold into 更多 (issue 35). */
export const maxRowButtons = 3;

/** A link button's width, estimated from its label: CJK characters are about a font wide, others about half. */
function buttonWidth(label: string): number {
  let width = 0;
  for (const char of label) width += char.charCodeAt(0) > 0x2e80 ? 14 : 7.5;
  // antd's small link button pads 7 px each side.
  return Math.ceil(width) + 14;
}

/** The 更多 button: its label and the arrow after it. */
const moreWidth = (label: string) => buttonWidth(label) + 18;

/** The cell's padding either side in a middle-sized table, and a little room against rounding. */
const cellPadding = 28;

/**
 * The 操作 cell's width: the widest set of buttons any row can show — up to three, or two and 更多; `floor` is a
 * caller's own width when it is larger (room for a longer English label).
 */
export function actionsWidth(labels: readonly string[], moreLabel: string, floor = 0): number {
  const widths = labels.map(buttonWidth).sort((a, b) => b - a);
  const sum = (ws: number[]) => ws.reduce((total, w) => total + w, 0);
  const needed =
    widths.length <= maxRowButtons
      ? sum(widths)
      : Math.max(sum(widths.slice(0, maxRowButtons)), sum(widths.slice(0, maxRowButtons - 1)) + moreWidth(moreLabel));
  return Math.max(floor, needed + cellPadding);
}

/** A row's buttons: up to three as links; more than three → the first two, then 更多 with the rest. */
function RowButtons<T>({ row, buttons, links = maxRowButtons }: { row: T; buttons: RowButton<T>[]; links?: number }) {
  const { t } = useTranslation();
  const shown = buttons.filter((b) => b.shows?.(row) ?? true);
  const link = (b: RowButton<T>) => (
    <Button key={b.key} type="link" size="small" danger={b.danger} onClick={() => b.run(row)}>
      {b.label}
    </Button>
  );
  if (shown.length <= links) return <Space size={0}>{shown.map(link)}</Space>;
  const first = links > 1 ? links - 1 : 0;
  const rest = shown.slice(first);
  // With no room for links (`links` 0, a narrow table) the menu's button is the ⋯ icon, named 更多 for a reader.
  const iconOnly = links === 0;
  return (
    <Space size={0}>
      {shown.slice(0, first).map(link)}
      <Dropdown
        trigger={['click']}
        menu={{
          items: rest.map((b) => ({ key: b.key, label: b.label, danger: b.danger })),
          onClick: ({ key }) => rest.find((b) => b.key === key)?.run(row),
        }}
      >
        {iconOnly ? (
          <Button
            type="link"
            size="small"
            data-testid="row-more"
            data-actions={rest.map((b) => b.label).join('\n')}
            aria-label={t('crud.more')}
            title={t('crud.more')}
            icon={<EllipsisOutlined />}
          />
        ) : (
          // data-actions: what the menu holds, for tests and tools that read a row's actions without opening it.
          <Button type="link" size="small" data-testid="row-more" data-actions={rest.map((b) => b.label).join('\n')}>
            {t('crud.more')} <DownOutlined />
          </Button>
        )}
      </Dropdown>
    </Space>
  );
}

/**
 * The 操作 column for any table: the given buttons, the ones the user may not use already left out by the caller
 * (no code, no button), more than three folded into 更多. No buttons → no column. Its width is what its buttons
 * need (actionsWidth), with `width` as a floor, so a narrow table spends its room on data rather than a wide 操作.
 */
export function actionsColumn<T>(
  title: string,
  buttons: ReadonlyArray<RowButton<T> | false | undefined>,
  width = 0,
  /** The 更多 label its width counts (the current language's by default). */
  moreLabel = i18n.t('crud.more'),
): TableColumnsType<T> {
  const shown = buttons.filter((b): b is RowButton<T> => Boolean(b));
  if (shown.length === 0) return [];
  const full: TableColumnsType<T>[number] = {
    key: 'actions',
    title,
    fixed: 'right',
    // A caller's width was sized for all its buttons in a row; past three they fold, so it no longer applies.
    width: actionsWidth(
      shown.map((b) => b.label),
      moreLabel,
      shown.length <= maxRowButtons ? width : 0,
    ),
    render: (_, row) => <RowButtons row={row} buttons={shown} />,
  };
  // On a table too narrow for its priority columns, two or more buttons become one ⋯ menu (tableScroll.ts).
  if (shown.length < 2) return [full];
  const compact: TableColumnsType<T>[number] = {
    ...full,
    // The header's word, or the ⋯ button (24 px), whichever is wider.
    width: Math.max(buttonWidth(title), 24) + cellPadding,
    render: (_, row) => <RowButtons row={row} buttons={shown} links={0} />,
  };
  return [setCompact(full, compact)];
}

/**
 * Table columns: the declared list fields (dictionary fields by their labels), the status when the resource shows
 * it (状态, by its dictionary), 创建时间, and the row actions the user is allowed (none → no column). Every column has
 * a width (the declared one, else one for its type), which the table's sideways scroll adds up (tableScroll.ts).
 */
export function buildColumns(
  def: ResourceDef,
  text: (t: Text) => string,
  t: TFunction,
  actions: RowActions,
): TableColumnsType<CrudRecord> {
  const columns: TableColumnsType<CrudRecord> = Object.entries(def.fields)
    .filter(([, field]) => fieldShows(field, 'list'))
    .map(([key, field], index) =>
      withPriority(
        {
          key,
          dataIndex: key,
          title: text(field.label),
          width: fieldWidth(field),
          ellipsis: field.type === 'text',
          // A time is read whole: never wrapped or squeezed mid-value (tableScroll.ts keeps its width).
          ...(field.type === 'date' || field.type === 'datetime' ? { className: 'col-nowrap' } : {}),
          render: (value: unknown) => displayNode(value, field, t),
        },
        // The first list column names the row (a number, a name): it stays unless declared otherwise.
        field.priority ?? (index === 0 ? 1 : undefined),
      ),
    );
  const { status } = def;
  if (status) {
    // A user reads the status first: it stays in view unless the declaration says otherwise.
    columns.push(
      withPriority(
        {
          key: 'status',
          dataIndex: 'status',
          title: text(status.label),
          width: 100,
          render: (value: unknown) => <DictTag code={status.dict} value={value} />,
        },
        status.priority ?? 1,
      ),
    );
  }
  // When a row was made matters least in a list: it folds first.
  columns.push(
    withPriority(
      { key: 'createTime', dataIndex: 'createTime', title: t('crud.createTime'), width: 180, className: 'col-nowrap' },
      3,
    ),
  );
  const { view, edit, remove, extra = [] } = actions;
  return [
    ...columns,
    ...actionsColumn<CrudRecord>(
      t('crud.actions'),
      [
        ...extra,
        view && { key: 'view', label: t('crud.view'), run: view },
        edit && { key: 'edit', label: t('crud.edit'), run: edit },
        remove && { key: 'remove', label: t('crud.delete'), run: remove, danger: true },
      ],
      0,
      t('crud.more'),
    ),
  ];
}
