import type { ProviderAccount } from '../social.service.ts';
import { type FlowSecrets, type ProviderKind, providerJson, providerRefused, textOf } from './provider.ts';

/**
 * GitHub's OAuth app flow. github.com by default; with an address, a GitHub Enterprise server, whose API sits
 * under `/api/v3` of the same host (the tests' stand-in speaks that layout).
 */
const webOf = (a: ProviderAccount) => a.baseUrl || 'https://github.com';
const apiOf = (a: ProviderAccount) => (a.baseUrl ? `${a.baseUrl}/api/v3` : 'https://api.github.com');

export const github: ProviderKind = {
  pkce: false,
  async authorizeUrl(account, flow: FlowSecrets) {
    const url = new URL(`${webOf(account)}/login/oauth/authorize`);
    url.searchParams.set('client_id', account.clientId);
    url.searchParams.set('redirect_uri', flow.redirectUri);
    url.searchParams.set('scope', account.scope || 'read:user user:email');
    url.searchParams.set('state', flow.state);
    return url.toString();
  },
  async exchange(account, code, flow, reach) {
    const token = await providerJson(reach, `${webOf(account)}/login/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: account.clientId,
        client_secret: account.clientSecret,
        code,
        redirect_uri: flow.redirectUri,
      }),
    });
    const accessToken = textOf(token.access_token);
    if (!accessToken) throw providerRefused('no access_token');
    const user = await providerJson(reach, `${apiOf(account)}/user`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.github+json' },
    });
    const uuid = textOf(user.id);
    if (!uuid) throw providerRefused('no user id');
    return {
      uuid,
      username: textOf(user.login),
      nickname: textOf(user.name) ?? textOf(user.login),
      avatar: textOf(user.avatar_url),
      email: textOf(user.email),
      blog: textOf(user.blog),
      company: textOf(user.company),
      location: textOf(user.location),
    };
  },
};
