// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export { type GuestAccount, registerPendingAccount } from './guest/guest.service.ts';
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
  platformAdmin,
  replacePasswordHash,
  type SignInUser,
  tenantIdHasUsers,
  userNamesById,
} from './user/user.query.ts';
export { type StaffMember, type StaffQuery, staffOf } from './user/user-staff.query.ts';
