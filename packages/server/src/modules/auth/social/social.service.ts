import {
  defaultTenantId,
  oauthMessages,
  pick,
  type SocialButton,
  type SocialCategory,
  socialCategories,
  socialCategory,
  socialResource,
  socialStatus,
  wecomSource,
} from '@pharma/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { maskedSecret, openSealed, sealSecretField } from '../../../platform/crud/sealed-secret.ts';
import { type CrudService, crudService } from '../../../platform/crud/service.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { assertOutboundAllowed } from '../../../platform/outbound.ts';
import { ofTenant } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { socialProvider } from './social.table.ts';

/** The purpose the client secrets are sealed under (a key of their own, derived from the server's secret). */
export const socialSecretPurpose = 'blade_social_provider.client_secret';

const yesNo = { [socialStatus.off]: { zh: '否', en: 'No' }, [socialStatus.on]: { zh: '是', en: 'Yes' } } as const;

/** A provider as the flows use it: its secret in clear (never sent anywhere but to the provider itself). */
export interface ProviderAccount {
  id: string;
  tenantId: string;
  source: string;
  name: string;
  category: SocialCategory;
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  agentId: string;
  scope: string;
}

/**
 * Where a provider sends the visitor back: the console's login page at `/oauth/redirect/{source}` (Saber's), which
 * finishes the sign-in. The source travels in the path, not the query: OAuth clients (openid-client) send the
 * redirect URI back without its query when they exchange the code, and it must match the registered one exactly.
 */
export const socialRedirectUri = (publicUrl: string, source: string) =>
  `${publicUrl}/oauth/redirect/${encodeURIComponent(source)}`;

/** Where WeCom sends a scanning phone back: this server's scan-to-bind callback. */
export const wecomRedirectUri = (publicUrl: string) => `${publicUrl}/api/blade-user/scanBind/wxcallBack`;

function checkBaseUrl(value: unknown): void {
  if (typeof value !== 'string' || value === '') return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(oauthMessages.badBaseUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(oauthMessages.badBaseUrl);
}

/**
 * 第三方登录: the generic CRUD with the client secret sealed before it is stored and masked in every reply, the
 * source code and address checked, what each kind needs required, one enabled WeCom provider per tenant, and the
 * address to register at the provider shown beside each row.
 */
export function socialService(box: SecretBox, publicUrl: string, privateHosts: readonly string[] = []): CrudService {
  return crudService(socialResource, {
    async beforeWrite(ctx, values, existing) {
      sealSecretField(box, values, 'clientSecret', socialResource.fields.clientSecret.label, existing);
      if (typeof values.source === 'string' && !/^[a-z0-9_]{1,32}$/.test(values.source))
        throw badRequest(oauthMessages.badSource);
      checkBaseUrl(values.baseUrl);
      if (typeof values.baseUrl === 'string' && values.baseUrl)
        await assertOutboundAllowed(ctx, privateHosts, socialResource.fields.baseUrl.label, values.baseUrl);
      const merged = { ...existing, ...values } as Record<string, unknown>;
      if (merged.category === socialCategory.oidc && !merged.baseUrl) throw badRequest(oauthMessages.issuerRequired);
      if (merged.category === socialCategory.wecom && !merged.agentId) throw badRequest(oauthMessages.agentIdRequired);
    },
    toRecord(ctx, record) {
      const category = socialCategories[record.category as SocialCategory];
      const status = yesNo[record.status as 1 | 2];
      const source = String(record.source ?? '');
      return {
        ...record,
        clientSecret: maskedSecret(record.clientSecret),
        categoryName: category ? pick(category, ctx.lang) : '',
        statusName: status ? pick(status, ctx.lang) : '',
        callbackUrl:
          record.category === socialCategory.wecom ? wecomRedirectUri(publicUrl) : socialRedirectUri(publicUrl, source),
      };
    },
  });
}

const accountOf = (box: SecretBox, row: typeof socialProvider.$inferSelect): ProviderAccount | undefined => {
  const clientSecret = openSealed(box, row.clientSecret);
  if (clientSecret === undefined) return undefined;
  return {
    id: row.id,
    tenantId: row.tenantId,
    source: row.source,
    name: row.name,
    category: row.category as SocialCategory,
    clientId: row.clientId,
    clientSecret,
    baseUrl: (row.baseUrl ?? '').replace(/\/+$/, ''),
    agentId: row.agentId ?? '',
    scope: row.scope ?? '',
  };
};

const enabled = (tenantId: string) =>
  and(ofTenant(socialProvider, tenantId), eq(socialProvider.status, socialStatus.on));

/** A tenant's enabled provider by its source code, its secret opened; undefined when there is none to use. */
export async function liveProvider(
  db: Db,
  box: SecretBox,
  tenantId: string,
  source: string,
): Promise<ProviderAccount | undefined> {
  const [row] = await db
    .select()
    .from(socialProvider)
    .where(
      and(enabled(tenantId), eq(socialProvider.source, source), ne(socialProvider.category, socialCategory.wecom)),
    );
  return row ? accountOf(box, row) : undefined;
}

/** A tenant's enabled WeCom provider (scan-to-bind, the paas_wechat grant). */
export async function liveWecom(db: Db, box: SecretBox, tenantId: string): Promise<ProviderAccount | undefined> {
  const [row] = await db
    .select()
    .from(socialProvider)
    .where(and(enabled(tenantId), eq(socialProvider.category, socialCategory.wecom)))
    .orderBy(asc(socialProvider.id))
    .limit(1);
  return row ? { ...accountOf(box, row)!, source: wecomSource } : undefined;
}

/** The login page's buttons: a tenant's enabled providers, WeCom's excepted (it binds on the info page). */
export async function socialButtons(db: Db, tenantId = defaultTenantId): Promise<SocialButton[]> {
  const rows = await db
    .select({ source: socialProvider.source, name: socialProvider.name, category: socialProvider.category })
    .from(socialProvider)
    .where(and(enabled(tenantId), ne(socialProvider.category, socialCategory.wecom)))
    .orderBy(asc(socialProvider.createTime), asc(socialProvider.id));
  return rows;
}
