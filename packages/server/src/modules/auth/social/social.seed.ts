import { defaultTenantId, socialCategory, socialStatus } from '@pharma/contract';
import { demoGuests } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { accountOf } from '../../user/public.ts';
import { userOauth } from '../binding/binding.table.ts';
import { socialProvider } from './social.table.ts';

/**
 * The platform tenant's providers for a first look, switched off and without secrets (a secret is sealed with this
 * server's key, so only the administrator can give it): fill in the client's id and secret registered at the
 * provider, then 启用. The two GitHub visitors waiting for approval (the user module's demo) are bound here.
 */
export async function loadDemoSocial(db: Db): Promise<void> {
  await db.insert(socialProvider).values(
    [
      {
        source: 'corp',
        name: '集团统一认证',
        category: socialCategory.oidc,
        clientId: 'pharma-console',
        baseUrl: 'https://sso.example-pharma.com/realms/pharma',
        scope: 'openid profile email',
        remark: '集团 Keycloak, OpenID Connect',
      },
      {
        source: 'github',
        name: 'GitHub',
        category: socialCategory.github,
        clientId: 'Iv1.8a61f9b3a7aba766',
        remark: '研发协作账号',
      },
      {
        source: 'gitee',
        name: 'Gitee',
        category: socialCategory.gitee,
        clientId: '5c1ae3b2e07f4d3c9a0b',
        remark: '码云',
      },
      {
        source: 'wecom',
        name: '企业微信',
        category: socialCategory.wecom,
        clientId: 'ww6f3c2a1b0d9e8f77',
        agentId: '1000002',
        remark: '扫码绑定与企业微信登录',
      },
    ].map((row) => ({ ...row, tenantId: defaultTenantId, clientSecret: '', status: socialStatus.off })),
  );
  for (const guest of demoGuests) {
    const found = await accountOf(db, defaultTenantId, guest.account);
    if (!found) continue;
    await db.insert(userOauth).values({
      tenantId: defaultTenantId,
      source: 'github',
      uuid: guest.uuid,
      userId: found.id,
      username: guest.login,
      nickname: guest.name,
      avatar: `https://avatars.githubusercontent.com/u/${guest.uuid}`,
      email: `${guest.login}@users.noreply.github.com`,
    });
  }
}
