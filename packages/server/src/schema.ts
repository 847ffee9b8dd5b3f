/**
 * Every table of every module, in one import for the tests' fixtures (a test may set up another module's rows; a
 * module's code may not read them: test/unit/module-boundaries.test.ts). drizzle-kit does not need this list: it
 * reads every `modules/<module>/<resource>/*.table.ts` itself (drizzle.config.ts).
 */
export * from './modules/auth/binding/binding.table.ts';
export * from './modules/auth/captcha/captcha.table.ts';
export * from './modules/auth/lockout/lockout.table.ts';
export * from './modules/auth/session/session.table.ts';
export * from './modules/auth/social/flow-state.table.ts';
export * from './modules/auth/social/social.table.ts';
export * from './modules/auth/sso/auth-code.table.ts';
export * from './modules/log/error/error-log.table.ts';
export * from './modules/system/client/client.table.ts';
export * from './modules/system/dept/dept.table.ts';
export * from './modules/system/dict/dict.table.ts';
export * from './modules/system/gray/gray.table.ts';
export * from './modules/system/menu/menu.table.ts';
export * from './modules/system/param/param.table.ts';
export * from './modules/system/post/post.table.ts';
export * from './modules/system/region/region.table.ts';
export * from './modules/system/role/role.table.ts';
export * from './modules/system/scope/scope.table.ts';
export * from './modules/system/topmenu/topmenu.table.ts';
export * from './modules/tenant/datasource/datasource.table.ts';
export * from './modules/tenant/package/package.table.ts';
export * from './modules/tenant/tenant/tenant.table.ts';
export * from './modules/user/extend/extend.table.ts';
export * from './modules/user/platform/platform.table.ts';
export * from './modules/user/user/user.table.ts';
export * from './platform/counters/counter.table.ts';
