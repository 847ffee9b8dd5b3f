import type { Userinfo } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { userInfo } from '../../user/public.ts';

/** oauth/userinfo: the bearer token's user as OpenID Connect's standard claims, for another application. */
export async function userinfoOf(ctx: Ctx): Promise<Userinfo> {
  const me = await userInfo(ctx);
  if (!me) throw notFound();
  return {
    sub: me.userId,
    preferred_username: me.account,
    name: me.realName,
    nickname: me.name,
    email: me.email,
    phone_number: me.phone,
    picture: me.avatar,
    tenant_id: me.tenantId,
    dept_id: me.deptIds,
    role_name: me.roleNames,
  };
}
