import {
  auditStatus,
  type BodyOf,
  type ContractSubmitBody,
  contractMessages as cm,
  type contractDocumentCalls,
  contractStatus,
  planMessages as pm,
} from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { purchaseSettingOf } from '../setting/setting.query.ts';
import { dayIn } from '../shared/days.ts';
import { lineEdits } from '../shared/doc-lines.ts';
import { auditedBy, filledText, type Moved, reach } from '../shared/docs.ts';
import { contractDetailTable } from './contract.table.ts';
import {
  type ContractLineRow,
  type ContractRow,
  contractDocs,
  linesOfContract,
  type NewContract,
  writeContract,
} from './contract-save.service.ts';

type AuditBody = BodyOf<typeof contractDocumentCalls.audit>;
type SignBody = BodyOf<typeof contractDocumentCalls.sign>;

/** `purchaseContract/submit`: a new contract (未签), or an unsigned one replaced with its lines. */
export function saveContract(ctx: Ctx, body: ContractSubmitBody): Promise<Moved> {
  return contractDocs.saving(ctx, body, (c, existing) => {
    const { id: _, ...rest } = body;
    return writeContract(c, { ...rest, sourceOrderId: existing?.sourceOrderId ?? null }, existing);
  });
}

/** `purchaseContract/remove`: unsigned contracts only, with their lines. */
export function removeContracts(ctx: Ctx, ids: string[]): Promise<number> {
  return contractDocs.remove(ctx, ids);
}

/** `audit`: an unsigned contract's audit passes (2) or is rejected (3, opinion required); the status stays 未签. */
export function auditContract(ctx: Ctx, body: AuditBody): Promise<Moved> {
  return contractDocs.act(ctx, body.id, 'audit', async (c, row) => {
    if (row.auditStatus === auditStatus.passed) throw badRequest(cm.alreadyPassed);
    if (!body.pass && !body.opinion?.trim()) throw badRequest(pm.opinionRequired);
    await contractDocs.move(c, {
      id: row.id,
      from: row.status,
      to: row.status,
      action: body.pass ? 'approve' : 'reject',
      reason: body.opinion ?? null,
      set: {
        auditStatus: body.pass ? auditStatus.passed : auditStatus.rejected,
        ...auditedBy(ctx, body.opinion),
      },
    });
    return { id: row.id, status: row.status, warnings: [] };
  });
}

/** `sign`: 1 → 2; the date within the validity (rule 12), the audit passed when contractNeedAudit. */
export function signContract(ctx: Ctx, body: SignBody): Promise<Moved> {
  return contractDocs.act(ctx, body.id, 'sign', async (c, row) => {
    if (body.signDate < row.validFrom || body.signDate > row.validTo)
      throw badRequest(filledText(cm.signDateOutside, { from: row.validFrom, to: row.validTo }));
    const setting = await purchaseSettingOf(c, row.shipperId);
    if (setting.contractNeedAudit && row.auditStatus !== auditStatus.passed) throw badRequest(cm.auditNotPassed);
    await contractDocs.move(c, {
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
    await linesTo(c, row.id, { lineStatus: contractStatus.signed });
    return { id: row.id, status: contractStatus.signed, warnings: [] };
  });
}

/** The contract's lines (those in `from`, or all) set as a move of the contract sets them. */
async function linesTo(c: Ctx, id: string, set: Partial<ContractLineRow>, from?: number[]) {
  await c.db
    .update(contractDetailTable)
    .set(set)
    .where(
      and(
        eq(contractDetailTable.contractId, id),
        scoped(c, contractDetailTable, reach),
        from ? inArray(contractDetailTable.lineStatus, from) : undefined,
      ),
    );
}

/** The statuses a contract is in force in: what it still has open ends with a suspension or completion. */
const inForce = [contractStatus.signed, contractStatus.executing];

/** `suspend` (2/3 → 4, reason) and `complete` (2/3 → 5): open lines follow; nothing more can be called off. */
export function endContract(ctx: Ctx, id: string, action: 'suspend' | 'complete', reason?: string) {
  const to = action === 'suspend' ? contractStatus.suspended : contractStatus.completed;
  const today = dayIn(ctx.timeZone);
  const set = action === 'suspend' ? { suspendReason: reason } : { finishDate: today };
  return contractDocs.moveTo(ctx, id, action, to, { reason: reason ?? null, set }, (c) =>
    linesTo(c, id, { lineStatus: to, ...set }, inForce),
  );
}

/** `void`: an unsigned contract 1 → 0 (reason). */
export function voidContract(ctx: Ctx, id: string, reason: string): Promise<Moved> {
  return contractDocs.moveTo(ctx, id, 'void', contractStatus.void, { reason, set: { suspendReason: reason } }, (c) =>
    linesTo(c, id, { lineStatus: contractStatus.void }),
  );
}

// ----- blade-smart contract_detail: one line at a time, on an unsigned contract -----

type LineInput = NewContract['lines'][number];

function asInput(x: typeof contractDetailTable.$inferSelect): LineInput {
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

/** The contract written again whole with `lines`, its header as it is. */
const rewrite = (c: Ctx, row: ContractRow, lines: LineInput[]): Promise<Moved> =>
  writeContract(c, { ...row, contractType: row.contractType as NewContract['contractType'], lines }, row);

/** The contract as `contract_detail` edits it: lines of a contract still unsigned. */
const contractLines = lineEdits<ContractRow, LineInput, 'contractId'>('contractId', {
  lines: contractDetailTable,
  docColumn: contractDetailTable.contractId,
  editable: (ctx, id) => contractDocs.lockedFor(ctx, id, 'edit'),
  linesOf: async (c, id) => (await linesOfContract(c, id)).map(asInput),
  rewrite,
});

/** `contract_detail/submit`: add or change one line of an unsigned contract; the total follows. */
export const saveContractLine = contractLines.save;

/** `contract_detail/remove`: lines of unsigned contracts; a contract keeps at least one. */
export const removeContractLines = contractLines.remove;
