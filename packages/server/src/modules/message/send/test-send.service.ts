import { recordStatus } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { recordLogTable, recordTable } from '../record/record.table.ts';
import { templateTable } from '../template/template.table.ts';
import { acceptTemplateSend } from './accept.ts';
import type { messageSender } from './sender.ts';

/**
 * 测试发送: a template, approved or not, to one receiver, delivered in this request (the one sending it waits for the
 * outcome), answered with each channel's attempt.
 */
export async function testSend(
  ctx: Ctx,
  sender: ReturnType<typeof messageSender>,
  input: { id: string; receiver: string; params: Record<string, string> },
) {
  const [found] = await ctx.db
    .select({ code: templateTable.templateCode })
    .from(templateTable)
    .where(and(eq(templateTable.id, input.id), scoped(ctx, templateTable, { dataScope: false })));
  if (!found) throw notFound();
  const accepted = await ctx.db.transaction((tx) =>
    acceptTemplateSend(sender.senderOf(ctx, tx), {
      templateCode: String(found.code),
      params: input.params,
      receivers: [input.receiver],
      test: true,
    }),
  );
  if (accepted.reply.rejected.length > 0) {
    // Already in the caller's language.
    const reason = accepted.reply.rejected[0]!.reason;
    throw badRequest({ zh: reason, en: reason });
  }
  await sender.deliver(accepted.due);
  const msgId = accepted.reply.items[0]!.msgId;
  const [row] = await ctx.db.select().from(recordTable).where(eq(recordTable.msgId, msgId));
  const attempts = await ctx.db
    .select()
    .from(recordLogTable)
    .where(eq(recordLogTable.recordId, String(row!.id)))
    .orderBy(recordLogTable.attemptNo);
  return {
    msgId,
    status: Number(row?.status ?? recordStatus.pending),
    errorMsg: String(row?.errorMsg ?? ''),
    attempts: attempts.map((a) => ({
      channelType: String(a.channelType ?? ''),
      result: Number(a.result),
      responseCode: String(a.responseCode ?? ''),
      responseMsg: String(a.responseMsg ?? ''),
    })),
  };
}
