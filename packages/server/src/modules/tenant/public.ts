// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
// The modules below this one (system, resource, user) ask it through the answers of its manifest instead.

export type { DatasourceKind } from './datasource/datasource-address.ts';
export type { DatasourceSession } from './datasource/datasource-connection.ts';
export { builtinDatasourceId, type DatasourceSessions, datasourceSessions } from './datasource/datasource-session.ts';
export { assertTenantOpen } from './tenant/sign-in.ts';
