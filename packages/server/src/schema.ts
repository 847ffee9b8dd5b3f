/** The one Drizzle schema: every table of every module. drizzle-kit generates migrations from this file. */
export * from './modules/auth/tables.ts';
export * from './modules/log/tables.ts';
export * from './modules/system/tables.ts';
export * from './modules/user/tables.ts';
export * from './resource-tables.ts';
