import { defineModule } from '../../platform/module.ts';
import { userExportSource } from './excel/user.export.ts';
import { userExcelRoutes } from './excel/user-excel.routes.ts';
import { userImportTarget } from './excel/user-import.service.ts';
import { userExtRoutes } from './extend/user-ext.routes.ts';
import { userExtendRoutes } from './extend/user-extend.routes.ts';
import { guestRoutes } from './guest/guest.routes.ts';
import { userPlatformRoutes } from './platform/user-platform.routes.ts';
import { userProfileRoutes } from './profile/user-profile.routes.ts';
import { userRoutes } from './user/user.routes.ts';
import { ensureAdminAccount, loadDemoAdministrator, loadDemoUsers } from './user/user.seed.ts';
import { userScopeTarget } from './user/user.service.ts';

export { type GuestAccount, registerPendingAccount } from './guest/guest.service.ts';
// What other modules may ask of this one (they never read its tables).
export { userInfo } from './profile/user-info.service.ts';
export {
  type Addressee,
  accountOf,
  accountsByPhone,
  addresseesOf,
  anyUserInDepts,
  anyUserWithRoles,
  createTenantAdminAccount,
  enabledUser,
  enabledUsersWithRoles,
  heldBy,
  liveAccountCount,
  liveUser,
  replacePasswordHash,
  type SignInUser,
  tenantIdHasUsers,
  userNamesById,
} from './user/user.reads.ts';
export { demoGuests, demoPassword } from './user/user.seed.ts';
export { type StaffMember, type StaffQuery, staffOf } from './user/user.staff.ts';

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
  seed: {
    ensure: ensureAdminAccount,
    async demo(db) {
      await loadDemoAdministrator(db);
      await loadDemoUsers(db);
    },
  },
});
