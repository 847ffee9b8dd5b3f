// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
// The modules below this one (system, resource, user) ask it through the answers of its manifest instead.
export { assertTenantOpen } from './tenant/sign-in.ts';
