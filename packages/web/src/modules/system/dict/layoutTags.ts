import { i18n } from '../../../i18n/index.ts';
import { dictTexts } from './dict.texts.ts';

/**
 * The tabs of the two dictionary layout routes (/dict-horizontal/index, /dict-vertical/index). Layout routes are
 * not menu items, so their names are not among the contract's screen titles: they join `route.*` here, and the tab
 * and the document title follow the language like every other tab.
 */
export const dictLayoutTags = {
  horizontal: { label: dictTexts.horizontal.zh, i18n: 'dictHorizontal' },
  vertical: { label: dictTexts.vertical.zh, i18n: 'dictVertical' },
} as const;

for (const lang of ['zh', 'en'] as const) {
  i18n.addResources(lang, 'translation', {
    'route.dictHorizontal': dictTexts.horizontal[lang],
    'route.dictVertical': dictTexts.vertical[lang],
  });
}
