import { readFileSync } from 'node:fs';
import { categoryPrefix, planFlow, planStatus, planMessages as pm, taskUserOf } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import {
  afterStep,
  ensureCommonDefinition,
  type FlowBusiness,
  runningInstanceIds,
  type StepEffects,
  startBusinessProcess,
  type TaskCompletion,
} from '../../flow/public.ts';
import { holdersOf, noticeCodes } from '../remind/notice-receivers.ts';
import { afterPlanMove } from '../remind/plan-notice.ts';
import { lockDoc, moveDoc, reach } from '../shared/docs.ts';
import { purchasePlanTable } from './plan.table.ts';

/**
 * 计划审核走流程 (the shipper's planAuditByFlow, with planNeedAudit): a committed plan is audited by the 采购计划审批
 * process rather than by `audit`. The commit starts it (business key `sc_purchase_plan:<id>`) in its own
 * transaction; the audit task is offered to whoever may audit plans; completing it moves the plan as an audit would
 * (same status log, audit user, time and opinion), in the task's transaction, once the process ends: 同意 → 已审核,
 * 驳回 (an opinion required) → 已驳回. Both end the process; a rejected plan committed again starts a new one.
 */

type PlanRow = typeof purchasePlanTable.$inferSelect;

/** The process as shipped: start → 采购主管审核 (candidate users ${planAuditors}) → 同意 / 驳回 → end. */
export const planFlowXml = readFileSync(new URL('./plan-flow.bpmn20.xml', import.meta.url), 'utf8');

/** At every start: the common 采购计划审批 definition (category 采购审批), unless one is deployed already. */
export const ensurePlanFlowDefinition = (db: Db) =>
  ensureCommonDefinition(db, {
    key: planFlow.key,
    name: '采购计划审批',
    description: '采购计划提交后由有计划审核权限的人签收审核, 同意则已审核, 驳回则已驳回',
    category: `${categoryPrefix}3`,
    resourceName: 'PurchasePlan.bpmn20.xml',
    xml: planFlowXml,
  });

/**
 * In the commit's transaction, the plan now 待审核: starts its process and keeps the instance on the plan. The task
 * goes to those whose roles may audit plans (the tenant's administrators when nobody may), the committer left out
 * when anyone else may. Returns the step's effects (the task's messages) for after the commit.
 */
export async function startPlanFlow(c: Ctx, row: PlanRow): Promise<StepEffects> {
  const auditors = await holdersOf(c.db, c.tenantId, noticeCodes.planAudit);
  const others = auditors.filter((id) => id !== c.userId);
  const { instanceId, effects } = await startBusinessProcess(c, {
    key: planFlow.key,
    businessTable: planFlow.businessTable,
    businessId: row.id,
    variables: {
      planNo: row.planNo,
      shipperName: row.shipperName ?? '',
      totalAmount: row.totalAmount,
      planAuditors: (others.length > 0 ? others : auditors).map(taskUserOf),
    },
  });
  await c.db
    .update(purchasePlanTable)
    .set({ processInstanceId: instanceId })
    .where(and(eq(purchasePlanTable.id, row.id), scoped(c, purchasePlanTable, reach)));
  return effects;
}

/** After the commit: the process's task messages (待签 to its candidates). Nothing to do without a process. */
export async function afterPlanFlowStart(ctx: Ctx, effects: StepEffects | undefined): Promise<void> {
  if (effects) await afterStep(ctx, effects);
}

/** The plans (of these rows) waiting on a running process: `audit` is refused for them, their task decides. */
export async function plansInFlow(ctx: Ctx, rows: readonly PlanRow[]): Promise<Set<string>> {
  const waiting = rows.filter((r) => r.status === planStatus.submitted && r.processInstanceId);
  if (waiting.length === 0) return new Set();
  const running = await runningInstanceIds(
    ctx,
    waiting.map((r) => r.processInstanceId!),
  );
  return new Set(waiting.filter((r) => running.has(r.processInstanceId!)).map((r) => r.id));
}

/**
 * `audit` of a plan in a running process is refused: the task is the only way. (A plan whose process was removed
 * in 流程跟踪 is audited directly again, so no plan is left stuck.)
 */
export async function refuseWhileInFlow(c: Ctx, row: PlanRow): Promise<void> {
  if ((await plansInFlow(c, [row])).has(row.id)) throw badRequest(pm.auditInFlow);
}

/** A 驳回 (no flag ok) needs an opinion, as `audit` does; BladeX would otherwise read no comment as 同意. */
function checkCompletion(_ctx: Ctx, task: TaskCompletion): Promise<void> {
  if (!task.flagged && !task.givenComment) return Promise.reject(badRequest(pm.opinionRequired));
  return Promise.resolve();
}

/**
 * The task's process has ended: the plan waiting on this instance is approved or rejected by the one who completed
 * it, with their comment as the opinion, in the step's transaction (the task and the plan commit together). A plan
 * no longer waiting on it (it moved meanwhile) is left alone. Its notice (a rejection tells its maker) follows the
 * commit.
 */
async function planTaskCompleted(ctx: Ctx, task: TaskCompletion & { ended: boolean }) {
  if (!task.ended) return undefined;
  const row = await lockDoc(ctx, purchasePlanTable, task.businessId, pm.planNotFound);
  if (row.status !== planStatus.submitted || row.processInstanceId !== task.instanceId) return undefined;
  const to = task.pass ? planStatus.approved : planStatus.rejected;
  const opinion = task.givenComment || (task.pass ? task.comment : null);
  await moveDoc(ctx, purchasePlanTable, 'plan', {
    id: row.id,
    from: row.status,
    to,
    action: task.pass ? 'approve' : 'reject',
    reason: opinion,
    set: {
      auditUserId: ctx.userId || null,
      auditUserName: ctx.realName || null,
      auditTime: new Date(),
      auditOpinion: opinion,
    },
  });
  return (after: Ctx) => afterPlanMove(after, { id: row.id, status: to });
}

/** The plan's part in the workflow, contributed by the purchase manifest's `flowBusinesses`. */
export const planFlowBusiness: FlowBusiness = {
  table: planFlow.businessTable,
  route: planFlow.route,
  check: checkCompletion,
  completed: planTaskCompleted,
};
