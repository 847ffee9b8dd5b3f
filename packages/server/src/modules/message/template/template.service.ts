import { messageMessages, templateInfoDetailResource, templateInfoResource } from '@pharma/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { templateDetailTable as detail, templateTable as template } from './template.table.ts';
import { assertDeclared, declaredVars } from './template-vars.ts';

/** Review states (msg_audit_status). */
export const auditStatus = { draft: 0, awaiting: 1, approved: 2, rejected: 3 } as const;
/** Verification codes skip review (docs/domain.md §4.4): a code that waits for a reviewer is useless. */
const verifyCode = 30;

/** What review a template's content change leads to: straight back to approved for a verification code. */
const reviewAfterChange = (msgType: unknown) =>
  Number(msgType) === verifyCode ? auditStatus.approved : auditStatus.awaiting;

async function templateOf(ctx: Ctx, id: string) {
  const [found] = await ctx.db
    .select()
    .from(template)
    .where(and(eq(template.id, id), scoped(ctx, template, { dataScope: false })));
  if (!found) throw notFound();
  return found as Row;
}

async function contentsOf(ctx: Ctx, templateId: string) {
  return (await ctx.db
    .select()
    .from(detail)
    .where(and(eq(detail.templateId, templateId), scoped(ctx, detail, { dataScope: false })))) as Row[];
}

/**
 * 消息模板: the generic CRUD, with its declared variables checked (JSON of names; the contents use no other), and
 * review moved only by the audit call and by content changes: a new template is a draft (a verification code is
 * approved at once), and its code never changes (records name it).
 */
export const templateService: CrudService = crudService(templateInfoResource, {
  async beforeWrite(ctx, values, existing) {
    delete values.auditStatus;
    delete values.auditOpinion;
    if (values.params !== undefined) {
      const declared = declaredVars(values.params);
      values.params = declared.length > 0 ? JSON.stringify(declared) : '';
      // Narrowing the variables may leave a content using one no longer declared.
      if (existing)
        for (const content of await contentsOf(ctx, String(existing.id)))
          assertDeclared(declared, content.title as string, content.content as string, content.jumpUrl as string);
    }
    if (!existing) {
      values.auditStatus = Number(values.msgType) === verifyCode ? auditStatus.approved : auditStatus.draft;
      return;
    }
    delete values.templateCode;
    if (values.msgType !== undefined && Number(values.msgType) !== Number(existing.msgType))
      values.auditStatus = reviewAfterChange(values.msgType);
  },
  async beforeRemove(ctx, ids) {
    await ctx.db
      .update(detail)
      .set({ isDeleted: 1 })
      .where(and(inArray(detail.templateId, ids), scoped(ctx, detail, { dataScope: false })));
  },
});

/** 审核: approve, or reject with an opinion, a template awaiting review. */
export async function reviewTemplate(ctx: Ctx, id: string, pass: boolean, opinion: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const found = await templateOf(txCtx, id);
    if (Number(found.auditStatus) !== auditStatus.awaiting) throw badRequest(messageMessages.notAwaitingReview);
    if (!pass && opinion.trim() === '') throw badRequest(messageMessages.rejectNeedsOpinion);
    await tx
      .update(template)
      .set({
        auditStatus: pass ? auditStatus.approved : auditStatus.rejected,
        auditOpinion: opinion,
        updateUser: ctx.userId,
        updateTime: new Date(),
      })
      .where(eq(template.id, id));
  });
}

/** SMS billing (docs/domain.md §4.4): 70 characters with the 【signature】 are one message; longer ones go in 67s. */
export function smsSegments(chars: number): number {
  return chars <= 70 ? 1 : Math.ceil(chars / 67);
}

async function checkContent(ctx: Ctx, values: Row, existing: Row | undefined): Promise<Row> {
  const templateId = String(existing?.templateId ?? values.templateId ?? '');
  const owner = await templateOf(ctx, templateId);
  const channelType = String(existing?.channelType ?? values.channelType ?? '');
  const twins = await ctx.db
    .select({ id: detail.id })
    .from(detail)
    .where(
      and(
        eq(detail.templateId, templateId),
        eq(detail.channelType, channelType),
        existing ? ne(detail.id, existing.id as string) : undefined,
        scoped(ctx, detail, { dataScope: false }),
      ),
    )
    .limit(1);
  if (twins.length > 0) throw badRequest(messageMessages.contentTaken, { type: channelType });
  const merged = { ...existing, ...values };
  assertDeclared(
    declaredVars(owner.params),
    merged.title as string,
    merged.content as string,
    merged.jumpUrl as string,
  );
  return owner;
}

/** The fields whose change sends an approved template back to review. */
const reviewed = ['title', 'content', 'contentFormat', 'providerTemplateId', 'jumpUrl', 'channelType'] as const;

/**
 * 模板内容: one content per channel type of a template, using only its declared variables; adding, changing or
 * removing one sends the template back to review (a reviewer approved the words, not the template's name).
 */
export const templateDetailService: CrudService = crudService(templateInfoDetailResource, {
  async beforeWrite(ctx, values, existing) {
    if (existing) {
      delete values.templateId;
      delete values.channelType;
    }
    const owner = await checkContent(ctx, values, existing);
    const changed = !existing || reviewed.some((k) => values[k] !== undefined && values[k] !== existing[k]);
    if (changed) await markForReview(ctx, owner);
  },
  async beforeRemove(ctx, ids) {
    const owners = await ctx.db
      .selectDistinct({ id: detail.templateId })
      .from(detail)
      .where(and(inArray(detail.id, ids), scoped(ctx, detail, { dataScope: false })));
    for (const owner of owners) await markForReview(ctx, await templateOf(ctx, String(owner.id)));
  },
});

async function markForReview(ctx: Ctx, owner: Row) {
  const next = reviewAfterChange(owner.msgType);
  if (Number(owner.auditStatus) === next) return;
  await ctx.db
    .update(template)
    .set({ auditStatus: next, auditOpinion: '' })
    .where(eq(template.id, owner.id as string));
}
