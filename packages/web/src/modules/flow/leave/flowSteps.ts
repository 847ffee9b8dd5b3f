import type { BladeFlow } from '@pharma/contract';

/** Rows that are not steps someone or something went through: the flows taken, the people a task was offered to. */
const notSteps = new Set(['sequenceFlow', 'candidate']);

/** The history as the timeline tells it: the steps, in the order the server sent them (oldest first). */
export const stepsOf = (flow: readonly BladeFlow[]) =>
  flow.filter((row) => !notSteps.has(row.historyActivityType ?? '') && (row.historyActivityName || row.assigneeName));

/** The step running now: the task being handled (by its id), else the one step without an end time. */
export function currentStep(flow: readonly BladeFlow[], taskId?: string): BladeFlow | undefined {
  const steps = stepsOf(flow);
  return (
    (taskId ? steps.find((row) => row.taskId === taskId && !row.endTime) : undefined) ??
    steps.find(
      (row) => !row.endTime && row.historyActivityType !== 'startEvent' && row.historyActivityType !== 'endEvent',
    )
  );
}

/**
 * 调整申请: the applicant's own task after a rejection (§A.3's leave definition), where the choice is 重新申请 or
 * 关闭申请 rather than 同意 or 驳回. Known by its name, or by an id such as modifyApply / adjustApply.
 */
export function isAdjustStep(step: BladeFlow | undefined): boolean {
  if (!step) return false;
  if (step.historyActivityName === '调整申请' || step.taskName === '调整申请') return true;
  return /adjust|modify/i.test(step.taskDefinitionKey ?? step.historyActivityId ?? '');
}
