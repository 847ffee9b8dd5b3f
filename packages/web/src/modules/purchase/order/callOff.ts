import {
  type ContractDetail,
  type ContractRecord,
  canMove,
  contractMachine,
  contractType,
  permissionsOf,
} from '@pharma/contract';
import type { EditedLine } from '../document/LinesEditor.tsx';
import { goodsLabel } from '../document/pickers.tsx';

/** Making a call-off is making an order: the order screen's add code. */
export const callOffCode = permissionsOf({ name: 'purchase_order' }).add;

/** Whether a contract can be called off now: a FRAME contract in force (已签 / 执行中), as the server checks. */
export const canCallOff = (contract: Pick<ContractRecord, 'contractType' | 'status'>) =>
  contract.contractType === contractType.frame && canMove(contractMachine, contract.status, 'callOff');

/** A quantity (3 places, as the server sends them) as thousandths, without a float on the way. */
function thousandths(value: string): bigint {
  const [whole = '0', fraction = ''] = value.trim().replace(/^-/, '').split('.');
  const n = BigInt(whole || '0') * 1000n + BigInt(`${fraction}000`.slice(0, 3));
  return value.trim().startsWith('-') ? -n : n;
}

const qtyText = (n: bigint) => `${n / 1000n}.${String(n % 1000n).padStart(3, '0')}`;

/** What a contract line has left to call off (qty − orderedQty), or null when nothing is left. */
export function remainingOf(line: { qty: string; orderedQty: string }): string | null {
  const left = thousandths(line.qty) - thousandths(line.orderedQty);
  return left > 0n ? qtyText(left) : null;
}

/**
 * The lines a new call-off starts with: one per contract line with something left, for what is left, at the
 * contract's price, each naming its contract line (what the server reserves against).
 */
export function callOffLines(contract: Pick<ContractDetail, 'lines'>): EditedLine[] {
  return contract.lines.flatMap((line) => {
    const left = remainingOf(line);
    return left === null
      ? []
      : [
          {
            goodsId: line.goodsId,
            goodsLabel: goodsLabel(line),
            qty: left,
            remainingQty: left,
            unitPrice: line.unitPrice,
            contractDetailId: line.id,
          },
        ];
  });
}
