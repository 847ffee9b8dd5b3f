import type { Ctx } from '../../../platform/context.ts';
import type { Registry } from '../../../platform/registry.ts';

/** A task of a business process being completed, as the business that owns its business key is told of it. */
export interface TaskCompletion {
  /** The business key's two halves: `sc_purchase_plan:1234` → sc_purchase_plan, 1234. */
  businessTable: string;
  businessId: string;
  instanceId: string;
  definitionKey: string;
  taskId: string;
  taskDefKey: string;
  taskName: string;
  /** The verdict complete-task worked out (flag ok, or the comment 同意). */
  pass: boolean;
  /** The comment as the task keeps it (同意 when none was given). */
  comment: string;
  /** The comment as given, trimmed; '' when none was. */
  givenComment: string;
  /** Whether `flag` was ok (an explicit approval, not one read from the comment). */
  flagged: boolean;
}

/** Work for after the step's commit, given the caller (its `db` no longer the transaction). */
export type AfterCommit = (ctx: Ctx) => Promise<void>;

/**
 * What a business form built on a process (a purchase plan's audit) hears of its instances' tasks, in the step's
 * transaction (`ctx.db` is it): `check` before the engine moves (throwing refuses the completion), `completed` after
 * (throwing undoes the whole step). `completed` may hand back work for after the commit (a notice to queue), which
 * must not throw: the step stands. Registered by the owning module against the app's registry (when the app is
 * built), so the flow module never imports it.
 */
export interface FlowBusiness {
  /** The business key's table this business owns. */
  table: string;
  /** The route segment of its pages (`/work/process/<route>/handle/…`), whatever the definition's category says. */
  route?: string;
  check?(ctx: Ctx, task: TaskCompletion): Promise<void>;
  completed?(ctx: Ctx, task: TaskCompletion & { ended: boolean }): Promise<AfterCommit | undefined>;
}

/** The businesses of each app, by its registry (app-scoped: a test app holds those its modules registered). */
const byApp = new WeakMap<Registry, Map<string, FlowBusiness>>();

/** Registers a business (from the owning module's routes, when the app is built). */
export function registerFlowBusiness(registry: Registry, business: FlowBusiness): void {
  const known = byApp.get(registry) ?? new Map<string, FlowBusiness>();
  known.set(business.table, business);
  byApp.set(registry, known);
}

/** `blade_process_leave:1234` → its table and id. */
export function businessOfKey(key: string): { businessTable: string; businessId: string } {
  const at = key.lastIndexOf(':');
  return at < 0
    ? { businessTable: '', businessId: key }
    : { businessTable: key.slice(0, at), businessId: key.slice(at + 1) };
}

/** The business registered for a business table, if any (a registry-less caller, a seed, has none). */
export function flowBusinessOf(registry: Registry | undefined, businessTable: string): FlowBusiness | undefined {
  if (!registry || !businessTable) return undefined;
  return byApp.get(registry)?.get(businessTable);
}
