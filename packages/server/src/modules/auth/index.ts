import { defineModule } from '../../platform/module.ts';
import { authLogRoutes } from './auth-log/auth-log.routes.ts';
import { loadDemoSignIns } from './auth-log/auth-log.seed.ts';
import { recordSignIn } from './auth-log/auth-log.service.ts';
import { clearFailures, lockAccount, lockMinutes } from './lockout/lockout.service.ts';
import { identityResolver, keyUserResolver } from './session/identity.ts';
import { callerClientId } from './session/session.query.ts';
import { endAccountSessions, endTenantSessions } from './session/session-end.service.ts';
import { socialRoutes } from './social/social.routes.ts';
import { loadDemoSocial } from './social/social.seed.ts';
import { ssoRoutes } from './sso/sso.routes.ts';
import { authRoutes } from './token/token.routes.ts';
import { wecomRoutes } from './wecom/wecom.routes.ts';

/**
 * Sign-in: the token grants (password, captcha, refresh, social, authorization code, WeCom), captcha, sessions and
 * their identity, lockout, rate limit, switch mode; sign-in providers and their bindings, guest registration,
 * single sign-on for other applications, WeCom scan-to-bind.
 */
export const authModule = defineModule({
  name: 'auth',
  routes: [authRoutes, socialRoutes, ssoRoutes, wecomRoutes, authLogRoutes],
  identity: identityResolver,
  // 登录日志: every sign-in event of the audit trail, whichever door it came through.
  auditTap: recordSignIn,
  // What the tenant, system and user modules, below this one, ask of sessions, identities and the lockout.
  provides: {
    endTenantSessions,
    endAccountSessions,
    clearFailures,
    lockAccount,
    lockMinutes,
    callerClientId,
    keyUserResolver,
  },
  seed: {
    // After the user module's demo accounts: the providers and bindings, 登录日志 and 账号锁定.
    async demo(db) {
      await loadDemoSocial(db);
      await loadDemoSignIns(db);
    },
  },
});
