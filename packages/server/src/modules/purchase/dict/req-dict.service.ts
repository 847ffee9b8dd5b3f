import type { ReqDictItem } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { dictEntries } from '../../../platform/dict-reader.ts';

/** The tag colours an entry's remark may name (reqDict's listClass). */
const tagColours = new Set(['success', 'warning', 'danger', 'info', 'primary', 'default']);

/**
 * reqDict/findByDictType (docs/domain.md §2.1): the live entries of one system dictionary code in sort order, read
 * through the platform's dictionary reader (labels in the caller's language, like every dictionary read). The
 * purchasing dictionaries (sc_*) keep a status's tag colour in the entry's remark; it comes back as `listClass`.
 * The first entry is the default. An unknown code answers an empty list, as BladeX's does.
 */
export async function findByDictType(ctx: Ctx, dictType: string): Promise<ReqDictItem[]> {
  const entries = await dictEntries(ctx, dictType);
  return entries.map((e, index) => {
    const tag = (e.remark ?? '').trim();
    return {
      dictType: e.code,
      dictLabel: e.dictValue,
      dictValue: e.dictKey,
      sort: e.sort,
      isDefault: index === 0,
      listClass: tagColours.has(tag) ? tag : '',
      status: 1,
      remark: e.remark,
    };
  });
}
