// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export { clearFailures, lockMinutes, maxFailures, recordFailure } from './lockout/lockout.service.ts';
export { keyUserResolver } from './session/identity.ts';
export { callerClientId } from './session/session.reads.ts';
export {
  endAccountSessions,
  revokeSessions,
} from './session/session.revoke.ts';
