import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { authAddresses } from './auth.ts';

/** A parameter of the token call, by any of the names BladeX clients use for it. */
const param = (what: string) => z.string().optional().describe(what);

/**
 * The token call's parameters. Saber sends them in the query string, OAuth clients as a form body: both are read,
 * the query winning. Loose: clients send more, which is ignored. A client naming itself (`sourceSystem`) may have
 * its sign-ins admitted and recorded by a module: the sales app (3) sends its device too.
 */
const tokenParams = z.looseObject({
  tenantId: param('tenant to sign in to (default 000000; the Tenant-Id header is read too)'),
  tenant_id: param('tenantId, OAuth style'),
  username: param('account'),
  account: param('username, by its other name'),
  password: param(
    'md5 hex of the password (our console), or the password SM2-encrypted with the key of oauth/public-key ' +
      '(sm-crypto doEncrypt mode 0, C1C2C3 hex: the commercial Saber 4.x console)',
  ),
  phone: param('sms_code: the phone, in digits or SM2-encrypted as the password is'),
  id: param('sms_code: the id oauth/sms/send-validate answered'),
  value: param('sms_code: the code the phone received'),
  name: param('register: the name of the account asked for'),
  email: param('register: its e-mail'),
  grant_type: param(
    'password | captcha | refresh_token | social | authorization_code | paas_wechat | sms_code | register (default password)',
  ),
  grantType: param('grant_type, camel-cased'),
  refresh_token: param('the refresh token (grant refresh_token)'),
  refreshToken: param('refresh_token, camel-cased'),
  scope: param('all'),
  source: param('social: the provider’s source code (github, gitee, an OpenID Connect provider’s)'),
  code: param('social: the provider’s code; authorization_code: the code this server gave'),
  state: param('social: the state oauth/render gave'),
  redirect_uri: param('authorization_code: the redirect URI the code was given for'),
  code_verifier: param('authorization_code: the PKCE verifier of the challenge sent to authorize'),
  client_id: param('authorization_code: the client, when it authenticates in the body (client_secret_post)'),
  client_secret: param('authorization_code: the client’s secret, with client_id'),
  companyId: param('paas_wechat: the WeCom corp id'),
  openId: param('paas_wechat: the WeCom user id'),
  type: param('account'),
  sourceSystem: z
    .union([z.string(), z.number()])
    .optional()
    .describe('which client signs in: 2 the console, 3 the sales app (whitelist checked, sign-in recorded)'),
  deviceId: param('the sales app: the device, bound at the first sign-in when its whitelist row asks'),
  deviceModel: param('the sales app: the device model (HUAWEI Mate 60)'),
  osVersion: param('the sales app: the operating system version'),
  appVersion: param('the sales app: its version'),
  clientType: param('the sales app: 1 Android, 2 iOS, 3 H5, 4 PC'),
});

/** The headers the token call reads (all optional: a missing client is refused by the call itself, with 401). */
const tokenHeaders = z.looseObject({
  authorization: param('Basic base64(clientId:clientSecret) of the client (the console sends saber’s)'),
  'tenant-id': param('the tenant, when the parameters do not name it'),
  'captcha-key': param('the key of the captcha answered (required for every password sign-in while captcha is on)'),
  'captcha-code': param('what the captcha image shows'),
  'dept-id': param('switch mode: the department to work as'),
  'role-id': param('switch mode: the role to work as'),
  'user-agent': param('kept with the session'),
});

/** The flat reply of the token call (BladeX's OAuth reply, no envelope). */
export const tokenReply = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  expires_in: z.number().describe('seconds'),
  scope: z.string(),
  tenant_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  real_name: z.string(),
  account: z.string(),
  nick_name: z.string(),
  avatar: z.string(),
  role_id: z.string().describe('comma-joined; the chosen one in switch mode'),
  role_name: z.string().describe('role aliases, comma-joined'),
  authority: z.string().describe('role aliases, comma-joined: SpringBlade’s name for role_name, which Saber reads'),
  dept_id: z.string(),
  post_id: z.string(),
  oauth_id: z.string(),
  client_id: z.string(),
  license: z.string(),
  jti: z.string(),
  switch_mode: z.boolean().describe('whether the tenant lets its users switch department and role'),
  must_change_password: z
    .boolean()
    .describe('the password was given by someone else: every call but changing it is refused until it is changed'),
  time_zone: z
    .string()
    .describe(
      'the IANA zone the server shows and reads times in (TIME_ZONE, e.g. Asia/Shanghai): the console shows the ' +
        'times it makes itself in it too',
    ),
});
export type TokenReply = z.infer<typeof tokenReply>;

export const captchaReply = z.object({
  key: z.string().describe('send it back as the Captcha-Key header'),
  image: z.string().describe('a data URI the login page puts in an <img>'),
  required: z.boolean().describe('false when the server runs with CAPTCHA_ENABLED=false: no captcha to answer'),
});
export type CaptchaReply = z.infer<typeof captchaReply>;

/** The caller's own profile; never the password hash. */
export const userInfoReply = z.object({
  /** The user's id under BladeX's name for it (its UserVO's `id`), which Saber's 个人信息 reads and sends back. */
  id: z.string(),
  userId: z.string(),
  tenantId: z.string(),
  account: z.string(),
  name: z.string(),
  realName: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
  roleIds: z.string(),
  roleNames: z.string(),
  deptIds: z.string(),
  postIds: z.string(),
  /** `['*']` for the platform administrator. */
  permissions: z.array(z.string()),
});
export type UserInfoReply = z.infer<typeof userInfoReply>;

/** What the 用户信息选择 dialog offers, and the session's current choice ('' = all of the user's). */
export const switchOptionsReply = z.object({
  switchMode: z.boolean(),
  depts: z.array(z.object({ id: z.string(), deptName: z.string() })),
  roles: z.array(z.object({ id: z.string(), roleName: z.string(), roleAlias: z.string() })),
  deptId: z.string(),
  roleId: z.string(),
});
export type SwitchOptions = z.infer<typeof switchOptionsReply>;

/** send-validate's parameters as Saber 4's login page sends them (query string); checked by the service. */
const smsSendParams = z.looseObject({
  tenantId: param('tenant whose SMS config sends the code (default 000000; the Tenant-Id header is read too)'),
  phone: param('the phone, SM2-encrypted with the key of oauth/public-key, or in digits'),
});

/** What send-validate answers: the challenge's id the sms_code grant names (the code itself only reaches the phone). */
export const smsSendReply = z.object({
  id: z.string().describe('send it back as `id` with the sms_code grant'),
});

/**
 * blade-auth: sign-in (the token call, exactly BladeX's: spec §7), its captcha, and the signed-in user's session
 * calls. The browser's error-log upload shares the logout path (POST): it is the log module's (error-log.calls.ts).
 */
export const authCalls = {
  token: defineCall({
    ...authAddresses.token,
    title: { zh: '登录', en: 'Sign in' },
    summary:
      'Sign in (grant password / captcha) or refresh (grant refresh_token): parameters in the query string or a ' +
      'form body; the client as Basic; Tenant-Id, Captcha-Key / Captcha-Code and, in switch mode, Dept-Id / ' +
      'Role-Id headers. Flat OAuth reply; a refusal carries error_description',
    permission: 'public',
    matrixOptOut: 'the sign-in call itself: answers without a token by design',
    query: tokenParams,
    body: tokenParams.nullish(),
    headers: tokenHeaders,
    reply: tokenReply,
    oauth: true,
  }),
  captcha: defineCall({
    ...authAddresses.captcha,
    title: { zh: '登录验证码', en: 'Sign-in captcha' },
    summary: 'A captcha image and its key (flat reply)',
    permission: 'public',
    matrixOptOut: 'the sign-in page needs it before anyone has a token',
    reply: captchaReply,
  }),
  userInfo: defineCall({
    ...authAddresses.userInfo,
    title: { zh: '当前用户', en: 'Current user' },
    summary: "The caller's profile and permissions",
    permission: 'authenticated',
    reply: userInfoReply,
  }),
  logout: defineCall({
    ...authAddresses.logout,
    title: { zh: '退出登录', en: 'Sign out' },
    summary: 'Sign out: revokes the session and its tokens',
    permission: 'authenticated',
    reply: z.null(),
  }),
  switchOptions: defineCall({
    ...authAddresses.switchOptions,
    title: { zh: '切换身份·选项', en: 'Switch · Options' },
    summary: 'Switch mode: the departments and roles the caller may work as, and the current choice',
    permission: 'authenticated',
    reply: switchOptionsReply,
  }),
  publicKey: defineCall({
    ...authAddresses.publicKey,
    title: { zh: '登录公钥', en: 'Sign-in public key' },
    summary:
      'The SM2 public key (hex, 04 + x + y) the commercial Saber 4.x console encrypts passwords with: its ' +
      'website.js → oauth2.publicKey',
    permission: 'public',
    matrixOptOut: 'a public key, published so that administrators and consoles can copy it before signing in',
    reply: z.string(),
  }),
  smsSend: defineCall({
    ...authAddresses.smsSend,
    title: { zh: '短信登录验证码', en: 'Sign-in SMS code' },
    summary:
      'Send a sign-in code by SMS through the tenant’s enabled SMS config (Saber 4’s 手机号登录): tenantId and ' +
      'the phone (SM2-encrypted or digits) in the query; answers the challenge id for the sms_code grant. The same ' +
      'answer whether or not an account has that phone; one code a minute per phone, and the sign-in rate limit',
    permission: 'public',
    matrixOptOut: 'the sign-in page asks for a code before anyone has a token',
    query: smsSendParams,
    body: smsSendParams.nullish(),
    headers: z.looseObject({ 'tenant-id': param('the tenant, when the parameters do not name it') }),
    reply: smsSendReply,
  }),
  clearCache: defineCall({
    ...authAddresses.clearCache,
    title: { zh: '清除缓存', en: 'Clear the cache' },
    summary: 'Clear server caches (there are none: kept for BladeX clients)',
    permission: 'authenticated',
    reply: z.null(),
  }),
};
