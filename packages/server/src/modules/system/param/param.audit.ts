import type { Text } from '@pharma/contract';

/** A parameter as an administrator knows it: its name and key (never its value: it may be a secret). */
export interface NamedParam {
  paramName: string;
  paramKey: string;
}

/** At most this many names in one line; the rest are counted. */
const shown = 20;

function params(rows: readonly NamedParam[]): Text {
  const rest = rows.length - shown;
  const first = rows.slice(0, shown);
  return {
    zh: first.map((r) => `${r.paramName}(${r.paramKey})`).join('、') + (rest > 0 ? ` 等 ${rows.length} 个` : ''),
    en: first.map((r) => `${r.paramName} (${r.paramKey})`).join(', ') + (rest > 0 ? ` and ${rest} more` : ''),
  };
}

/** What 参数管理 writes in the audit trail (通用日志), in every language; who did it is recorded beside the line. */
export const paramAudit = {
  saved: (row: NamedParam, created: boolean): Text => {
    const which = params([row]);
    return created
      ? { zh: `新增了参数 ${which.zh}`, en: `Added the setting ${which.en}` }
      : { zh: `修改了参数 ${which.zh}`, en: `Changed the setting ${which.en}` };
  },
  removed: (rows: readonly NamedParam[]): Text => {
    const which = params(rows);
    return { zh: `删除了参数 ${which.zh}`, en: `Removed the settings ${which.en}` };
  },
} as const;
