/** The languages the console speaks. Chinese is the default everywhere. */
export type Lang = 'zh' | 'en';
export const defaultLang: Lang = 'zh';

/** A user-visible string in every language: declared together so no language can be forgotten. */
export interface Text {
  zh: string;
  en: string;
}

export function pick(text: Text, lang: Lang): string {
  return text[lang] ?? text.zh;
}

/** Reads a language from an Accept-Language header or a stored setting; anything not English is Chinese. */
export function langOf(value: string | undefined | null): Lang {
  return value && /^en\b/i.test(value.trim()) ? 'en' : 'zh';
}

/** Replaces `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
