import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, ref, tenantId, time } from '../../../platform/db/columns.ts';

/**
 * An authorisation code given to another application (single sign-on): only its sha256 is kept; it is good once,
 * for 60 seconds, for the client and redirect URI it was given for, and for the PKCE verifier of its challenge. A
 * replayed code ends the session it was exchanged for (RFC 6749 §4.1.2).
 */
export const authCode = pgTable(
  'blade_oauth_code',
  {
    id: id(),
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    redirectUri: varchar('redirect_uri', { length: 1000 }).notNull(),
    tenantId: tenantId(),
    userId: ref('user_id').notNull(),
    scope: varchar('scope', { length: 256 }).notNull(),
    codeChallenge: varchar('code_challenge', { length: 128 }),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    sessionId: ref('session_id'),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [index('blade_oauth_code_expiry_idx').on(t.expiresAt)],
);
