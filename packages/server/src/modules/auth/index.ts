import { defineModule } from '../../platform/module.ts';
import { identityResolver } from './session/identity.ts';
import { authRoutes } from './token/token.routes.ts';

// What other modules may ask of this one.
export { clearFailures, lockMinutes, maxFailures, recordFailure } from './lockout/lockout.service.ts';
export { callerClientId } from './session/session.reads.ts';
export { revokeSessions } from './session/session.revoke.ts';

/** Sign-in: the token grants, captcha, sessions and their identity, lockout, rate limit, switch mode. */
export const authModule = defineModule({
  name: 'auth',
  routes: [authRoutes],
  identity: identityResolver,
});
