import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { detailQuery, idList, tenantIdValue, zodMessage } from '../../kit/schema.ts';
import { oauthMessages, socialCodes, socialResource } from './social.ts';

/** A provider as the calls send it: the secret masked, the kind's label and the address to register there. */
export const socialRecord = recordSchema(socialResource).extend({
  categoryName: z.string().optional(),
  statusName: z.string().optional(),
  callbackUrl: z
    .string()
    .optional()
    .describe('the redirect URI to register at the provider (WeCom: the scan-to-bind callback)'),
});
export type SocialProvider = z.infer<typeof socialRecord>;

/** One button of the login page: a tenant's enabled provider. */
export const socialButton = z.object({ source: z.string(), name: z.string(), category: z.number() });
export type SocialButton = z.infer<typeof socialButton>;

/** A short text parameter of the sign-in flows (a state, a code): bounded, so nothing large is stored or logged. */
const flowText = (message: string, max = 512) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/**
 * Social sign-in and its settings. The flow: the login page sends the browser to `oauth/render/{source}`, which
 * remembers a single-use state (and, for OpenID Connect, a PKCE verifier and a nonce) and redirects to the
 * provider; the provider sends it back to `/login?source=…&code=…&state=…`, and the page calls the token endpoint
 * with `grant_type=social`. A known binding signs in; an unknown one gets a guest token with its `oauth_id`, which
 * only guest registration accepts.
 */
export const socialCalls = {
  ...crudCalls(socialResource),
  enable: defineCall({
    method: 'POST',
    path: `${socialResource.api}/enable`,
    summary: 'Enable a provider: its button shows on the login page (WeCom: binding and its grant work)',
    permission: socialCodes.enable,
    query: detailQuery,
    reply: z.literal(true),
  }),
  disable: defineCall({
    method: 'POST',
    path: `${socialResource.api}/disable`,
    summary: 'Disable a provider: its button goes, and its flows are refused',
    permission: socialCodes.disable,
    query: detailQuery,
    reply: z.literal(true),
  }),
  sources: defineCall({
    method: 'GET',
    path: 'blade-auth/social/sources',
    summary: "The login page's provider buttons: the tenant's enabled providers (no secrets, no addresses)",
    permission: 'public',
    matrixOptOut: 'the login page shows them before anyone signs in',
    query: z.object({ tenantId: tenantIdValue().optional().describe('default 000000') }),
    reply: z.array(socialButton),
  }),
  render: defineCall({
    method: 'GET',
    path: 'blade-auth/oauth/render/:source',
    title: { zh: '第三方登录·跳转', en: 'Sign-in providers · Redirect' },
    summary:
      'Social sign-in, step one: a 302 to the provider with a single-use state (10 minutes) and, for OpenID ' +
      'Connect, PKCE S256 and a nonce. A refusal redirects to /login with `error`',
    permission: 'public',
    matrixOptOut: 'starts a sign-in: the visitor has no token yet',
    params: z.object({ source: flowText(zodMessage(oauthMessages.badSource), 32) }),
    query: z.object({
      tenantId: tenantIdValue().optional().describe('the tenant whose provider is used (default 000000)'),
    }),
    file: true,
  }),
};

/** `register-guest`'s parameters: BladeX reads them from the query; a form or JSON body is read too. */
export const registerGuestQuery = z.looseObject({
  tenantId: z.string().optional(),
  name: z.string().optional(),
  account: z.string().optional(),
  password: z.string().optional().describe('md5 hex of the password, as the login page sends it'),
  oauthId: z.string().optional().describe('the guest token’s oauth_id'),
});

/** Guest registration and its approval. */
export const guestCalls = {
  registerGuest: defineCall({
    method: 'POST',
    path: 'blade-user/register-guest',
    alsoAt: 'blade-system/user/register-guest',
    summary:
      'A visitor signed in with an unbound provider account asks for an account: it is made pending an ' +
      "administrator's approval and bound to that provider account. Needs the guest token of that sign-in",
    permission: 'public',
    matrixOptOut: 'answers the guest token of a social sign-in, which no other call accepts',
    query: registerGuestQuery,
    body: registerGuestQuery.nullish(),
    reply: z.null(),
  }),
  approve: defineCall({
    method: 'POST',
    path: 'blade-user/approve',
    summary: 'Approve accounts waiting after guest registration: they become enabled and may sign in',
    permission: 'user_approve',
    query: z.object({ ids: idList() }),
    reply: z.number().describe('accounts approved'),
  }),
};
