import { defineModule } from '../../platform/module.ts';
import { userExportSource } from './excel/user.export.ts';
import { userExcelRoutes } from './excel/user-excel.routes.ts';
import { userImportTarget } from './excel/user-import.service.ts';
import { userExtRoutes } from './extend/user-ext.routes.ts';
import { userExtendRoutes } from './extend/user-extend.routes.ts';
import { guestRoutes } from './guest/guest.routes.ts';
import { userPlatformRoutes } from './platform/user-platform.routes.ts';
import { userProfileRoutes } from './profile/user-profile.routes.ts';
import { accountOf, anyUserInDepts, anyUserWithRoles, enabledUser, heldBy, platformAdmin } from './user/user.query.ts';
import { userRoutes } from './user/user.routes.ts';
import { ensureAdminAccount, loadDemoAdministrator, loadDemoUsers } from './user/user.seed.ts';
import { userScopeTarget } from './user/user.service.ts';

/** 用户管理 (blade-user): accounts, their roles, departments and posts, platform settings, import and export. */
export const userModule = defineModule({
  name: 'user',
  routes: [
    userRoutes,
    guestRoutes,
    userProfileRoutes,
    userPlatformRoutes,
    userExcelRoutes,
    userExtendRoutes,
    userExtRoutes,
  ],
  exportSources: [userExportSource],
  importTargets: [userImportTarget],
  dataScopeTargets: [userScopeTarget],
  // Whether a department or role is still used, who holds what, an API key's user: the system module asks.
  provides: { anyUserInDepts, anyUserWithRoles, heldBy, enabledUser, platformAdmin, accountOf },
  // Disabling, removing, unlocking or locking an account reaches its sessions and lockout, which auth keeps.
  requires: ['endAccountSessions', 'clearFailures', 'lockAccount', 'lockMinutes', 'accountsLeft', 'checkIssuedAvatar'],
  seed: {
    ensure: ensureAdminAccount,
    async demo(db) {
      await loadDemoAdministrator(db);
      await loadDemoUsers(db);
    },
  },
});
