import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';

/** 启用 / 停用: show a provider on the login page or take it off (social/enable, social/disable). */
export const socialEnableButton = {
  key: 'enable',
  name: { zh: '启用', en: 'Enable' },
  action: 2,
  icon: 'check',
} as const satisfies ExtraButton;
export const socialDisableButton = {
  key: 'disable',
  name: { zh: '停用', en: 'Disable' },
  action: 2,
  icon: 'stop',
} as const satisfies ExtraButton;

/**
 * The kinds of sign-in provider a tenant may configure (dictionary `social_category`): any OpenID Connect provider
 * found by discovery, GitHub, Gitee, and enterprise WeChat (企业微信, WeCom: scan-to-bind and its grant).
 */
export const socialCategory = { oidc: 1, github: 2, gitee: 3, wecom: 4 } as const;
export type SocialCategory = (typeof socialCategory)[keyof typeof socialCategory];

/** The `social_category` dictionary's seeded labels. */
export const socialCategories: Record<SocialCategory, Text> = {
  1: { zh: 'OpenID Connect', en: 'OpenID Connect' },
  2: { zh: 'GitHub', en: 'GitHub' },
  3: { zh: 'Gitee', en: 'Gitee' },
  4: { zh: '企业微信', en: 'WeCom' },
};

/** A provider's status (dictionary `yes_no`): 1 off, 2 on. Only providers that are on show on the login page. */
export const socialStatus = { off: 1, on: 2 } as const;

/**
 * The source code a tenant's WeCom bindings are kept under. Scan-to-bind and the `paas_wechat` grant use the
 * tenant's enabled provider of the WeCom kind, whatever its own code (the oldest, should two be enabled).
 */
export const wecomSource = 'wecom';

/**
 * 第三方登录 (sign-in providers): per tenant, the accounts this server holds at OpenID Connect providers, GitHub,
 * Gitee and WeCom. `source` is what `oauth/render/{source}` names; the client secret is stored encrypted and never
 * sent back. `baseUrl`: an OpenID Connect provider's issuer (discovery), or another address for GitHub (an
 * Enterprise server), Gitee or WeCom's API (`https://qyapi.weixin.qq.com` when empty); the tests point it at
 * providers running on loopback.
 */
export const socialResource = defineResource({
  module: 'system',
  name: 'social',
  title: { zh: '第三方登录', en: 'Sign-in providers' },
  api: 'blade-auth/social',
  table: 'blade_social_provider',
  page: '/system/social',
  crossTenant: true,
  menu: {
    icon: 'LoginOutlined',
    sort: 10,
    buttons: [...standardButtonKeys, socialEnableButton, socialDisableButton],
  },
  status: { dict: 'yes_no', label: { zh: '是否启用', en: 'Enabled' } },
  fields: {
    source: {
      type: 'string',
      max: 32,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '登录源编码', en: 'Source code' },
      placeholder: { zh: '小写字母、数字或下划线,如 github', en: 'Lower-case letters, digits or _, e.g. github' },
      required: { zh: '请输入登录源编码', en: 'Please enter the source code' },
      unique: { zh: '当前登录源编码已存在!', en: 'This source code already exists' },
    },
    name: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '显示名称', en: 'Display name' },
      required: { zh: '请输入显示名称', en: 'Please enter the display name' },
    },
    category: {
      type: 'integer',
      dict: 'social_category',
      search: 'equal',
      label: { zh: '登录类型', en: 'Kind' },
      required: { zh: '请选择登录类型', en: 'Please choose the kind' },
    },
    clientId: {
      type: 'string',
      max: 128,
      label: { zh: '客户端ID', en: 'Client ID' },
      placeholder: { zh: '企业微信填写企业ID (corpid)', en: 'WeCom: the corp id' },
      required: { zh: '请输入客户端ID', en: 'Please enter the client ID' },
    },
    clientSecret: {
      type: 'text',
      max: 255,
      secret: true,
      list: false,
      label: { zh: '客户端密钥', en: 'Client secret' },
      placeholder: { zh: '企业微信填写应用的 Secret', en: "WeCom: the app's secret" },
      required: { zh: '请输入客户端密钥', en: 'Please enter the client secret' },
    },
    baseUrl: {
      type: 'string',
      max: 255,
      list: false,
      label: { zh: '服务地址', en: 'Provider address' },
      placeholder: {
        zh: 'OpenID Connect 填写 issuer;其他类型留空使用公网地址',
        en: "OpenID Connect: the issuer; others: empty for the provider's public address",
      },
    },
    agentId: {
      type: 'string',
      max: 64,
      list: false,
      label: { zh: '应用AgentId', en: 'Agent id' },
      placeholder: { zh: '企业微信自建应用的 AgentId', en: "WeCom: the self-built app's AgentId" },
    },
    scope: {
      type: 'string',
      max: 255,
      list: false,
      label: { zh: '授权范围', en: 'Scope' },
      placeholder: { zh: 'OpenID Connect 默认 openid profile email', en: 'OpenID Connect: openid profile email' },
    },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/** The codes the screen's buttons follow: the kit's four, social_enable and social_disable. */
export const socialCodes = {
  ...permissionsOf(socialResource),
  enable: `${socialResource.name}_${socialEnableButton.key}`,
  disable: `${socialResource.name}_${socialDisableButton.key}`,
} as const;

/** What the sign-in flows say, in every language. */
export const oauthMessages = {
  providerUnknown: {
    zh: '未配置或未启用该第三方登录: {source}',
    en: 'No enabled sign-in provider is called {source}',
  },
  stateInvalid: {
    zh: '登录请求已失效,请重新发起登录',
    en: 'This sign-in request is no longer valid; please start again',
  },
  codeRequired: { zh: '缺少授权码', en: 'The authorisation code is missing' },
  // The provider's own words stay in the server's log: they may come from a service that is not the provider.
  providerRefused: {
    zh: '第三方登录失败: 服务商未接受本次登录,请重新登录或联系管理员',
    en: 'The provider refused the sign-in; please try again or ask your administrator',
  },
  providerUnreachable: {
    zh: '无法连接第三方登录服务,请稍后再试或联系管理员',
    en: 'Could not reach the sign-in provider; please try again later or ask your administrator',
  },
  notCorpMember: {
    zh: '第三方登录失败: 扫码账号不是该企业的成员',
    en: 'The provider refused the sign-in: the scanning account is not a member of the corp',
  },
  providerTimeout: {
    zh: '第三方登录服务未在规定时间内响应,请稍后再试',
    en: 'The sign-in provider did not answer in time; please try again later',
  },
  badSource: {
    zh: '登录源编码只能包含小写字母、数字或下划线',
    en: 'A source code may hold lower-case letters, digits and _ only',
  },
  badBaseUrl: { zh: '服务地址须为 http(s) 地址', en: 'The provider address must be an http(s) address' },
  issuerRequired: {
    zh: 'OpenID Connect 需填写服务地址 (issuer)',
    en: 'OpenID Connect needs the provider address (its issuer)',
  },
  agentIdRequired: { zh: '企业微信需填写应用AgentId', en: "WeCom needs the app's AgentId" },
  // Guest registration and pending accounts.
  accountPending: {
    zh: '账号正在等待管理员审核,审核通过后方可登录',
    en: 'This account is waiting for an administrator’s approval',
  },
  guestOnly: {
    zh: '请先通过第三方登录,再注册账号',
    en: 'Sign in with a provider first, then register',
  },
  oauthMismatch: { zh: '第三方登陆信息错误!', en: 'The provider sign-in does not match' },
  oauthBound: { zh: '该第三方账号已绑定系统账号', en: 'This provider account is already bound to an account' },
  tenantWrong: { zh: '租户信息错误!', en: 'No such tenant' },
  registered: {
    zh: '注册申请已提交,请耐心等待管理员审核!',
    en: 'Your registration is submitted; an administrator will approve it',
  },
  approved: { zh: '审核通过', en: 'Approved' },
  notPending: { zh: '所选用户没有待审核的账号', en: 'None of the chosen users is waiting for approval' },
  // Single sign-on (this server as the authorisation server).
  clientUnknown: { zh: '应用不存在: {clientId}', en: 'No client is called {clientId}' },
  clientNoCode: {
    zh: '该应用未开通授权码模式',
    en: 'This client may not use the authorisation code grant',
  },
  redirectMismatch: {
    zh: '回调地址与应用登记的不一致',
    en: "The redirect URI is not one of the client's registered ones",
  },
  responseType: { zh: '仅支持 response_type=code', en: 'Only response_type=code is supported' },
  pkceMethod: { zh: 'PKCE 仅支持 S256', en: 'PKCE supports S256 only' },
  codeInvalid: {
    zh: '授权码无效、已使用或已过期',
    en: 'The authorisation code is invalid, used or expired',
  },
  pkceMismatch: { zh: 'PKCE 校验失败', en: 'The PKCE code verifier does not match' },
  // WeCom.
  wecomNotConfigured: {
    zh: '当前租户未启用企业微信',
    en: 'This tenant has no enabled WeCom provider',
  },
  wecomNotBound: {
    zh: '该企业微信账号未绑定系统账号',
    en: 'This WeCom account is not bound to any account',
  },
  wecomAccountMismatch: {
    zh: '企业微信绑定的账号与登录账号不一致',
    en: 'The WeCom account is bound to another account',
  },
  wecomCorpMismatch: { zh: '企业ID不正确', en: 'Wrong corp id' },
  wecomBound: { zh: '企业微信绑定成功', en: 'The WeCom account is bound' },
  wecomTakenBy: {
    zh: '该企业微信账号已绑定其他账号',
    en: 'This WeCom account is already bound to another account',
  },
  openIdRequired: { zh: '请提供企业微信用户 openId', en: "Please give the WeCom user's openId" },
  companyIdRequired: { zh: '请提供企业ID companyId', en: 'Please give the corp id (companyId)' },
} as const satisfies Record<string, Text>;
