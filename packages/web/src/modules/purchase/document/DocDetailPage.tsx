import type { CallDef, StatusLogRecord, Text } from '@pharma/contract';
import { Alert, Card, Descriptions, Spin, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { useCall } from '../../../lib/useCall.ts';
import { actionNames, DictText, DocLink, dictName, StatusLog, useQueryId } from './docKit.tsx';
import { docsTexts } from './docs.texts.ts';
import { LinesTable } from './LinesTable.tsx';
import './detail.css';

/** The document a detail page shows: its `?id=` read through the page's detail call. */
export function useDocDetail<C extends CallDef & { query?: unknown }>(call: C) {
  const id = useQueryId();
  const detail = useCall(call, { id: id ?? '' } as Parameters<typeof useCall<C>>[1], { enabled: Boolean(id) });
  return { id, detail };
}

/** One item of a detail page's header: its key, its label and what it shows. */
export type HeaderItem = readonly [key: string, label: Text | string, value: ReactNode];

/** A value a test (and a journey) finds by its test id: the document's number, a total. */
export function DocNo({ testId, value }: { testId: string; value: ReactNode }) {
  return <span data-testid={testId}>{value}</span>;
}

/** The settlement (结算方式) item of a header. */
export const settleItem = (value: number | null): HeaderItem => [
  'settle',
  dictName('sc_settle_type'),
  <DictText key="settle" dict="sc_settle_type" value={value} />,
];

/** The delivery (配送方式) item of a header. */
export const deliveryItem = (value: number | null): HeaderItem => [
  'delivery',
  dictName('sc_delivery_method'),
  <DictText key="delivery" dict="sc_delivery_method" value={value} />,
];

/**
 * A read-only table of a detail page (the lines, the call-off orders): every row, bordered, with the 合计 row under it
 * once the document is read.
 */
export function DetailTable<T extends object>({
  rowKey = 'id' as keyof T & string,
  totals,
  emptyText,
  ...table
}: {
  testId: string;
  /** The rows' key: a document's lines are keyed by their id. */
  rowKey?: keyof T & string;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  loading: boolean;
  totals?: TotalsProps | false | null;
  emptyText?: string;
}) {
  return (
    <LinesTable<T>
      {...table}
      rowKey={rowKey}
      bordered
      summary={totals ? () => <TotalsRow {...totals} /> : undefined}
      {...(emptyText ? { locale: { emptyText } } : {})}
    />
  );
}

/** A link to another document in a header (its number, opening its detail page), or nothing where there is none. */
export const docLinkItem = (
  key: string,
  label: Text,
  hrefOf: (id: string) => string,
  id: string | null | undefined,
  no: string | null | undefined,
): HeaderItem => [
  key,
  label,
  id && no ? (
    <DocLink key={key} href={hrefOf(id)}>
      {no}
    </DocLink>
  ) : null,
];

/** One cell of a totals row: the columns it spans and what it shows (right-aligned), blank where nothing. */
export type TotalCell = { span: number; value?: ReactNode };

type TotalsProps = { testId: string; label: number; cells: readonly TotalCell[] };

/** The 合计 row under a lines table: 合计 over the first `label` columns, then the cells given. */
export function TotalsRow({ testId, label, cells }: TotalsProps) {
  const text = useText();
  let index = label;
  return (
    <Table.Summary fixed>
      <Table.Summary.Row data-testid={testId}>
        <Table.Summary.Cell index={0} colSpan={label}>
          {text(docsTexts.total)}
        </Table.Summary.Cell>
        {cells.map((cell) => {
          const at = index;
          index += cell.span;
          return cell.value === undefined ? (
            <Table.Summary.Cell key={at} index={at} colSpan={cell.span} />
          ) : (
            <Table.Summary.Cell key={at} index={at} colSpan={cell.span > 1 ? cell.span : undefined} align="right">
              {cell.value}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/**
 * The frame of a document's detail page (请购明细, 合同明细): the header as a description list under the page's
 * title, then the lines, what the page adds (the call-offs), and the status history; an address without an id or a
 * document the user may not see says so instead.
 */
export function DocDetailPage({
  id,
  failed,
  loading,
  title,
  extra,
  header,
  lines,
  logs,
  children,
}: {
  id: string | undefined;
  failed: boolean;
  loading: boolean;
  title: Text;
  extra?: ReactNode;
  /** The header's items, once the document is read; `false` leaves one out. */
  header: ReadonlyArray<HeaderItem | false> | undefined;
  lines: ReactNode;
  logs: { logs: readonly StatusLogRecord[]; dict: string; machine: Record<string, { name: Text }> };
  children?: ReactNode;
}) {
  const text = useText();
  if (!id) return <Alert type="error" showIcon message={text(docsTexts.missingId)} />;
  if (failed) return <Alert type="error" showIcon message={text(docsTexts.notFound)} />;
  return (
    <div className="purchase-detail">
      <Card title={text(title)} extra={extra}>
        <Spin spinning={loading}>
          {header && (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={header
                .filter((item): item is HeaderItem => item !== false)
                .map(([key, label, children]) => ({
                  key,
                  label: typeof label === 'string' ? label : text(label),
                  children,
                }))}
            />
          )}
        </Spin>
      </Card>
      <Card title={text(docsTexts.lines)}>{lines}</Card>
      {children}
      <Card title={text(docsTexts.logs)}>
        <StatusLog logs={logs.logs} dict={logs.dict} actions={actionNames(logs.machine)} />
      </Card>
    </div>
  );
}
