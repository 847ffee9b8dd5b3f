import { defineModule } from '../../platform/module.ts';
import { identityResolver } from './session/identity.ts';
import { authRoutes } from './token/token.routes.ts';

/** Sign-in: the token grants, captcha, sessions and their identity, lockout, rate limit, switch mode. */
export const authModule = defineModule({
  name: 'auth',
  routes: [authRoutes],
  identity: identityResolver,
});
