import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { time } from '../../../platform/db/columns.ts';

/**
 * The server's SM2 key pair (the commercial Saber 4.x console encrypts passwords and phones with its public key). One
 * row for the whole cluster, not per tenant: every process must decrypt what any console encrypted, so the pair
 * generated on the first start lives here rather than in one process's DATA_DIR. The private key is sealed under
 * TOKEN_SECRET like the sign-in providers' secrets, so a copy of the database alone does not give it away. Unused
 * when SM2_PRIVATE_KEY is set.
 */
export const sm2Key = pgTable('blade_sm2_key', {
  /** Always 'default': the primary key makes the first start's insert a race only one process wins. */
  name: varchar('name', { length: 32 }).primaryKey(),
  /** Uncompressed point, hex with its leading 04 (130 characters): what `website.js` → `oauth2.publicKey` holds. */
  publicKey: varchar('public_key', { length: 130 }).notNull(),
  /** The 32-byte private key in hex, sealed (`v1:…`). */
  privateKey: varchar('private_key', { length: 200 }).notNull(),
  createTime: time('create_time').notNull().defaultNow(),
});
