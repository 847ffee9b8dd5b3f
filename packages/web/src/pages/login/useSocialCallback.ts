import { defaultTenantId, messages, pick, type TokenReply } from '@pharma/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { getCurrentLang } from '../../i18n/index.ts';
import { feedback } from '../../lib/feedback.ts';
import { getStore } from '../../lib/storage.ts';
import { enterWith } from '../../shell/stores/auth.ts';
import { useGuest } from './guestStore.ts';
import { safeRedirect } from './safeRedirect.ts';
import { isGuest, requestSocialToken, type SocialCallback } from './social.api.ts';
import { takeReturn } from './socialReturn.ts';

/**
 * A provider's code is good once: the states already sent, so that a second mount of the page (React's strict
 * mode, a quick re-render before the address is cleaned) does not send one again and get 登录请求已失效.
 */
const sent = new Set<string>();

/** The provider's answer in the address: `/oauth/redirect/{source}?code&state`, or `/login?source&code&state`. */
function callbackOf(source: string | undefined, query: URLSearchParams): SocialCallback | undefined {
  const value = {
    source: source ?? query.get('source') ?? '',
    code: query.get('code') ?? '',
    state: query.get('state') ?? '',
  };
  return value.source && value.code && value.state ? value : undefined;
}

/**
 * Finishes a social sign-in when the provider has sent the visitor back: the token call with grant type `social`.
 * A bound account enters the console; an unbound one leaves a guest for the 账号注册 dialog; either way the code
 * leaves the address. Returns whether the sign-in is under way (the page shows 正在登录… meanwhile).
 */
export function useSocialCallback(): boolean {
  const { source } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const callback = callbackOf(source, query);
  const [busy, setBusy] = useState(Boolean(callback));
  // The effect follows the answer's values, not the object rebuilt at every render.
  const key = callback ? JSON.stringify(callback) : '';

  useEffect(() => {
    const callback = key ? (JSON.parse(key) as SocialCallback) : undefined;
    if (!callback || sent.has(callback.state)) return;
    sent.add(callback.state);
    const back = takeReturn();
    const tenantId = back?.tenantId || getStore<string>({ name: 'tenantId' }) || defaultTenantId;
    const toLogin = () => navigate('/login', { replace: true });
    requestSocialToken(tenantId, callback)
      .then(async (reply) => {
        if (!reply.access_token) {
          // A reply without a token is a refusal even with HTTP 200 (spec §8).
          feedback.error(reply.error_description || pick(messages.unknownError, getCurrentLang()));
          return toLogin();
        }
        const signedIn = reply as TokenReply;
        if (isGuest(signedIn)) {
          useGuest.getState().set({
            token: signedIn.access_token,
            tenantId: signedIn.tenant_id,
            oauthId: signedIn.oauth_id,
            name: signedIn.real_name,
            account: signedIn.account,
          });
          return toLogin();
        }
        await enterWith(signedIn);
        return navigate(safeRedirect(back?.redirect ?? null), { replace: true });
      })
      // lib/http has shown the refusal (登录请求已失效, 账号正在等待管理员审核, …).
      .catch(toLogin)
      .finally(() => setBusy(false));
  }, [key, navigate]);

  return busy;
}
