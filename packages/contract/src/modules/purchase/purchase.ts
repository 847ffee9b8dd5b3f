import { z } from 'zod';
import { messages } from '../../kit/messages.ts';
import { decimalText, labelled, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';

/**
 * 智能采购 lives under one service prefix, as BladeX's blade-smart micro-service does: every purchasing call is
 * `blade-smart/<resource>/<action>` (docs/operating.md names it; scripts written for it keep working).
 */
export const smartService = 'blade-smart';

/** The menu path of the purchasing screens (the spec's detail pages live under it). */
export const smartPath = '/smartsupply';

/** Decimals as docs/domain.md §0 sizes them: prices 4 places, amounts 2, quantities 3, rates 4. */
export const decimalScale = { price: 4, amount: 2, qty: 3, rate: 4 } as const;

/** A decimal of a call's body (a price, a quantity): a number or a string in, its digits as a string out. */
export const decimalOf = (kind: keyof typeof decimalScale, label: Text) =>
  decimalText(
    decimalScale[kind],
    zodMessage(labelled(messages.notANumber, label)),
    zodMessage(labelled(messages.tooManyDecimals, label, { scale: decimalScale[kind] })),
  );

/** A decimal in a reply: PostgreSQL's numeric as text. */
export const decimalReply = z.string().describe('a decimal as its digits');

/** The purchasing lists' paging, in the body as the spec says (`pageNum`, `pageSize`, from 1). */
export const pageBody = {
  pageNum: z.coerce.number().int().min(1).max(100_000).optional().describe('page number, from 1'),
  pageSize: z.coerce.number().int().min(1).max(500).optional().describe('rows per page (≤ 500)'),
};
