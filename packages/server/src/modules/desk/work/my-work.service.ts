import {
  filledFilter,
  type WorkCard,
  type WorkCardReply,
  workCardArgs,
  workCards,
  workFigureOf,
} from '@pharma/contract';
import type { SendAsCaller } from '../../../platform/as-caller.ts';
import { type Ctx, can } from '../../../platform/context.ts';
import { formatTime } from '../../../platform/time.ts';

/** How many of a card's rows 首页 lists under its figure (the oldest tasks would need a list of their own). */
const rowsShown = 5;

/** Whoever holds the card's code sees it; `authenticated` cards (the inboxes) everyone signed in. */
const maySee = (ctx: Ctx, card: WorkCard) => card.code === 'authenticated' || can(ctx, card.code);

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * 首页's "my work": each card the caller may see, its figure read from its list call sent as the caller with the
 * card's filter, so the list's own route scopes it (tenant, data scope, permission). A card whose call refuses the
 * caller (403: the role lost the module since the menu was granted) is left out; one whose list fails now is sent
 * with no figure, so 首页 says it could not be read rather than showing 0.
 */
export async function myWork(ctx: Ctx, send: SendAsCaller): Promise<{ today: string; cards: WorkCardReply[] }> {
  const today = formatTime(new Date(), ctx.timeZone).slice(0, 10);
  const read = await Promise.all(
    workCards
      .filter((card) => maySee(ctx, card))
      .map(async (card): Promise<WorkCardReply | undefined> => {
        const args = workCardArgs(card, filledFilter(card.filter, today), 1, card.rows ? rowsShown : 1);
        const reply = await send(card.call.method, card.call.path, args);
        if (reply.status === 403) return undefined;
        const body = reply.body as { success?: boolean; data?: unknown } | undefined;
        if (reply.status !== 200 || !body?.success) return { key: card.key, figure: null, rows: [] };
        const records = ((body.data as { records?: unknown[] } | null)?.records ?? []) as Array<
          Record<string, unknown>
        >;
        const shape = card.rows;
        return {
          key: card.key,
          figure: workFigureOf(card, body.data),
          rows: shape
            ? records.slice(0, rowsShown).map((row) => ({
                title: textOf(row[shape.title]),
                sub: textOf(row[shape.sub]),
                time: textOf(row[shape.time]),
              }))
            : [],
        };
      }),
  );
  return { today, cards: read.filter((card): card is WorkCardReply => card !== undefined) };
}
