import type { Text } from '@pharma/contract';
import { named, namesOf } from '../../../platform/audit.ts';

/** A role as an administrator knows it: its name and alias. */
export interface NamedRole {
  roleName: string;
  roleAlias: string;
}

/** What changed in one kind of grant: the ids held before and after. */
export interface GrantChange {
  /** How many are granted now, how many were added and how many taken away. */
  now: number;
  added: number;
  removed: number;
}

/** The scopes granted now, by name, and the change (data and API scopes). */
export interface ScopeChange extends GrantChange {
  names: string[];
}

const roles = (rows: readonly NamedRole[]) => namesOf(rows, (r, lang) => named(r.roleName, r.roleAlias, lang));
const listed = (names: readonly string[]) => namesOf(names, (n) => n);

const change = (c: GrantChange): Text => ({
  zh: `新增 ${c.added}, 取消 ${c.removed}`,
  en: `+${c.added}, -${c.removed}`,
});

/**
 * What the role services write in the audit trail (通用日志), in every language: which roles, and what changed. Who
 * did it is recorded beside the line (the account).
 */
export const roleAudit = {
  saved: (row: NamedRole, created: boolean): Text => {
    const which = roles([row]);
    return created
      ? { zh: `新增了角色 ${which.zh}`, en: `Added the role ${which.en}` }
      : { zh: `修改了角色 ${which.zh}`, en: `Changed the role ${which.en}` };
  },
  removed: (rows: readonly NamedRole[]): Text => {
    const which = roles(rows);
    return { zh: `删除了角色 ${which.zh}`, en: `Removed the roles ${which.en}` };
  },
  /** Only the kinds the call replaced are named. */
  granted: (
    rows: readonly NamedRole[],
    kinds: { menu?: GrantChange; dataScope?: ScopeChange; apiScope?: ScopeChange },
  ): Text => {
    const which = roles(rows);
    const zh: string[] = [];
    const en: string[] = [];
    if (kinds.menu) {
      const c = change(kinds.menu);
      zh.push(`菜单 ${kinds.menu.now} 个(${c.zh})`);
      en.push(`menus: ${kinds.menu.now} (${c.en})`);
    }
    for (const [kind, zhName, enName] of [
      ['dataScope', '数据权限', 'data scopes'],
      ['apiScope', '接口权限', 'API scopes'],
    ] as const) {
      const scopes = kinds[kind];
      if (!scopes) continue;
      const c = change(scopes);
      const names = listed(scopes.names);
      zh.push(`${zhName} ${scopes.now} 项: ${names.zh}(${c.zh})`);
      en.push(`${enName}: ${names.en} (${c.en})`);
    }
    return {
      zh: `配置了角色 ${which.zh} 的权限: ${zh.join('; ')}`,
      en: `Changed the grants of the role ${which.en}: ${en.join('; ')}`,
    };
  },
} as const;
