import { text, varchar } from 'drizzle-orm/pg-core';
import { time } from '../../platform/db/columns.ts';

/**
 * The columns every log shares (BladeX's LogAbstract): where the row was written, the request it came from, who made
 * it and when. Each log's table adds its own and its key.
 */
export const logAbstract = () => ({
  tenantId: varchar('tenant_id', { length: 12 }).notNull().default('000000'),
  serviceId: varchar('service_id', { length: 32 }),
  serverHost: varchar('server_host', { length: 255 }),
  serverIp: varchar('server_ip', { length: 255 }),
  env: varchar('env', { length: 255 }),
  method: varchar('method', { length: 10 }),
  requestUri: varchar('request_uri', { length: 2000 }),
  userAgent: varchar('user_agent', { length: 1000 }),
  remoteIp: varchar('remote_ip', { length: 255 }),
  methodClass: varchar('method_class', { length: 255 }),
  methodName: varchar('method_name', { length: 255 }),
  params: text('params'),
  createBy: varchar('create_by', { length: 64 }),
  createTime: time('create_time').notNull().defaultNow(),
});
