import type { SendingCtx } from '../../../platform/messages.ts';
import type { Registry } from '../../../platform/registry.ts';
import { ensureModuleTemplates, type ModuleTemplate } from '../../message/public.ts';

/** Who sends a purchasing notice: a job acting for one tenant (no request, no caller to answer). */
export type NoticeCtx = SendingCtx & { registry: Registry };

/**
 * Sends one of purchasing's templates to users of the tenant. The template is made first if the tenant lacks it (a
 * tenant made before purchasing sent messages); a reworded one stands. Throws when the message centre refuses, so
 * the caller can say so; without the message module it sends nothing.
 */
export async function sendNotice(
  ctx: NoticeCtx,
  template: ModuleTemplate,
  params: Record<string, string>,
  receivers: readonly string[],
): Promise<boolean> {
  const messages = ctx.registry.messages;
  if (!messages || receivers.length === 0) return false;
  try {
    // In one transaction, so another process never finds the template without its content.
    await ctx.db.transaction((tx) => ensureModuleTemplates(tx, ctx.tenantId, [template]));
  } catch {
    // Another process made it at the same moment (the code is unique per tenant): the send below finds theirs.
  }
  await messages.sendTemplate(ctx, { templateCode: template.code, params, receivers: [...receivers] });
  return true;
}
