import { type Lang, noticeResource, pick, systemDictionaries, type Text } from '@pharma/contract';
import { crudService } from '../../../platform/crud/service.ts';
import { sanitizeRichHtml as sanitizeNotice } from '../../../platform/rich-html.ts';
import { tenantStoreHosts } from '../../resource/public.ts';

/** The `notice` dictionary's labels as seeded, in both languages (BladeX's NoticeVO carries categoryName). */
const categoryLabels = new Map<string, Text>(
  (systemDictionaries.find((d) => d.code === 'notice')?.items ?? []).map((item) => [item.key, item.value]),
);

/** The category's label in `lang` ('' for a key the dictionary never had). */
export function categoryNameOf(category: unknown, lang: Lang): string {
  const label = categoryLabels.get(String(category));
  return label ? pick(label, lang) : '';
}

/**
 * 通知公告: the CRUD kit, with the content sanitised before it is stored (images only the console's own or from the
 * tenant's object stores) and the category's label in replies.
 */
export const noticeService = crudService(noticeResource, {
  async beforeWrite(ctx, values) {
    if (typeof values.content === 'string')
      values.content = sanitizeNotice(values.content, await tenantStoreHosts(ctx));
  },
  toRecord(ctx, record) {
    return { ...record, categoryName: categoryNameOf(record.category, ctx.lang) };
  },
});
