import { userIdOfTaskUser } from '@pharma/contract';
import { sendJob } from '../../../platform/jobs/jobs.ts';
import type { SendingCtx } from '../../../platform/messages.ts';
import type { Registry } from '../../../platform/registry.ts';
import { flowTemplates } from '../message-templates.ts';
import type { StepEffects } from './steps.ts';

/** The queue that wakes an instance when its next timer is due. */
export const timerQueue = 'flow.timer';

/** Who acts after a step: the caller of the request, or the job acting for the instance's tenant. */
export type AfterCtx = SendingCtx & {
  registry: Registry;
  account: string;
  /** Where a message that could not be sent is noted (a request's log); a job has none. */
  warn?: (detail: object, message: string) => void;
};

/**
 * What a step leaves for after its commit: a timer's wake-up queued, and its in-app messages (a task given, the
 * process ended, a 发送消息 task). A message that fails (its template removed in the tenant) is logged, never undoes
 * the step.
 */
export async function afterStep(ctx: AfterCtx, effects: StepEffects): Promise<void> {
  if (effects.nextTimerAt) {
    const seconds = Math.max(1, Math.ceil((effects.nextTimerAt.getTime() - Date.now()) / 1000));
    await sendJob(
      { ...ctx, tenantId: effects.tenantId },
      timerQueue,
      { instanceId: effects.instanceId },
      { startAfter: seconds, singletonKey: `${effects.instanceId}:${effects.nextTimerAt.getTime()}` },
    );
  }
  const messages = ctx.registry.messages;
  if (!messages) return;
  const sending = { ...ctx, tenantId: effects.tenantId };
  const send = async (templateCode: string, params: Record<string, string>, receivers: string[]) => {
    if (receivers.length === 0) return;
    try {
      await messages.sendTemplate(sending, { templateCode, params, receivers });
    } catch (error) {
      ctx.warn?.({ err: error, templateCode, instanceId: effects.instanceId }, 'workflow message not sent');
    }
  };
  for (const task of effects.assigned) {
    const template = task.claim ? flowTemplates.claim : flowTemplates.todo;
    await send(template.code, { processName: effects.processName, taskName: task.taskName }, task.userIds);
  }
  if (effects.ended)
    await send(flowTemplates.ended.code, { processName: effects.processName }, [effects.ended.startUserId]);
  for (const message of effects.messages) {
    await send(message.templateCode, message.params, message.receivers.map(userIdOfTaskUser));
  }
}
