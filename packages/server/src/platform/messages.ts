import type { SendReply, TemplateSend } from '@pharma/contract';
import type { Ctx } from './context.ts';

/**
 * The message centre as other modules reach it (workflow's tasks, the download centre's finished exports): a
 * template sent to users of the caller's tenant, accepted at once; a small send's in-app messages are delivered in the
 * same transaction, the rest by the queue. The message module
 * sets it on the registry; without that module nothing is sent.
 */
/** Who sends, as far as sending needs to know: a request's caller, or a job acting for one (a workflow timer). */
export type SendingCtx = Pick<Ctx, 'db' | 'tenantId' | 'userId' | 'lang' | 'timeZone'>;

export interface MessageSender {
  sendTemplate(ctx: SendingCtx, input: TemplateSend): Promise<SendReply>;
  /** The queue's work (message.deliver and message.sweep), in the process that runs the job. */
  deliver(ids: readonly string[]): Promise<void>;
  sweep(): Promise<void>;
}
