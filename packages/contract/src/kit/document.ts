import { z } from 'zod';
import { defineCall } from './call.ts';
import { removeQuery } from './schema.ts';
import type { Text } from './text.ts';

/**
 * A status machine as data: for each action the states it may start from and the states it may lead to (an empty
 * `to` leaves the status as it is: an edit, a re-send). The server refuses every (state, action) pair not listed;
 * the screens show an action's button only where `from` holds the row's status.
 */
export type Machine<S extends number, A extends string> = Readonly<
  Record<A, { readonly from: readonly S[]; readonly to: readonly S[]; readonly name: Text }>
>;

/** Whether `action` may start from `status`. */
export function canMove<S extends number, A extends string>(machine: Machine<S, A>, status: number, action: A) {
  return (machine[action].from as readonly number[]).includes(status);
}

/** The actions that may start from `status` (the buttons a row shows). */
export function movesFrom<S extends number, A extends string>(machine: Machine<S, A>, status: number): A[] {
  return (Object.keys(machine) as A[]).filter((action) => canMove(machine, status, action));
}

/** The refusal of an action a status does not allow: 「已审核的计划不能删除」. */
export const refusedMove = (statusName: Text, docName: Text, actionName: Text): Text => ({
  zh: `${statusName.zh}的${docName.zh}不能${actionName.zh}`,
  en: `The ${docName.en} is “${statusName.en}”, so it cannot be ${actionName.en}`,
});

/** What a removal answers: how many rows went. */
export const removedReply = z.number().describe('rows removed');

/** One action call of a document: `POST <api>/<key>`, checking `<code>_<key in snake case>`. */
export interface DocumentActionDef<A extends string = string> {
  /** The machine's moves the call makes (`audit`: approve or reject), checked and named from the machine. */
  moves: readonly A[];
  body: z.ZodType;
  /** The reply's data when it is not the document's move reply (plan → orders). */
  reply?: z.ZodType;
  /** What the machine does not say: a setting that changes where it lands, what follows the move. */
  note?: string;
}

/**
 * A status-machine document (a purchase plan, an order, a contract), declared once: its address and codes, its
 * machine, its numbering, its record, line and detail shapes, its save and its action calls. `documentCalls(doc)`
 * derives the calls from it as `crudCalls` does from a resource, and the server's `serveDocument` serves them.
 */
export interface DocumentDef<
  S extends number = number,
  A extends string = string,
  X extends Record<string, DocumentActionDef<A>> = Record<string, DocumentActionDef<A>>,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** The status log's entity and the server's name for it: `order`. */
  entity: string;
  /** How a refusal names one of them: 订单 / order. */
  name: Text;
  /** The screen's title: 采购订单 / Purchase orders. */
  title: Text;
  /** Under `/api`: `blade-smart/purchaseOrder`; every call is `<api>/<action>`. */
  api: string;
  /** The screen's menu code; each call checks `<code>_<action>`. */
  code: string;
  machine: Machine<S, A>;
  statusNames: Record<S, Text>;
  /** The status a new document starts in. */
  firstStatus: S;
  /** A new document's number, in `column`: the prefix, then the day and a counter (CGDD202501170001). */
  numbering: { prefix: string; column: string };
  record: z.ZodType;
  line: z.ZodType;
  detail: z.ZodType;
  /** The reply of a save and of every move (`{id, status, warnings}`). */
  moveReply: R;
  /** The BladeX save of a whole document with its lines, allowed from the machine's `edit` states. */
  submit: { body: B; note: string };
  /** Removing documents, allowed from the machine's `remove` states. */
  remove: { note: string };
  actions: X;
}

export function defineDocument<
  const S extends number,
  const A extends string,
  const X extends Record<string, DocumentActionDef<A>>,
  B extends z.ZodType,
  R extends z.ZodType,
>(doc: DocumentDef<S, A, X, B, R>): DocumentDef<S, A, X, B, R> {
  return doc;
}

/** `toOrder` → `to_order`: the button key in a permission code. */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The statuses by their English names, `To submit/Rejected`; an empty list is the status kept. */
function namesOf(doc: DocumentDef, statuses: readonly number[]): string {
  return statuses.map((s) => doc.statusNames[s]?.en ?? String(s)).join('/');
}

/** A move as the API document says it: `submitted for audit (To submit/Rejected → Awaiting audit)`. */
function moveSummary(doc: DocumentDef, move: string): string {
  const { from, to, name } = doc.machine[move]!;
  return `${name.en} (${namesOf(doc, from)} → ${to.length ? namesOf(doc, to) : 'status kept'})`;
}

const withNote = (text: string, note: string | undefined) => (note ? `${text}; ${note}` : text);

type ActionCall<D extends DocumentDef, K extends keyof D['actions']> = {
  method: 'POST';
  path: string;
  summary: string;
  permission: string;
  body: D['actions'][K]['body'];
  reply: D['actions'][K] extends { reply: z.ZodType } ? D['actions'][K]['reply'] : D['moveReply'];
};

export type DocumentCalls<D extends DocumentDef> = {
  submit: {
    method: 'POST';
    path: string;
    summary: string;
    permission: { add: string; edit: string };
    body: D['submit']['body'];
    reply: D['moveReply'];
  };
  remove: {
    method: 'POST';
    path: string;
    summary: string;
    permission: string;
    query: typeof removeQuery;
    reply: typeof removedReply;
  };
} & { [K in keyof D['actions']]: ActionCall<D, K> };

/**
 * The calls of a document, from its declaration: `submit` (add without an id, `_add`; edit with one, `_edit`),
 * `remove` (`_delete`), and one call per action, `<api>/<action>` checking `<code>_<action>`, whose summary names
 * the moves it makes from and to which statuses, as the machine says.
 */
export function documentCalls<D extends DocumentDef>(doc: D): DocumentCalls<D> {
  const title = doc.title.en;
  const calls: Record<string, unknown> = {
    submit: defineCall({
      method: 'POST',
      path: `${doc.api}/submit`,
      summary: withNote(
        `${title}: save one with its lines while ${namesOf(doc, doc.machine.edit!.from)}`,
        doc.submit.note,
      ),
      permission: { add: `${doc.code}_add`, edit: `${doc.code}_edit` },
      body: doc.submit.body,
      reply: doc.moveReply,
    }),
    remove: defineCall({
      method: 'POST',
      path: `${doc.api}/remove`,
      summary: withNote(`${title}: remove those ${namesOf(doc, doc.machine.remove!.from)}`, doc.remove.note),
      permission: `${doc.code}_delete`,
      query: removeQuery,
      reply: removedReply,
    }),
  };
  for (const [key, action] of Object.entries(doc.actions)) {
    calls[key] = defineCall({
      method: 'POST',
      path: `${doc.api}/${key}`,
      summary: withNote(`${title}: ${action.moves.map((m) => moveSummary(doc, m)).join('; ')}`, action.note),
      permission: `${doc.code}_${snake(key)}`,
      body: action.body,
      reply: action.reply ?? doc.moveReply,
    });
  }
  return calls as DocumentCalls<D>;
}

/** Calls under names of a family: `prefixed('order', calls)` names `commit` `orderCommit`. */
export type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };

export function prefixed<const P extends string, T extends Record<string, unknown>>(
  prefix: P,
  calls: T,
): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(calls).map(([key, call]) => [`${prefix}${key[0]!.toUpperCase()}${key.slice(1)}`, call]),
  ) as Prefixed<P, T>;
}
