import type { CallDef } from '../../kit/call.ts';
import type { Text } from '../../kit/text.ts';

export const grantTypes = [
  'password',
  'captcha',
  'refresh_token',
  'social',
  'authorization_code',
  'paas_wechat',
  'sms_code',
  'register',
] as const;
export type GrantType = (typeof grantTypes)[number];

/** The seeded web client; the browser sends it as `Authorization: Basic` on every call. */
export const webClient = { id: 'saber', secret: 'saber_secret' } as const;
/** The commercial Saber 4.x console's client, seeded as BladeX 4 seeds it so that console signs in unchanged. */
export const saber4Client = { id: 'saber3', secret: 'saber3_secret' } as const;

export const defaultTenantId = '000000';
/** The platform administrator's role alias: the one role that holds every permission. */
export const administratorAlias = 'administrator';

/** Front-end settings the spec fixes (section 9). */
export const website = {
  key: 'pharma',
  tenantMode: true,
  captchaMode: true,
  switchMode: false,
  /** Seconds of token age after which the browser refreshes it. */
  tokenTime: 3000,
  refreshCheckMs: 10_000,
  httpTimeoutMs: 480_000,
  chunkTimeoutMs: 120_000,
  statusWhiteList: [] as number[],
  homePath: '/wel/index',
  logsMax: 99,
  defaultColor: '#409EFF',
} as const;

/** The system parameter that turns switch mode on for a tenant ('true'); without it, `website.switchMode`. */
export const switchModeParamKey = 'account.switchMode';
/**
 * The system parameter that opens self-registration (the token call's `register` grant, Saber 4's 用户注册) in a
 * tenant ('true'); closed without it, since anyone may call it. Accounts registered wait for 审核通过.
 */
export const registerParamKey = 'account.registerUser';

export const authMessages = {
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong account or password' },
  badClient: { zh: '客户端认证失败', en: 'The client could not be authenticated' },
  badGrant: { zh: '不支持的授权类型', en: 'Unsupported grant type' },
  captchaRequired: { zh: '请输入验证码', en: 'Please enter the captcha' },
  captchaAfterFailures: {
    zh: '登录失败次数较多,请输入验证码后再登录(不显示验证码的客户端请30分钟后再试)',
    en: 'Too many failed sign-ins: enter the captcha to sign in (a client that shows none can try again in 30 minutes)',
  },
  captchaWrong: { zh: '验证码不正确', en: 'The captcha is wrong' },
  captchaExpired: { zh: '验证码已过期,请刷新后重试', en: 'The captcha has expired; please refresh it' },
  tooManyFailures: {
    zh: '登录失败次数过多,账号已锁定,请{minutes}分钟后再试或联系管理员解锁',
    en: 'Too many failed sign-ins: the account is locked; try again in {minutes} minutes or ask an administrator to unlock it',
  },
  accountDisabled: { zh: '账号已被停用', en: 'This account is disabled' },
  tenantMissing: { zh: '租户不存在或已停用', en: 'The tenant does not exist or is disabled' },
  refreshInvalid: { zh: '登录已过期,请重新登录', en: 'Your session has expired; please sign in again' },
  usernameRequired: { zh: '请输入账号', en: 'Please enter the account' },
  passwordRequired: { zh: '请输入密码', en: 'Please enter the password' },
  phoneRequired: { zh: '请输入手机号', en: 'Please enter the phone number' },
  /** A phone that is not one, or a ciphertext that does not decrypt: the same words either way. */
  phoneInvalid: { zh: '手机号格式不正确', en: 'Not a phone number' },
  smsCodeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  /** Every refusal of an SMS sign-in's code or phone: which of the two was wrong is not said. */
  smsSignInFailed: {
    zh: '手机号或验证码错误,请重新获取验证码',
    en: 'Wrong phone number or verification code; please request a new code',
  },
  registerClosed: { zh: '该租户暂未开放注册', en: 'This tenant does not take registrations' },
  emailInvalid: { zh: '邮箱格式不正确', en: 'Not an e-mail address' },
  smsSent: { zh: '验证码已发送', en: 'The verification code has been sent' },
} satisfies Record<string, Text>;

/**
 * Where each call of blade-auth goes and how it answers: the part of its declaration (auth.calls.ts) a client needs
 * to make it. The console's shell makes these calls on every page, the login page's included, so it makes them
 * from here: these addresses carry no zod schemas, which keeps zod out of the login page's JavaScript. The types
 * come from the full declarations, which spread these.
 */
export const authAddresses = {
  token: { method: 'POST', path: 'blade-auth/oauth/token', flat: true },
  captcha: { method: 'GET', path: 'blade-auth/oauth/captcha', flat: true },
  userInfo: { method: 'GET', path: 'blade-auth/oauth/user-info' },
  logout: { method: 'GET', path: 'blade-auth/oauth/logout' },
  switchOptions: { method: 'GET', path: 'blade-auth/oauth/switch-options' },
  clearCache: { method: 'GET', path: 'blade-auth/oauth/clear-cache' },
  publicKey: { method: 'GET', path: 'blade-auth/oauth/public-key' },
  smsSend: { method: 'POST', path: 'blade-auth/oauth/sms/send-validate' },
} as const satisfies Record<string, Pick<CallDef, 'method' | 'path' | 'flat'>>;
