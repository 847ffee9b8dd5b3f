import { defaultLang, type Lang, langOf, moduleMenus } from '@pharma/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStore, setStore } from '../lib/storage.ts';
import { en } from './en.ts';
import { type Dict, zh } from './zh.ts';

/**
 * i18next with the two dictionaries bundled (they are small, and the login page needs them at once).
 * Module titles (declared in the contract) become `route.<code>`, so menus and tabs name them in the current language
 * without a second copy here; the screens' titles join them behind the guard (screenTitles.ts).
 */
function withModuleRoutes(dict: Dict, lang: Lang): Dict {
  const route = { ...dict.route };
  for (const [code, m] of Object.entries(moduleMenus)) route[code] = m.name[lang];
  return { ...dict, route };
}

const initial = langOf(getStore<string>({ name: 'language' }) ?? defaultLang);

void i18n.use(initReactI18next).init({
  resources: {
    zh: { translation: withModuleRoutes(zh, 'zh') },
    en: { translation: withModuleRoutes(en, 'en') },
  },
  lng: initial,
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  // The resources are inline, so initialise synchronously: the first render is already translated.
  initAsync: false,
});
applyLang(initial);

/**
 * A label inside an English sentence ("Enter parameter name"): the first letter in lower case, unless the label
 * starts with an acronym ("Tenant ID" → "tenant ID", "API path" stays).
 */
export const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
i18n.services.formatter?.add('inSentence', (value) => (typeof value === 'string' ? inSentence(value) : value));

function applyLang(lang: Lang): void {
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

export function getCurrentLang(): Lang {
  return langOf(i18n.language);
}

/** Switches the whole UI (react-i18next re-renders, the providers swap antd's locale); no reload. */
export function setLanguage(lang: Lang): void {
  setStore({ name: 'language', content: lang });
  applyLang(lang);
  void i18n.changeLanguage(lang);
}

/** A menu item's name in the current language: `route.<key>` when that translation exists, else its own name. */
export function menuTitle(name: string, key?: string): string {
  const path = `route.${key}`;
  return key && i18n.exists(path) ? i18n.t(path) : name;
}

export { i18n };
