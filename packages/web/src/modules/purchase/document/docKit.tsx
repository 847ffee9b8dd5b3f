import {
  type ExtraButton,
  format,
  type MoveReply,
  planMessages,
  purchaseDictionaries,
  purchaseDocsCalls,
  purchaseDocsScreens,
  type StatusLogRecord,
  type Text,
} from '@pharma/contract';
import { App, Empty, Tag, Timeline, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDict } from '../../../dict/useDict.ts';
import { useText } from '../../../i18n/useText.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { useInvalidate } from '../../../lib/useCall.ts';
import { docsTexts as texts } from './docs.texts.ts';

export { contractDetailHref, contractDetailPath, orderDetailHref, orderDetailPath } from './docPaths.ts';

/**
 * A button of one of the document screens (采购计划, 采购订单, 采购合同, 品种采购): its code (`<screen>_<key>`, what
 * the server checks) and its name, both from the declaration in @pharma/contract.
 */
export function screenButton(screen: string, key: string): ExtraButton & { code: string } {
  const found = purchaseDocsScreens
    .find((s) => s.code === screen)
    ?.buttons.find((b): b is ExtraButton => typeof b === 'object' && b.key === key);
  if (!found) throw new Error(`${screen} declares no button ${key}`);
  return { ...found, code: `${screen}_${key}` };
}

/** A purchasing dictionary's name (结算方式, 配送方式): the label of a field that takes its values. */
export function dictName(code: string): Text {
  const dict = purchaseDictionaries.find((d) => d.code === code);
  if (!dict) throw new Error(`no purchasing dictionary ${code}`);
  return dict.name;
}

/** A status entry's tag colour rides in its remark (success/warning/danger/info/primary) → antd's preset colours. */
const tagColors: Record<string, string> = {
  success: 'success',
  warning: 'warning',
  danger: 'error',
  info: 'default',
  primary: 'processing',
};

/** A status code as its dictionary label in a tag coloured by the entry's remark. */
export function StatusTag({ dict, value }: { dict: string; value: number | string | null | undefined }) {
  const options = useDict(dict);
  if (value === null || value === undefined || options.isLoading) return null;
  const entry = options.data?.find((o) => o.dictKey === String(value));
  const color = tagColors[String(entry?.remark ?? '')];
  return (
    <Tag color={color} data-status={String(value)}>
      {entry?.dictValue ?? String(value)}
    </Tag>
  );
}

/** A code's dictionary label as plain text (a type, a settlement). */
export function DictText({ dict, value }: { dict: string; value: number | string | null | undefined }) {
  const options = useDict(dict);
  if (value === null || value === undefined) return null;
  return <>{options.data?.find((o) => o.dictKey === String(value))?.dictValue ?? String(value)}</>;
}

/**
 * A decimal column: the digits as the server sent them (never a float on the way), right-aligned. The key is any
 * field of the row.
 */
export function decimalColumn<T>(key: keyof T & string, title: string, width = 110): ColumnType<T> {
  return {
    key,
    dataIndex: key,
    title,
    width,
    align: 'right',
    render: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
  };
}

/** A column of a dictionary's keys, shown by their labels: as coloured tags with `tag` (statuses), else as text. */
export function dictColumn<T>(
  key: keyof T & string,
  title: string,
  dict: string,
  width: number,
  { tag = false }: { tag?: boolean } = {},
): ColumnType<T> {
  return {
    key,
    dataIndex: key,
    title,
    width,
    render: (value: number) => (tag ? <StatusTag dict={dict} value={value} /> : <DictText dict={dict} value={value} />),
  };
}

/** A plain column. */
export function textColumn<T>(key: keyof T & string, title: string, width = 150, ellipsis = false): ColumnType<T> {
  return { key, dataIndex: key, title, width, ellipsis };
}

/** A link to a detail page (an order, a contract), opened in the console's own tab. */
export function DocLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigateTo(href);
      }}
    >
      {children}
    </a>
  );
}

/** The `?id=` of a detail page (each id its own tab: the page is registered with tabPerQuery). */
export function useQueryId(): string | undefined {
  const [params] = useSearchParams();
  return params.get('id') || undefined;
}

/** The purchasing documents' calls: a move of one may change another (an order's receipt, its plan's lines). */
const documentCalls = Object.values(purchaseDocsCalls);

/**
 * After a save or a move: a success toast, the rule warnings the server raised (licence, price) as a warning, and
 * every purchasing list, count and detail on screen read again (invalidation by the documents' call folders).
 */
export function useMoveDone() {
  const text = useText();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  return (reply: Pick<MoveReply, 'warnings'> | null | undefined, done: string) => {
    void message.success(done);
    const warnings = reply?.warnings ?? [];
    if (warnings.length > 0) void message.warning(`${text(planMessages.warningsPrefix)}${warnings.join('; ')}`);
    void invalidate(...documentCalls);
  };
}

/** Reads the purchasing documents again (after a refusal the row may have moved meanwhile). */
export function useRefreshPurchasing() {
  const invalidate = useInvalidate();
  return () => void invalidate(...documentCalls);
}

/** The moves' names in the log, by the machines' action keys. */
type Names = Partial<Record<string, Text>>;

/**
 * Every status move of a document (rule 5), oldest first: who, what, from which status to which, when and why.
 */
export function StatusLog({ logs, dict, actions }: { logs: readonly StatusLogRecord[]; dict: string; actions: Names }) {
  const text = useText();
  const options = useDict(dict);
  const label = (status: number | null) =>
    status === null
      ? text(texts.created)
      : (options.data?.find((o) => o.dictKey === String(status))?.dictValue ?? String(status));
  if (logs.length === 0) return <Empty description={text(texts.noLogs)} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={logs.map((log) => {
        const action = actions[log.action];
        return {
          key: log.id,
          children: (
            <div data-testid="status-log">
              <div>
                {format(text(texts.logLine), {
                  who: log.operatorName ?? text(texts.someone),
                  action: action ? text(action) : log.action,
                  from: label(log.fromStatus),
                  to: label(log.toStatus),
                })}
              </div>
              {log.reason && <div>{log.reason}</div>}
              <Typography.Text type="secondary">{log.time}</Typography.Text>
            </div>
          ),
        };
      })}
    />
  );
}

/** The names of a machine's actions, for the log. */
export function actionNames(machine: Record<string, { name: Text }>): Names {
  return Object.fromEntries(Object.entries(machine).map(([key, move]) => [key, move.name]));
}
