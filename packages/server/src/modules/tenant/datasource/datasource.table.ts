import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../platform/db/columns.ts';

/** 数据源: a database a tenant may be given instead of the platform's. The password never leaves the server. */
export const datasource = pgTable('blade_datasource', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  driverClass: varchar('driver_class', { length: 100 }).notNull().default('org.postgresql.Driver'),
  url: varchar('url', { length: 500 }).notNull(),
  username: varchar('username', { length: 50 }),
  password: varchar('password', { length: 255 }),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
});
