import { type Lang, langOf, pick, type Text } from '@pharma/contract';
import { useTranslation } from 'react-i18next';

/** The current language, re-rendering the caller when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language);
}

/** Picks a contract `Text` ({zh, en}) in the current language. */
export function useText(): (text: Text) => string {
  const lang = useLang();
  return (text) => pick(text, lang);
}
