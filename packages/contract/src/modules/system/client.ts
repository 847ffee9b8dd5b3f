import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';

/** 重置密钥: a new generated secret for one client, shown once (client/reset-secret). */
export const clientResetButton = {
  key: 'reset',
  name: { zh: '重置密钥', en: 'Reset secret' },
  action: 2,
  icon: 'key',
} as const satisfies ExtraButton;

/**
 * 应用管理: the OAuth clients allowed to call the token endpoint (BladeX blade_client), platform-wide. The secret is
 * stored as a hash: the server generates it and shows it once, on creation and on reset. Grant types and token
 * lifetimes are enforced by the token endpoint.
 */
export const clientResource = defineResource({
  module: 'system',
  name: 'client',
  title: { zh: '应用管理', en: 'Clients' },
  api: 'blade-system/client',
  table: 'blade_client',
  page: '/system/client',
  tenant: false,
  administratorOnly: true,
  menu: {
    icon: 'MobileOutlined',
    sort: 9,
    buttons: [...standardButtonKeys, clientResetButton],
  },
  fields: {
    clientId: {
      type: 'string',
      max: 48,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '客户端id', en: 'Client id' },
      required: { zh: '请输入客户端id', en: 'Please enter the client id' },
      unique: { zh: '客户端id已存在', en: 'This client id already exists' },
    },
    /** Write-only: a hash in the database, never in a reply except the clear secret once. */
    clientSecret: {
      type: 'string',
      max: 256,
      list: false,
      form: false,
      view: false,
      label: { zh: '客户端密钥', en: 'Client secret' },
    },
    scope: {
      type: 'string',
      max: 256,
      label: { zh: '权限范围', en: 'Scope' },
      required: { zh: '请输入权限范围', en: 'Please enter the scope' },
    },
    authorizedGrantTypes: {
      type: 'string',
      max: 256,
      dict: 'grant_type',
      multiple: true,
      label: { zh: '授权类型', en: 'Grant types' },
      required: { zh: '请选择授权类型', en: 'Please choose the grant types' },
    },
    accessTokenValidity: {
      type: 'integer',
      label: { zh: '令牌秒数', en: 'Access token seconds' },
      required: { zh: '请输入令牌秒数', en: 'Please enter the access token lifetime' },
    },
    refreshTokenValidity: {
      type: 'integer',
      label: { zh: '刷新令牌秒数', en: 'Refresh token seconds' },
      required: { zh: '请输入刷新令牌秒数', en: 'Please enter the refresh token lifetime' },
    },
    webServerRedirectUri: { type: 'string', max: 256, list: false, label: { zh: '回调地址', en: 'Redirect URIs' } },
    autoapprove: { type: 'string', max: 256, list: false, label: { zh: '自动授权', en: 'Auto-approve' } },
    resourceIds: { type: 'string', max: 256, list: false, label: { zh: '资源集合', en: 'Resource ids' } },
    authorities: { type: 'string', max: 256, list: false, label: { zh: '权限', en: 'Authorities' } },
    additionalInformation: {
      type: 'text',
      max: 4096,
      list: false,
      label: { zh: '附加说明', en: 'Additional information' },
    },
  },
});

/** The codes the screen's buttons follow: the kit's four and client_reset (the calls need the administrator). */
export const clientCodes = {
  ...permissionsOf(clientResource),
  reset: `${clientResource.name}_${clientResetButton.key}`,
} as const;

export const clientMessages = {
  secretShownOnce: {
    zh: '客户端密钥只显示这一次,请立即妥善保存',
    en: 'The client secret is shown this once only: store it safely now',
  },
  badGrantType: { zh: '未知的授权类型: {value}', en: 'Unknown grant type: {value}' },
  badValidity: { zh: '令牌秒数须为 60 到 31536000 之间的整数', en: 'A token lifetime is 60 to 31536000 seconds' },
  badRedirect: { zh: '回调地址须为 http(s) 地址: {value}', en: 'A redirect URI must be an http(s) address: {value}' },
  ownClient: {
    zh: '不能删除当前登录所用的客户端,也不能重置它的密钥',
    en: 'The client you are signed in with cannot be removed, nor its secret reset',
  },
  secretTooShort: { zh: '客户端密钥至少 16 位', en: 'A client secret has at least 16 characters' },
} as const;
