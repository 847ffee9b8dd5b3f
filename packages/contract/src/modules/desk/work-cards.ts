import { z } from 'zod';
import { type CallDef, defineCall } from '../../kit/call.ts';
import { crudCalls } from '../../kit/crud.ts';
import type { Text } from '../../kit/text.ts';
import { flowCalls } from '../flow/flow.calls.ts';
import { messageCalls } from '../message/message.calls.ts';
import { contractCalls } from '../purchase/contract.calls.ts';
import { supplierResource } from '../purchase/master.ts';
import { orderCalls } from '../purchase/order.calls.ts';
import { orderStatus } from '../purchase/order.ts';
import { planCalls } from '../purchase/plan.calls.ts';
import { planStatus } from '../purchase/plan.ts';
import { smartPath } from '../purchase/purchase.ts';
import { noticeCalls } from './notice.calls.ts';

/**
 * 首页's "my work" (/wel/index): what the signed-in person has to do, card by card. A card's figure is one of the
 * console's own list calls, sent by the browser as the person with the card's filter, so the server scopes it
 * exactly as that list (tenant, data scope, permission): the number is the list's `total`, and clicking it opens
 * the list's page with the same filter in its address (`/smartsupply/plan?status=1`), where the list shows it as a
 * removable filter. `test/platform/work-cards.test.ts` checks, for every card and two people of different scopes,
 * that the figure is what paging through the list finds.
 *
 * Filter values may name a day relative to the caller's today (`{today}`, `{today+30}`), filled in the caller's
 * time zone when the card is read, so "lapsing within 30 days" means the same on the card and on the list.
 */
export type WorkGroup = 'tasks' | 'documents' | 'messages' | 'lapsing';

export interface WorkCard {
  key: string;
  group: WorkGroup;
  title: Text;
  /** One line under the figure: what the number counts. */
  hint: Text;
  /** Shown only to whoever holds this code (a menu or button code), as the list's own screen is. */
  code: string;
  /** The list call the figure comes from. */
  call: CallDef;
  /**
   * Its paging parameters' names: BladeX's `current`/`size` in the query, or the grids' `pageNum`/`pageSize` body;
   * none for a call that only counts.
   */
  paging?: 'current' | 'pageNum';
  /** The card's filter: the call's parameters, and the list page's address query. */
  filter: Readonly<Record<string, string>>;
  /** The list's page (a menu path); the filter travels in its address. */
  page?: string;
  /** Instead of a page: the top bar's reader of the inbox it counts. */
  opens?: 'messages' | 'notices';
  /**
   * Where the figure is in the reply when it is not the page's `total`: the notices' `unread`, the inbox's unread
   * `message` count. The list it stands for is then the unread rows of that inbox.
   */
  figure?: 'unread' | 'message';
  /** With `figure`: the inbox list whose unread rows the figure counts (paged as `current`/`size`). */
  unreadIn?: { call: CallDef; filter: Readonly<Record<string, string>> };
  /** The first rows the card lists under its figure (tasks: which process, since when). */
  rows?: { title: string; sub: string; time: string };
}

const plans = `${smartPath}/plan`;
const supplierList = crudCalls(supplierResource).list;
const supplierCode = String(supplierList.permission);
const orders = `${smartPath}/order`;

export const workCards: readonly WorkCard[] = [
  {
    key: 'todo',
    group: 'tasks',
    title: { zh: '待办事务', en: 'To do' },
    hint: { zh: '分配给我的流程任务', en: 'Workflow tasks assigned to me' },
    code: 'work_todo',
    call: flowCalls.todoList,
    paging: 'current',
    filter: {},
    page: '/work/todo',
    rows: { title: 'processDefinitionName', sub: 'taskName', time: 'createTime' },
  },
  {
    key: 'claim',
    group: 'tasks',
    title: { zh: '待签事务', en: 'To claim' },
    hint: { zh: '我可以签收的任务', en: 'Tasks I may claim' },
    code: 'work_claim',
    call: flowCalls.claimList,
    paging: 'current',
    filter: {},
    page: '/work/claim',
    rows: { title: 'processDefinitionName', sub: 'taskName', time: 'createTime' },
  },
  {
    key: 'planAudit',
    group: 'documents',
    title: { zh: '待审核的采购计划', en: 'Plans to audit' },
    hint: { zh: '已提交、等待审核', en: 'Submitted, awaiting audit' },
    code: 'purchase_plan_audit',
    call: planCalls.planList,
    paging: 'current',
    filter: { status: String(planStatus.submitted) },
    page: plans,
  },
  {
    key: 'planRejected',
    group: 'documents',
    title: { zh: '被驳回的采购计划', en: 'Rejected plans' },
    hint: { zh: '修改后重新提交', en: 'To fix and submit again' },
    code: 'purchase_plan_edit',
    call: planCalls.planList,
    paging: 'current',
    filter: { status: String(planStatus.rejected) },
    page: plans,
  },
  {
    key: 'orderAudit',
    group: 'documents',
    title: { zh: '待审核的采购订单', en: 'Orders to audit' },
    hint: { zh: '已提交、等待审核', en: 'Submitted, awaiting audit' },
    code: 'purchase_order_audit',
    call: orderCalls.orderQueryByPage,
    paging: 'pageNum',
    filter: { status: String(orderStatus.submitted) },
    page: orders,
  },
  {
    key: 'orderReceive',
    group: 'documents',
    title: { zh: '待收货的采购订单', en: 'Orders to receive' },
    hint: { zh: '已下发、尚未收货', en: 'Sent, nothing received yet' },
    code: 'purchase_order_receive',
    call: orderCalls.orderQueryByPage,
    paging: 'pageNum',
    filter: { status: String(orderStatus.awaitingReceipt) },
    page: orders,
  },
  {
    key: 'orderPartReceived',
    group: 'documents',
    title: { zh: '部分收货的采购订单', en: 'Orders partly received' },
    hint: { zh: '还有未收的数量', en: 'Quantities still to receive' },
    code: 'purchase_order_receive',
    call: orderCalls.orderQueryByPage,
    paging: 'pageNum',
    filter: { status: String(orderStatus.partReceived) },
    page: orders,
  },
  {
    key: 'messages',
    group: 'messages',
    title: { zh: '未读消息', en: 'Unread messages' },
    hint: { zh: '站内信', en: 'In-app messages' },
    code: 'authenticated',
    call: messageCalls.unread,
    filter: {},
    opens: 'messages',
    figure: 'message',
    unreadIn: { call: messageCalls.inbox, filter: { kind: 'message' } },
  },
  {
    key: 'notices',
    group: 'messages',
    title: { zh: '未读公告', en: 'Unread notices' },
    hint: { zh: '已发布、我还没读', en: 'Released, not read by me' },
    code: 'authenticated',
    call: noticeCalls.inbox,
    paging: 'current',
    filter: {},
    opens: 'notices',
    figure: 'unread',
    unreadIn: { call: noticeCalls.inbox, filter: {} },
  },
  {
    key: 'contractLapsing',
    group: 'lapsing',
    title: { zh: '30 天内到期的合同', en: 'Contracts ending within 30 days' },
    hint: { zh: '履行中、有效期将止', en: 'In force, validity ending' },
    code: 'purchase_contract',
    call: contractCalls.contractQuery,
    paging: 'pageNum',
    filter: { expiringWithinDays: '30' },
    page: `${smartPath}/contract`,
  },
  {
    key: 'licenceLapsing',
    group: 'lapsing',
    title: { zh: '30 天内到期的供应商许可证', en: 'Supplier licences ending within 30 days' },
    hint: { zh: '许可证有效期至', en: 'Licence valid until' },
    code: supplierCode,
    call: supplierList,
    paging: 'current',
    filter: { licenseExpiry_datege: '{today}', licenseExpiry_datele: '{today+30}' },
    page: supplierResource.page,
  },
  {
    key: 'agreementLapsing',
    group: 'lapsing',
    title: { zh: '30 天内到期的质量保证协议', en: 'Quality agreements ending within 30 days' },
    hint: { zh: '供应商的质量保证协议', en: 'Suppliers’ quality agreements' },
    code: supplierCode,
    call: supplierList,
    paging: 'current',
    filter: { qualityAgreementExpiry_datege: '{today}', qualityAgreementExpiry_datele: '{today+30}' },
    page: supplierResource.page,
  },
  {
    key: 'repLapsing',
    group: 'lapsing',
    title: { zh: '30 天内到期的销售人员授权', en: 'Rep authorisations ending within 30 days' },
    hint: { zh: '供应商销售人员的授权委托书', en: 'Suppliers’ sales-rep authorisations' },
    code: supplierCode,
    call: supplierList,
    paging: 'current',
    filter: { salesRepAuthExpiry_datege: '{today}', salesRepAuthExpiry_datele: '{today+30}' },
    page: supplierResource.page,
  },
];

export const workGroupTitles: Record<WorkGroup, Text> = {
  tasks: { zh: '我的任务', en: 'My tasks' },
  documents: { zh: '等我处理的单据', en: 'Documents waiting for me' },
  messages: { zh: '消息与公告', en: 'Messages and notices' },
  lapsing: { zh: '即将到期', en: 'Lapsing soon' },
};

/** `{today}` and `{today+N}` in a filter value, as the caller's calendar day `yyyy-MM-dd`. */
export function filledFilter(filter: Readonly<Record<string, string>>, today: string): Record<string, string> {
  const day = (offset: number) => {
    const at = new Date(`${today}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + offset);
    return at.toISOString().slice(0, 10);
  };
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [
      key,
      value.replace(/\{today(?:\+(\d{1,3}))?\}/g, (_, n?: string) => day(Number(n ?? 0))),
    ]),
  );
}

/** A card's call arguments for one page of its list: a GET's query (strings), a POST's body. */
export function workCardArgs(
  card: WorkCard,
  filter: Record<string, string>,
  current: number,
  size: number,
): { query?: Record<string, string>; body?: Record<string, unknown> } {
  if (card.call.method === 'GET') {
    const paging: Record<string, string> = card.paging ? { current: String(current), size: String(size) } : {};
    return { query: { ...filter, ...paging } };
  }
  const paging = card.paging === 'pageNum' ? { pageNum: current, pageSize: size } : {};
  return { body: { ...filter, ...paging } };
}

/** The figure of a card from its call's reply: the page's total, or the count the card names. */
export function workFigureOf(card: WorkCard, reply: unknown): number {
  const page = reply as { total?: number; unread?: number } | null;
  if (card.figure === 'unread') return page?.unread ?? 0;
  if (card.figure === 'message') return (reply as { message?: number } | null)?.message ?? 0;
  return page?.total ?? 0;
}

/** One card as 首页 reads it: its figure (null when its list could not be read now) and its first rows. */
export const workCardReply = z.object({
  key: z.string(),
  figure: z.number().nullable(),
  rows: z.array(z.object({ title: z.string(), sub: z.string(), time: z.string() })),
});
export type WorkCardReply = z.infer<typeof workCardReply>;

export const workCalls = {
  myWork: defineCall({
    method: 'GET',
    path: 'blade-desk/dashboard/my-work',
    title: { zh: '首页·我的工作', en: 'Home · My work' },
    summary:
      "首页's cards the caller may see, each figure read from its list call sent as the caller (the list's own scoping)",
    permission: 'authenticated',
    reply: z.object({
      /** The caller's calendar day the filters were filled with (`{today}`). */
      today: z.string(),
      cards: z.array(workCardReply),
    }),
  }),
};
