import {
  auditStatus,
  type ContractAction,
  type ContractSubmitBody,
  contractMessages as cm,
  contractDocName,
  contractMachine,
  contractStatus,
  contractStatusNames,
  planMessages as pm,
} from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { purchaseSettingOf } from '../setting/setting.read.ts';
import { dayIn } from '../shared/days.ts';
import { type LineEditedDoc, removeDocLines, saveDocLine } from '../shared/doc-lines.ts';
import { checkMove, inTenant, lockDoc, logMove, type Moved, moveDoc, reach, say, shipperOf } from '../shared/docs.ts';
import { type ContractRow, linesOfContract, type NewContract, writeContract } from './contract.create.ts';
import { contractDetailTable as d, purchaseContractTable as h } from './contract.table.ts';

const check = (row: ContractRow, action: ContractAction) =>
  checkMove(contractMachine, contractDocName, contractStatusNames, row.status, action);

async function locked(ctx: Ctx, id: string): Promise<{ c: Ctx; row: ContractRow }> {
  const row = await lockDoc(ctx, h, id, cm.contractNotFound);
  return { c: inTenant(ctx, row.tenantId), row };
}

/** `purchaseContract/submit`: a new contract (未签), or an unsigned one replaced with its lines. */
export async function saveContract(ctx: Ctx, body: ContractSubmitBody): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    let c: Ctx = { ...ctx, db: tx };
    let existing: ContractRow | undefined;
    if (body.id) {
      const got = await locked(c, body.id);
      check(got.row, 'edit');
      c = got.c;
      existing = got.row;
      if (existing.shipperId !== body.shipperId) throw badRequest(pm.shipperMissing);
    } else c = inTenant(c, (await shipperOf(c, body.shipperId)).tenantId);
    const { id: _, ...rest } = body;
    return writeContract(c, { ...rest, sourceOrderId: existing?.sourceOrderId ?? null } as NewContract, existing);
  });
}

/** `purchaseContract/remove`: unsigned contracts only, with their lines. */
export async function removeContracts(ctx: Ctx, ids: string[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const { c, row } = await locked({ ...ctx, db: tx }, id);
      check(row, 'remove');
      await tx
        .update(h)
        .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: new Date() })
        .where(and(eq(h.id, id), eq(h.status, row.status), scoped(c, h, reach)));
      await tx
        .update(d)
        .set({ isDeleted: 1 })
        .where(and(eq(d.contractId, id), scoped(c, d, reach)));
      await logMove(c, 'contract', id, row.status, row.status, 'remove');
    }
    return ids.length;
  });
}

/** `audit`: an unsigned contract's audit passes (2) or is rejected (3, opinion required); the status stays 未签. */
export async function auditContract(
  ctx: Ctx,
  body: { id: string; pass: boolean; opinion?: string | null | undefined },
) {
  return ctx.db.transaction(async (tx): Promise<Moved> => {
    const { c, row } = await locked({ ...ctx, db: tx }, body.id);
    check(row, 'audit');
    if (row.auditStatus === auditStatus.passed) throw badRequest(cm.alreadyPassed);
    if (!body.pass && !body.opinion?.trim()) throw badRequest(pm.opinionRequired);
    await moveDoc(c, h, 'contract', {
      id: row.id,
      from: row.status,
      to: row.status,
      action: body.pass ? 'approve' : 'reject',
      reason: body.opinion ?? null,
      set: {
        auditStatus: body.pass ? auditStatus.passed : auditStatus.rejected,
        auditUserId: ctx.userId || null,
        auditUserName: ctx.realName || null,
        auditTime: new Date(),
        auditOpinion: body.opinion ?? null,
      },
    });
    return { id: row.id, status: row.status, warnings: [] };
  });
}

/** `sign`: 1 → 2; the date within the validity (rule 12), the audit passed when contractNeedAudit. */
export async function signContract(
  ctx: Ctx,
  body: { id: string; signDate: string; signAddress?: string | null; supplierSignerName?: string | null },
) {
  return ctx.db.transaction(async (tx): Promise<Moved> => {
    const { c, row } = await locked({ ...ctx, db: tx }, body.id);
    check(row, 'sign');
    if (body.signDate < row.validFrom || body.signDate > row.validTo)
      throw badRequest(say(cm.signDateOutside, { from: row.validFrom, to: row.validTo }));
    const setting = await purchaseSettingOf(c, row.shipperId);
    if (setting.contractNeedAudit && row.auditStatus !== auditStatus.passed) throw badRequest(cm.auditNotPassed);
    await moveDoc(c, h, 'contract', {
      id: row.id,
      from: row.status,
      to: contractStatus.signed,
      action: 'sign',
      set: {
        signDate: body.signDate,
        signAddress: body.signAddress ?? row.signAddress,
        supplierSignerName: body.supplierSignerName ?? row.supplierSignerName,
        ourSignerId: ctx.userId || null,
        ourSignerName: ctx.realName || null,
      },
    });
    await tx
      .update(d)
      .set({ lineStatus: contractStatus.signed })
      .where(and(eq(d.contractId, row.id), scoped(c, d, reach)));
    return { id: row.id, status: contractStatus.signed, warnings: [] };
  });
}

/** `suspend` (2/3 → 4, reason) and `complete` (2/3 → 5): open lines follow; nothing more can be called off. */
export async function endContract(ctx: Ctx, id: string, action: 'suspend' | 'complete', reason?: string) {
  return ctx.db.transaction(async (tx): Promise<Moved> => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, action);
    const to = action === 'suspend' ? contractStatus.suspended : contractStatus.completed;
    const today = dayIn(ctx.timeZone);
    await moveDoc(c, h, 'contract', {
      id,
      from: row.status,
      to,
      action,
      reason: reason ?? null,
      set: action === 'suspend' ? { suspendReason: reason } : { finishDate: today },
    });
    await tx
      .update(d)
      .set(action === 'suspend' ? { lineStatus: to, suspendReason: reason } : { lineStatus: to, finishDate: today })
      .where(and(eq(d.contractId, id), scoped(c, d, reach), inArray(d.lineStatus, [2, 3])));
    return { id, status: to, warnings: [] };
  });
}

/** `void`: an unsigned contract 1 → 0 (reason). */
export async function voidContract(ctx: Ctx, id: string, reason: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, 'void');
    await moveDoc(c, h, 'contract', {
      id,
      from: row.status,
      to: contractStatus.void,
      action: 'void',
      reason,
      set: { suspendReason: reason },
    });
    await tx
      .update(d)
      .set({ lineStatus: contractStatus.void })
      .where(and(eq(d.contractId, id), scoped(c, d, reach)));
    return { id, status: contractStatus.void, warnings: [] };
  });
}

// ----- blade-smart contract_detail: one line at a time, on an unsigned contract -----

type LineInput = NewContract['lines'][number];

function asInput(x: typeof d.$inferSelect): LineInput {
  return {
    id: x.id,
    goodsId: x.goodsId,
    qty: x.qty,
    unitPrice: x.unitPrice,
    taxRate: x.taxRate,
    expectedArrivalDate: x.expectedArrivalDate,
    remark: x.remark,
  };
}

async function rewrite(c: Ctx, row: ContractRow, lines: LineInput[]): Promise<Moved> {
  return writeContract(
    c,
    {
      contractType: row.contractType as 1 | 2 | 3,
      shipperId: row.shipperId,
      supplierId: row.supplierId,
      paperNo: row.paperNo,
      validFrom: row.validFrom,
      validTo: row.validTo,
      signAddress: row.signAddress,
      supplierSignerName: row.supplierSignerName,
      settleType: row.settleType,
      paymentTermDays: row.paymentTermDays,
      prepayAmount: row.prepayAmount,
      deliveryMethod: row.deliveryMethod,
      deliveryAddress: row.deliveryAddress,
      qualityTerms: row.qualityTerms,
      remark: row.remark,
      sourceOrderId: row.sourceOrderId,
      lines,
    },
    row,
  );
}

/** The contract as `contract_detail` edits it: lines of a contract still unsigned. */
const contractLines: LineEditedDoc<ContractRow, LineInput> = {
  lines: d,
  docColumn: d.contractId,
  async editable(ctx, id) {
    const found = await locked(ctx, id);
    check(found.row, 'edit');
    return found;
  },
  linesOf: async (c, id) => (await linesOfContract(c, id)).map(asInput),
  rewrite,
};

/** `contract_detail/submit`: add or change one line of an unsigned contract; the total follows. */
export function saveContractLine(ctx: Ctx, { contractId, ...line }: LineInput & { contractId: string }) {
  return saveDocLine(ctx, contractLines, contractId, line);
}

/** `contract_detail/remove`: lines of unsigned contracts; a contract keeps at least one. */
export function removeContractLines(ctx: Ctx, ids: string[]): Promise<number> {
  return removeDocLines(ctx, contractLines, ids);
}
