// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export { packageMenuIds } from './package/package-bounds.ts';
export { accountQuotaText, accountsLeft, assertAccountQuota } from './tenant/quota.ts';
export { assertTenantOpen } from './tenant/sign-in.ts';
export { liveTenantsAmong, tenantNames } from './tenant/tenant.query.ts';
