import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, ref, tenantId, time } from '../../../platform/db/columns.ts';

/**
 * A sign-in flow started here and finished by the provider's redirect: a social sign-in (`oauth/render`) or a WeCom
 * scan-to-bind (`scanBind/getScanCode`). Only the state's sha256 is kept, so the table does not give a flow away;
 * the state is single use (`usedAt`, set by a compare-and-set) and short-lived. A social flow of an OpenID Connect
 * provider keeps its PKCE verifier and nonce; a binding keeps the account that asked.
 */
export const flowState = pgTable(
  'blade_oauth_state',
  {
    id: id(),
    stateHash: varchar('state_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    tenantId: tenantId(),
    source: varchar('source', { length: 32 }).notNull(),
    userId: ref('user_id'),
    codeVerifier: varchar('code_verifier', { length: 128 }),
    nonce: varchar('nonce', { length: 64 }),
    redirectUri: varchar('redirect_uri', { length: 1000 }).notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [index('blade_oauth_state_expiry_idx').on(t.expiresAt)],
);
