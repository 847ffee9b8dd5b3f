import type { ProviderAccount } from '../social.service.ts';
import { type FlowSecrets, type ProviderKind, providerJson, providerRefused, textOf } from './provider.ts';

/** Gitee's OAuth flow (gitee.com by default; its API under `/api/v5` of the same host). */
const baseOf = (a: ProviderAccount) => a.baseUrl || 'https://gitee.com';

export const gitee: ProviderKind = {
  pkce: false,
  async authorizeUrl(account, flow: FlowSecrets) {
    const url = new URL(`${baseOf(account)}/oauth/authorize`);
    url.searchParams.set('client_id', account.clientId);
    url.searchParams.set('redirect_uri', flow.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', account.scope || 'user_info');
    url.searchParams.set('state', flow.state);
    return url.toString();
  },
  async exchange(account, code, flow, reach) {
    // Gitee takes the exchange as a form post (its documentation puts it in the query; both are read there).
    const token = await providerJson(reach, `${baseOf(account)}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: account.clientId,
        client_secret: account.clientSecret,
        redirect_uri: flow.redirectUri,
      }).toString(),
    });
    const accessToken = textOf(token.access_token);
    if (!accessToken) throw providerRefused('no access_token');
    // Gitee's API takes the token as a parameter (this address is never logged).
    const user = await providerJson(
      reach,
      `${baseOf(account)}/api/v5/user?access_token=${encodeURIComponent(accessToken)}`,
    );
    const uuid = textOf(user.id);
    if (!uuid) throw providerRefused('no user id');
    return {
      uuid,
      username: textOf(user.login),
      nickname: textOf(user.name) ?? textOf(user.login),
      avatar: textOf(user.avatar_url),
      email: textOf(user.email),
      blog: textOf(user.blog),
    };
  },
};
