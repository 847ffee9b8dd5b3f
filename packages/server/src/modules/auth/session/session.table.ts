import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ref, rowId, tenantKey, time } from '../../../platform/db/columns.ts';

/**
 * One signed-in session. The refresh token is stored only as its sha256; it rotates on every use and the
 * previous hash is kept to recognise a stolen token being replayed. Revoking ends the session's access tokens too,
 * because every request checks its session.
 */
export const session = pgTable(
  'blade_session',
  {
    id: rowId(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    userId: ref('user_id').notNull(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull(),
    previousHash: varchar('previous_hash', { length: 64 }),
    rotatedAt: time('rotated_at'),
    refreshExpiresAt: time('refresh_expires_at').notNull(),
    createTime: time('create_time').notNull().defaultNow(),
    revokedAt: time('revoked_at'),
    /**
     * Switch mode: the one department and role this session works as (Dept-Id / Role-Id at sign-in or refresh).
     * Null: all the user's departments and roles.
     */
    deptId: ref('dept_id'),
    roleId: ref('role_id'),
    /** The provider binding the session was opened through (a social or WeCom sign-in): refreshes keep `oauth_id`. */
    oauthId: ref('oauth_id'),
    /**
     * When a request last came under the session, written at most once a minute per process: the idle lifetime
     * (`SESSION_IDLE_MINUTES`) counts from it (from the sign-in before the first).
     */
    lastSeenAt: time('last_seen_at'),
    /** The client that opened it by naming itself at sign-in (`sourceSystem`, the sales app's 3): its calls need it. */
    sourceSystem: varchar('source_system', { length: 8 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
  },
  (t) => [
    ...tenantKey('blade_session', t),
    index('blade_session_refresh_idx').on(t.refreshHash),
    index('blade_session_previous_idx').on(t.previousHash),
    index('blade_session_user_idx').on(t.tenantId, t.userId),
  ],
);
