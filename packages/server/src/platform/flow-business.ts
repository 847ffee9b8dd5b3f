import type { Ctx } from './context.ts';

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
 * must not throw: the step stands. Contributed by the owning module's manifest (`flowBusinesses`) to the app's
 * registry, so the flow module never imports it.
 */
export interface FlowBusiness {
  /** The business key's table this business owns. */
  table: string;
  /** The route segment of its pages (`/work/process/<route>/handle/…`), whatever the definition's category says. */
  route?: string;
  check?(ctx: Ctx, task: TaskCompletion): Promise<void>;
  completed?(ctx: Ctx, task: TaskCompletion & { ended: boolean }): Promise<AfterCommit | undefined>;
}
