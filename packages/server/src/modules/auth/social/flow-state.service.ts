import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import { flowState } from './flow-state.table.ts';

/** How long a visitor has at the provider (or a phone to scan) before the state lapses. */
export const flowMinutes = 10;

export type FlowPurpose = 'social' | 'wecom_bind';
export type FlowState = typeof flowState.$inferSelect;

export interface NewFlow {
  purpose: FlowPurpose;
  tenantId: string;
  source: string;
  redirectUri: string;
  userId?: string | undefined;
  codeVerifier?: string | undefined;
  nonce?: string | undefined;
}

/** A fresh state for a flow (256 random bits); only its hash is stored. Lapsed states are swept on the way. */
export async function startFlow(db: Db, flow: NewFlow): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.delete(flowState).where(lt(flowState.expiresAt, new Date(Date.now() - 24 * 3600_000)));
  await db.insert(flowState).values({
    ...flow,
    userId: flow.userId ?? null,
    codeVerifier: flow.codeVerifier ?? null,
    nonce: flow.nonce ?? null,
    stateHash: sha256Hex(state),
    expiresAt: new Date(Date.now() + flowMinutes * 60_000),
  });
  return state;
}

/**
 * The flow a state names, used up: unknown, lapsed, already used or of another purpose gives undefined. The use is
 * a compare-and-set, so a state replayed at the same moment as its first use is refused too.
 */
export async function consumeFlow(
  db: Db,
  state: string | undefined,
  purpose: FlowPurpose,
): Promise<FlowState | undefined> {
  if (!state || state.length > 512) return undefined;
  const [row] = await db
    .update(flowState)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(flowState.stateHash, sha256Hex(state)),
        eq(flowState.purpose, purpose),
        isNull(flowState.usedAt),
        gt(flowState.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
