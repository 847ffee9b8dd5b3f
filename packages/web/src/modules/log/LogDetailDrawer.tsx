import type { LogKind } from '@pharma/contract';
import { Descriptions, Drawer, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useText } from '../../i18n/useText.ts';
import { useUi } from '../../shell/stores/ui.ts';
import type { AnyLogRecord } from './log.api.ts';
import { logFieldTexts as fields, logTexts as texts } from './log.texts.ts';
import {
  type AnyLogField,
  eventLabel,
  levelTag,
  logDetailFields,
  outcomeTag,
  sourceTag,
  statusTag,
} from './logKinds.tsx';
import { useLogDetail } from './useLogs.ts';

/** A block of machine text (JSON, a stack trace): monospaced, long lines wrapped, scrolling inside itself. */
const codeBlock: CSSProperties = {
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  maxHeight: 420,
  overflow: 'auto',
};
const wrapped: CSSProperties = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' };

/** A value as indented JSON when it parses as an object or a list; otherwise undefined (it reads as text). */
export function prettyJson(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return undefined;
  }
}

function jsonOrText(value: string): ReactNode {
  const json = prettyJson(value);
  return json === undefined ? <span style={wrapped}>{value}</span> : <pre style={codeBlock}>{json}</pre>;
}

/**
 * 查看: every field of one log row, fresh from `detail` (the row shows meanwhile, and if the call fails). The
 * parameters and the log data as indented JSON when they are JSON, the stack trace monospaced, the error id with a
 * copy button. Full width on a phone.
 */
export function LogDetailDrawer({ kind, row, onClose }: { kind: LogKind; row: AnyLogRecord; onClose: () => void }) {
  const text = useText();
  const phone = useUi((s) => s.screen === 0);
  const detail = useLogDetail(kind, row.id);
  const record: Record<string, unknown> = { ...row, ...detail.data };

  const show: Partial<Record<AnyLogField, (value: never) => ReactNode>> = {
    status: (status: number) => statusTag(status),
    type: (type: string) => outcomeTag(type, text),
    logLevel: (level: string) => levelTag(level, text),
    logId: (logId: string) => (logId ? `${eventLabel(logId, text)} (${logId})` : ''),
    source: (source: string) => sourceTag(source, text),
    params: jsonOrText,
    logData: jsonOrText,
    stackTrace: (trace: string) => (trace ? <pre style={codeBlock}>{trace}</pre> : ''),
    errorId: (id: string) =>
      id ? (
        <Typography.Text code copyable={{ text: id, tooltips: [text(texts.copy), text(texts.copied)] }}>
          {id}
        </Typography.Text>
      ) : (
        ''
      ),
    userAgent: (agent: string) => <span style={wrapped}>{agent}</span>,
  };

  const items = (logDetailFields[kind] as readonly AnyLogField[]).map((key) => {
    const value = record[key];
    const render = show[key] as ((value: unknown) => ReactNode) | undefined;
    return {
      key,
      label: text(fields[key]),
      children: render ? render(value) : <span style={wrapped}>{value === undefined ? '' : String(value)}</span>,
    };
  });

  return (
    <Drawer open title={text(texts.detail)} width={phone ? '100%' : 'min(760px, 100vw)'} onClose={onClose}>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={items}
        styles={{ label: { width: 120, whiteSpace: 'nowrap' }, content: { minWidth: 0 } }}
      />
    </Drawer>
  );
}
