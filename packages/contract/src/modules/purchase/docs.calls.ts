import { contractCalls } from './contract.calls.ts';
import { orderCalls } from './order.calls.ts';
import { planCalls } from './plan.calls.ts';

export * from './contract.calls.ts';
export * from './contract.ts';
export * from './order.calls.ts';
export * from './order.ts';
export * from './plan.calls.ts';
export * from './plan.ts';

/**
 * 智能采购's documents (docs/domain.md §2.6–§2.9): plans, orders, contracts and their lines. Each is declared once
 * with `defineDocument` (plan.calls.ts, order.calls.ts, contract.calls.ts): saves (`submit`) are BladeX saves of a
 * whole document with its lines, allowed only while it is editable; each status move is its own call, derived from
 * the machine in plan.ts / order.ts / contract.ts, checked against it and recorded in the status log. Every move and
 * save answers `{id, status, warnings}`; refusals name the current status and the action (「已审核的计划不能删除」).
 */
export const purchaseDocsCalls = { ...planCalls, ...orderCalls, ...contractCalls };
