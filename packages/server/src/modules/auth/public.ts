// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
// The modules below auth (tenant, system, user) ask it through the registry instead: its manifest's `provides`.
export { recordFailure } from './lockout/lockout.service.ts';
export { revokeSessions } from './session/session-end.service.ts';
