import * as client from 'openid-client';
import { sha256Hex } from '../../../../platform/auth/passwords.ts';
import { outboundFetch } from '../../../../platform/outbound/fetch.ts';
import type { Reach } from '../../../../platform/outbound/reach.ts';
import type { ProviderAccount } from '../social.service.ts';
import {
  type FlowSecrets,
  type ProviderKind,
  providerFailure,
  providerRefused,
  providerTimeoutMs,
  textOf,
} from './provider.ts';

/** Discovery documents are read again after this long (a provider may rotate its keys or move an endpoint). */
const discoveryMs = 10 * 60_000;
const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/** Plain http is allowed for an issuer the administrator wrote as http (a provider on loopback, in the tests). */
const insecureOf = (issuer: string) => (issuer.startsWith('http:') ? [client.allowInsecureRequests] : []);

/**
 * Every call openid-client makes (discovery, and the endpoints discovery names: token, user-info, keys) goes through
 * the outbound client of the provider's tenant, so an endpoint on the server's own network is refused when connected
 * to, whatever the discovery document says.
 */
const fetchWithin =
  (reach: Reach): client.CustomFetch =>
  (url, options) =>
    outboundFetch(reach, url, { ...(options as RequestInit), timeoutMs: providerTimeoutMs });

/** The provider's configuration by discovery, kept per tenant, issuer, client and secret for a while. */
function configOf(account: ProviderAccount, reach: Reach): Promise<client.Configuration> {
  const key = sha256Hex(
    `${reach.tenantId}\u0000${account.baseUrl}\u0000${account.clientId}\u0000${account.clientSecret}`,
  );
  const known = discovered.get(key);
  if (known && Date.now() - known.at < discoveryMs) return known.config;
  const config = client
    .discovery(new URL(account.baseUrl), account.clientId, account.clientSecret, undefined, {
      execute: insecureOf(account.baseUrl),
      timeout: providerTimeoutMs / 1000,
      [client.customFetch]: fetchWithin(reach),
    })
    .catch((error: unknown) => {
      discovered.delete(key);
      throw providerFailure(error);
    });
  discovered.set(key, { at: Date.now(), config });
  return config;
}

/** What openid-client says of a refusal (an OAuth error from the provider, a failed check), never a token. */
function refusal(error: unknown): Error {
  if (error instanceof client.ResponseBodyError) return providerRefused(error.error_description ?? error.error);
  if (error instanceof client.AuthorizationResponseError)
    return providerRefused(error.error_description ?? error.error);
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('OAUTH_'))
    return providerRefused(error.message);
  return providerFailure(error);
}

/**
 * Any OpenID Connect provider, found by discovery from its issuer: the authorization code flow with PKCE (S256)
 * and a nonce; the account is the ID token's subject, its profile the ID token's claims and the user-info's.
 */
export const oidc: ProviderKind = {
  pkce: true,
  async authorizeUrl(account, flow: FlowSecrets, reach) {
    const config = await configOf(account, reach);
    return client
      .buildAuthorizationUrl(config, {
        redirect_uri: flow.redirectUri,
        scope: account.scope || 'openid profile email',
        state: flow.state,
        nonce: flow.nonce!,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier!),
        code_challenge_method: 'S256',
      })
      .toString();
  },
  async exchange(account, code, flow, reach) {
    const config = await configOf(account, reach);
    // The address the provider sent the browser back to, as openid-client checks it. The login page passes on the
    // code and the state; a provider that names itself in its answer (RFC 9207) named this issuer, the one the
    // state was given for.
    const current = new URL(flow.redirectUri);
    current.searchParams.set('code', code);
    current.searchParams.set('state', flow.state);
    if (config.serverMetadata().authorization_response_iss_parameter_supported)
      current.searchParams.set('iss', config.serverMetadata().issuer);
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const info: Record<string, unknown> = { ...claims };
      if (config.serverMetadata().userinfo_endpoint)
        Object.assign(info, await client.fetchUserInfo(config, tokens.access_token, claims.sub));
      return {
        uuid: claims.sub,
        username: textOf(info.preferred_username) ?? textOf(info.email) ?? claims.sub,
        nickname: textOf(info.name) ?? textOf(info.nickname),
        avatar: textOf(info.picture),
        email: textOf(info.email),
        gender: textOf(info.gender),
        location: typeof info.zoneinfo === 'string' ? info.zoneinfo : undefined,
      };
    } catch (error) {
      throw refusal(error);
    }
  },
};
