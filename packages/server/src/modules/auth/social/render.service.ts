import { randomBytes } from 'node:crypto';
import { defaultTenantId, oauthMessages } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { startFlow } from './flow-state.service.ts';
import { providerKinds } from './providers/kinds.ts';
import { liveProvider, socialRedirectUri } from './social.service.ts';

/**
 * oauth/render/{source}: where to send the visitor to sign in at a tenant's provider. A fresh single-use state,
 * and for OpenID Connect a PKCE verifier and a nonce, are kept for the code's return; the provider sends the
 * visitor back to the login page, which finishes with the token call's `social` grant.
 */
export async function renderUrl(
  db: Db,
  box: SecretBox,
  publicUrl: string,
  source: string,
  tenantId = defaultTenantId,
  /** OUTBOUND_PRIVATE_HOSTS: an OpenID Connect provider's discovery is fetched within the tenant's reach. */
  privateHosts: readonly string[] = [],
): Promise<string> {
  const account = await liveProvider(db, box, tenantId, source);
  const kind = account && providerKinds[account.category];
  if (!account || !kind) throw new AppError(400, oauthMessages.providerUnknown, { source });
  const redirectUri = socialRedirectUri(publicUrl, source);
  const codeVerifier = kind.pkce ? randomBytes(32).toString('base64url') : undefined;
  const nonce = kind.pkce ? randomBytes(16).toString('base64url') : undefined;
  const state = await startFlow(db, { purpose: 'social', tenantId, source, redirectUri, codeVerifier, nonce });
  return kind.authorizeUrl(account, { state, redirectUri, codeVerifier, nonce }, { tenantId, privateHosts });
}
