import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, time } from '../../../platform/db/columns.ts';

/** 租户: one company using the platform. `tenant_id` is its business key (000000 = the platform itself). */
export const tenant = pgTable(
  'blade_tenant',
  {
    id: id(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    tenantName: varchar('tenant_name', { length: 50 }).notNull(),
    domain: varchar('domain', { length: 255 }),
    /** The sign-in page's picture for this tenant's domain. */
    backgroundUrl: varchar('background_url', { length: 1000 }),
    linkman: varchar('linkman', { length: 20 }),
    contactNumber: varchar('contact_number', { length: 20 }),
    address: varchar('address', { length: 255 }),
    /** Accounts the tenant may hold; -1 = unlimited. */
    accountNumber: integer('account_number').notNull().default(-1),
    expireTime: time('expire_time'),
    packageId: ref('package_id'),
    /** The tenant's own database (blade_datasource), when it does not share the platform's. */
    datasourceId: ref('datasource_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_tenant_tenant_id_uniq').on(t.tenantId).where(sql`is_deleted = 0`)],
);
