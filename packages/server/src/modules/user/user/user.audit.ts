import type { Text } from '@pharma/contract';
import { named, namesOf } from '../../../platform/audit.ts';

/** A user as an administrator knows them: the account and, when it has one, the real name. */
export interface Named {
  account: string;
  realName?: string | null;
}

/** At most this many names in one line; the rest are counted. */
const users = (rows: readonly Named[]) => namesOf(rows, (r, lang) => named(r.account, r.realName, lang));
const listed = (names: readonly string[]) => namesOf(names, (n) => n);

/**
 * What the user services write in the audit trail (通用日志), in every language: to whom, and what. Who did it is
 * recorded beside the line (the account); a password, its hash or its md5 never is.
 */
export const userAudit = {
  saved: (row: Named, created: boolean): Text => {
    const who = users([row]);
    return created
      ? { zh: `新增了用户 ${who.zh}`, en: `Added the user ${who.en}` }
      : { zh: `修改了用户 ${who.zh}`, en: `Changed the user ${who.en}` };
  },
  removed: (rows: readonly Named[]): Text => {
    const who = users(rows);
    return { zh: `删除了用户 ${who.zh}`, en: `Removed the users ${who.en}` };
  },
  passwordReset: (rows: readonly Named[], random: boolean): Text => {
    const who = users(rows);
    return random
      ? { zh: `重置了用户 ${who.zh} 的密码(随机生成)`, en: `Reset the password of ${who.en} (generated)` }
      : {
          zh: `重置了用户 ${who.zh} 的密码(管理员指定)`,
          en: `Reset the password of ${who.en} (chosen by the administrator)`,
        };
  },
  ownPasswordChanged: { zh: '修改了自己的登录密码', en: 'Changed their own password' },
  unlocked: (rows: readonly Named[]): Text => {
    const who = users(rows);
    return { zh: `解锁了账号 ${who.zh}`, en: `Unlocked the accounts ${who.en}` };
  },
  approved: (rows: readonly Named[]): Text => {
    const who = users(rows);
    return { zh: `审核通过了账号 ${who.zh}`, en: `Approved the accounts ${who.en}` };
  },
  leader: (row: Named, isLeader: boolean): Text => {
    const who = users([row]);
    return isLeader
      ? { zh: `将用户 ${who.zh} 设为主管`, en: `Made ${who.en} a leader` }
      : { zh: `取消了用户 ${who.zh} 的主管职务`, en: `${who.en} is no longer a leader` };
  },
  refused: (rows: readonly Named[]): Text => {
    const who = users(rows);
    return { zh: `审核拒绝了账号 ${who.zh}`, en: `Refused the accounts ${who.en}` };
  },
  registered: (account: string, source: string): Text => ({
    zh: `访客通过 ${source} 注册了账号 ${account},等待审核`,
    en: `A guest signed in through ${source} registered the account ${account}, waiting for approval`,
  }),
  locked: (rows: readonly Named[], minutes: number): Text => {
    const who = users(rows);
    return {
      zh: `管理员锁定了账号 ${who.zh}, ${minutes} 分钟内不能登录`,
      en: `Locked the accounts ${who.en} by hand: no sign-in for ${minutes} minutes`,
    };
  },
  rolesGranted: (rows: readonly Named[], roleNames: readonly string[]): Text => {
    const who = users(rows);
    const roles = listed(roleNames);
    return { zh: `将用户 ${who.zh} 的角色设为: ${roles.zh}`, en: `Set the roles of ${who.en} to: ${roles.en}` };
  },
} as const;

/** What the leader calls say (set-leader, and a submit's 直属主管). */
export const leaderTexts = {
  madeLeader: { zh: '设置主管成功', en: 'The user is now a leader' },
  noLongerLeader: { zh: '取消主管成功', en: 'The user is no longer a leader' },
  unknownLeader: {
    zh: '直属主管须为本租户的主管',
    en: "A user reports only to leaders of the user's own tenant",
  },
  notOwnLeader: { zh: '用户不能是自己的直属主管', en: 'A user cannot report to themself' },
  refusedAccounts: { zh: '已拒绝', en: 'Refused' },
} as const satisfies Record<string, Text>;
