import {
  appChannelResource,
  channelAuthResource,
  crudCalls,
  sendChannelDetailResource,
  sendChannelResource,
  strategyDetailResource,
  strategyResource,
  templateInfoDetailResource,
  templateInfoResource,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type Session } from '../../../../test/helpers/api-kit.ts';
import type { Db } from '../../../platform/db/database.ts';

/** The message centre's screens, by the name the suites add rows with. */
export const messageScreens = {
  appchannel: crudCalls(appChannelResource),
  channelAuth: crudCalls(channelAuthResource),
  sendChannel: crudCalls(sendChannelResource),
  sendChannelDetail: crudCalls(sendChannelDetailResource),
  strategy: crudCalls(strategyResource),
  strategydetail: crudCalls(strategyDetailResource),
  templateInfo: crudCalls(templateInfoResource),
  templateInfoDetail: crudCalls(templateInfoDetailResource),
};

/** Adds a row through a screen's 新增 as `who`, which must be accepted; the saved row. */
export async function addRow(who: Session, screen: keyof typeof messageScreens, body: Record<string, unknown>) {
  const reply = await who.send(messageScreens[screen].submit, { body });
  expect(reply.body.code, reply.text).toBe(200);
  return reply.body.data as Record<string, string>;
}

/**
 * The records of a batch once every one has reached one of `done` (the queue delivers them), by receiver; fails
 * after `timeoutMs` naming the statuses it saw.
 */
export async function settledBatch(
  db: Db,
  batchId: string,
  done: readonly number[],
  { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number },
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await rowsOf<Record<string, any>>(
      db,
      sql`select * from msg_record where batch_id = ${batchId} order by receiver, id`,
    );
    if (found.length > 0 && found.every((r) => done.includes(Number(r.status)))) return found;
    if (Date.now() > until) throw new Error(`not settled: ${JSON.stringify(found.map((r) => r.status))}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
