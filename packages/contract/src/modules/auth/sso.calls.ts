import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';

/**
 * Single sign-on, this server as the authorisation server of the company's other applications (the clients of
 * 应用管理 with their redirect URIs). The other application sends the browser to the console's `/oauth/authorize`
 * page (OAuth's authorization endpoint); the page signs the user in if needed, asks `authorize-info` what the
 * client wants, shows the consent unless the client auto-approves, and `authorize` answers where to send the browser
 * back: the redirect URI with a single-use code (60 s) or with `error=access_denied`. The application then calls the
 * token endpoint with `grant_type=authorization_code`, `code`, `redirect_uri` and, when it sent a challenge,
 * `code_verifier`, and reads the user from `oauth/userinfo`.
 */
export const authorizeQuery = z.object({
  client_id: z.string().trim().min(1).max(48).describe('the client of 应用管理'),
  redirect_uri: z.string().trim().min(1).max(1000).describe('one of the client’s registered redirect URIs, exactly'),
  response_type: z.string().trim().max(32).optional().describe('code (the only one supported)'),
  scope: z.string().trim().max(256).optional(),
  state: z.string().max(1024).optional().describe('returned as given'),
  code_challenge: z
    .string()
    .trim()
    .max(128)
    .optional()
    .describe('PKCE: base64url(sha256(verifier)); required unless the client is confidential'),
  code_challenge_method: z.string().trim().max(16).optional().describe('S256 (the only one supported)'),
});
export type AuthorizeQuery = z.infer<typeof authorizeQuery>;

/** What the consent page shows of the request. */
export const authorizeInfo = z.object({
  clientId: z.string(),
  scope: z.string(),
  autoApprove: z.boolean().describe('the client skips the consent: the page answers at once'),
  redirectUri: z.string(),
});
export type AuthorizeInfo = z.infer<typeof authorizeInfo>;

/** OpenID Connect's standard claims of the signed-in user, as `oauth/userinfo` answers them (no envelope). */
export const userinfoReply = z.object({
  sub: z.string(),
  preferred_username: z.string(),
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone_number: z.string(),
  picture: z.string(),
  tenant_id: z.string(),
  dept_id: z.string(),
  role_name: z.string(),
});
export type Userinfo = z.infer<typeof userinfoReply>;

export const ssoCalls = {
  authorizeInfo: defineCall({
    method: 'GET',
    path: 'blade-auth/oauth/authorize-info',
    title: { zh: '单点登录·授权信息', en: 'Single sign-on · Consent' },
    summary: 'The consent page: checks the request (client, redirect URI, response type, PKCE) and says what it asks',
    permission: 'authenticated',
    query: authorizeQuery,
    reply: authorizeInfo,
  }),
  authorize: defineCall({
    method: 'POST',
    path: 'blade-auth/oauth/authorize',
    title: { zh: '单点登录·授权', en: 'Single sign-on · Authorize' },
    summary:
      'The consent given (approve true) or refused: the address to send the browser back to, with a code or ' +
      'error=access_denied, and the state',
    permission: 'authenticated',
    body: authorizeQuery.extend({ approve: z.boolean() }),
    reply: z.object({ redirect: z.string() }),
  }),
  userinfo: defineCall({
    method: 'GET',
    path: 'blade-auth/oauth/userinfo',
    title: { zh: '单点登录·用户信息', en: 'Single sign-on · User info' },
    summary: "OpenID Connect's user-info: the bearer token's user as standard claims (no envelope)",
    permission: 'authenticated',
    flat: true,
    reply: userinfoReply,
  }),
};
