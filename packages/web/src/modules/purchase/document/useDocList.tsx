import { type CallDef, canMove, type Machine, type MoveReply, permissionsOf, type Text } from '@pharma/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { type CallArgs, callApi } from '../../../lib/api.ts';
import { AuditDialog, ReasonDialog, useMoveConfirm } from './dialogs.tsx';
import { screenButton } from './docKit.tsx';
import type { DocButton } from './frame.tsx';

/** A document row: its id and the status its machine moves. */
type DocRow = { id: string; status: number };

/** The grid's filters (what the search bar sent). */
export type DocFilters = Record<string, string | number>;

/** What an action does: one of these, the dialogs and confirmations it needs come with it. */
type Effect<R> =
  /** Anything else (open the detail page). */
  | { run: (row: R) => void }
  /** Opens the screen's own dialog for the row (编辑, 收货, 签订). */
  | { opens: (row: R, close: () => void) => ReactNode }
  /** A move that needs only a yes: `{id}` to the call. */
  | { confirms: CallDef }
  /** 删除: a yes, then `?ids=` to the call. */
  | { removes: CallDef }
  /** 审核: pass or reject with an opinion, `{id, pass, opinion}` to the call. */
  | { audits: CallDef }
  /** A move that needs a reason (关闭, 中止, 作废): `{id, reason}` to the call. */
  | { asksReason: CallDef };

/**
 * One row action of a document list, declared: who may (a button the screen declares, a CRUD code, or a code of
 * its own), when (the machine's move allows it from the row's status, and `shows`), and what it does.
 */
export type DocAction<R, A extends string> = {
  key: string;
  /** The screen's declared button (`<screen>_<button>`, its name the label), or a CRUD right, or a code given. */
  button?: string;
  crud?: 'view' | 'edit' | 'delete';
  code?: string;
  /** The label, where the button's or the CRUD word is not it. */
  label?: Text;
  /** The machine's move the button stands for: shown only where the row's status allows it. */
  move?: A;
  shows?: (row: R) => boolean;
  danger?: boolean;
} & Effect<R>;

/** A toolbar button: 新增 (the CRUD `add` right) or a declared button; it opens the screen's dialog. */
export interface DocToolbarAction {
  key: string;
  button?: string;
  crud?: 'add';
  primary?: boolean;
  opens: (close: () => void) => ReactNode;
}

export interface DocListSpec<R extends DocRow, A extends string> {
  /** The screen's code (`purchase_order`): its CRUD codes and declared buttons. */
  screen: string;
  machine: Machine<number, A>;
  /** The document's number, in the confirmations and dialog titles. */
  no: (row: R) => string;
  actions: ReadonlyArray<DocAction<R, A>>;
  toolbar?: readonly DocToolbarAction[];
  /** The 操作 column's width (its buttons' labels). */
  actionsWidth: number;
}

/** A move's call with its body (or, for 删除, its query) typed loosely: the declaration checks it on the server. */
const send = (call: CallDef, args: { body?: unknown; query?: unknown }) =>
  callApi(call, args as CallArgs<CallDef>) as Promise<MoveReply>;

/**
 * The headless controller of a document list (采购计划, 采购订单, 采购合同): the paging, the filters the search bar
 * sent, the row buttons each row's status allows (from the screen's declared actions and its machine), the toolbar,
 * and the one dialog open at a time (the screen's own, or the shared 审核 / reason dialogs and confirmations). Every
 * move refreshes the purchasing lists through useMoveDone (invalidation by the calls' folders).
 */
export function useDocList<R extends DocRow, A extends string>(spec: DocListSpec<R, A>) {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const confirmMove = useMoveConfirm();
  const pager = usePaging();
  const [filters, setFilters] = useState<DocFilters>({});
  const [dialog, setDialog] = useState<ReactNode>(null);
  const close = () => setDialog(null);
  const codes = permissionsOf({ name: spec.screen });

  const nameOf = (a: { button?: string; crud?: string; label?: Text }) => {
    if (a.label) return text(a.label);
    if (a.button) return text(screenButton(spec.screen, a.button).name);
    return t(`crud.${a.crud}`);
  };
  const codeOf = (a: { button?: string; crud?: string; code?: string }) => {
    if (a.code) return a.code;
    if (a.button) return screenButton(spec.screen, a.button).code;
    return codes[a.crud as keyof typeof codes];
  };

  const runOf = (action: DocAction<R, A>, label: string) => (row: R) => {
    const no = spec.no(row);
    if ('run' in action) action.run(row);
    else if ('opens' in action) setDialog(action.opens(row, close));
    else if ('confirms' in action)
      confirmMove({ action: label, no, run: () => send(action.confirms, { body: { id: row.id } }) });
    else if ('removes' in action)
      confirmMove({ action: label, no, run: () => send(action.removes, { query: { ids: row.id } }).then(() => null) });
    else if ('audits' in action)
      setDialog(
        <AuditDialog
          no={no}
          schema={action.audits.body}
          run={(decision) => send(action.audits, { body: { id: row.id, ...decision } })}
          onClose={close}
        />,
      );
    else
      setDialog(
        <ReasonDialog
          action={label}
          no={no}
          schema={action.asksReason.body}
          run={(reason) => send(action.asksReason, { body: { id: row.id, reason } })}
          onClose={close}
        />,
      );
  };

  const rowButtons: Array<RowButton<R> | false> = spec.actions.map((action) => {
    const label = nameOf(action);
    const { move, shows } = action;
    const gated =
      move === undefined && shows === undefined
        ? undefined
        : (row: R) => (move === undefined || canMove(spec.machine, row.status, move)) && (shows?.(row) ?? true);
    return (
      allowed(codeOf(action)) && {
        key: action.key,
        label,
        ...(action.danger ? { danger: true } : {}),
        ...(gated ? { shows: gated } : {}),
        run: runOf(action, label),
      }
    );
  });

  const toolbar: Array<DocButton | false> = (spec.toolbar ?? []).map(
    (button) =>
      allowed(codeOf(button)) && {
        key: button.key,
        label: nameOf(button),
        ...(button.primary ? { primary: true } : {}),
        onClick: () => setDialog(button.opens(close)),
      },
  );

  return {
    screen: spec.screen,
    actionsWidth: spec.actionsWidth,
    pager,
    filters,
    /** A new search: its filters, from page 1. */
    search: (next: DocFilters) => {
      setFilters(next);
      pager.restart();
    },
    rowButtons,
    toolbar,
    /** The dialog open now, if any. */
    dialog,
  };
}

export type DocList<R extends DocRow> = ReturnType<typeof useDocList<R, string>>;
