import type { Text } from '@pharma/contract';

/**
 * What sign-in and sign-out write in the audit trail (通用日志), in every language. The account is recorded beside
 * each line (for a refused sign-in: the account tried); a password, a hash or a token never is.
 */
export const tokenAudit = {
  signedIn: (client: string): Text => ({ zh: `登录成功(客户端 ${client})`, en: `Signed in (client ${client})` }),
  wrongPassword: (account: string): Text => ({
    zh: `账号 ${account} 登录失败: 密码错误`,
    en: `Sign-in as ${account} refused: wrong password`,
  }),
  unknownAccount: (account: string): Text => ({
    zh: `账号 ${account} 登录失败: 账号不存在`,
    en: `Sign-in as ${account} refused: no such account`,
  }),
  locked: (account: string): Text => ({
    zh: `账号 ${account} 登录失败: 账号已锁定`,
    en: `Sign-in as ${account} refused: the account is locked`,
  }),
  disabled: (account: string): Text => ({
    zh: `账号 ${account} 登录失败: 账号已停用`,
    en: `Sign-in as ${account} refused: the account is disabled`,
  }),
  pending: (account: string): Text => ({
    zh: `账号 ${account} 登录失败: 账号待审核`,
    en: `Sign-in as ${account} refused: the account is waiting for approval`,
  }),
  signedInVia: (client: string, how: string): Text => ({
    zh: `登录成功(客户端 ${client}, ${how})`,
    en: `Signed in (client ${client}, ${how})`,
  }),
  lockedOut: (account: string, failures: number, minutes: number): Text => ({
    zh: `账号 ${account} 连续 ${failures} 次登录失败, 已锁定 ${minutes} 分钟`,
    en: `${account} locked for ${minutes} minutes after ${failures} failed sign-ins in a row`,
  }),
  signedOut: { zh: '退出登录', en: 'Signed out' },
} as const;
