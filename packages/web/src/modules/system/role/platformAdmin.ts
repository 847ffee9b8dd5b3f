import { administratorAlias, defaultTenantId, type TokenReply } from '@pharma/contract';
import { rolesOf } from '../../../shell/stores/session.ts';

/** The platform administrator: the `administrator` role of the platform tenant 000000, the one who spans tenants. */
export function isPlatformAdministrator(userInfo: TokenReply | null): boolean {
  return userInfo?.tenant_id === defaultTenantId && rolesOf(userInfo).includes(administratorAlias);
}
