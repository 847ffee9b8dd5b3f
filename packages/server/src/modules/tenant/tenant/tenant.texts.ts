import { tenantMessages as declared } from '@pharma/contract';

/**
 * What the tenant calls (and the sign-in checks of a tenant) say, in every language: those the calls' schemas and the
 * screen share are declared in @pharma/contract (tenant.ts); the ones only the server says are here.
 */
export const tenantMessages = {
  ...declared,
  // Sign-in refusals (the token call's error_description).
  loginUnknownTenant: {
    zh: '租户编号不存在,请检查后重新输入',
    en: 'No tenant has this tenant id; please check it and try again',
  },
  loginExpired: {
    zh: '租户授权已过期,请联系管理员',
    en: "The tenant's licence has expired, please contact the administrator",
  },
  loginDisabled: {
    zh: '租户已被禁用,请联系管理员',
    en: 'This tenant is disabled, please contact the administrator',
  },
  // Account quota (user creation).
  // What a new tenant is given.
  adminRoleName: { zh: '管理员', en: 'Administrator' },
  adminRealName: { zh: '管理员', en: 'Administrator' },
};
