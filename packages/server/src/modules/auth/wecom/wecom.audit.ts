import type { Text } from '@pharma/contract';

/**
 * What the paas_wechat grant writes in the audit trail when it refuses, in every language: the WeCom user and the
 * corp id it was asked for (neither is a secret; a client's secret never is written).
 */
export const wecomAudit = {
  notBound: (openId: string): Text => ({
    zh: `企业微信用户 ${openId} 登录失败: 未绑定系统账号`,
    en: `Sign-in as WeCom user ${openId} refused: bound to no account`,
  }),
  corpMismatch: (companyId: string): Text => ({
    zh: `企业微信登录失败: 企业ID ${companyId} 不正确`,
    en: `WeCom sign-in refused: wrong corp id ${companyId}`,
  }),
  accountMismatch: (openId: string, account: string): Text => ({
    zh: `企业微信用户 ${openId} 登录失败: 绑定的不是账号 ${account}`,
    en: `Sign-in as WeCom user ${openId} refused: it is not bound to ${account}`,
  }),
} as const;
