import type { Text } from '@pharma/contract';
import { named, namesOf } from '../../../platform/audit.ts';

/** A parameter as an administrator knows it: its name and key (never its value: it may be a secret). */
export interface NamedParam {
  paramName: string;
  paramKey: string;
}

/** At most this many names in one line; the rest are counted. */
const params = (rows: readonly NamedParam[]) => namesOf(rows, (r, lang) => named(r.paramName, r.paramKey, lang));

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
