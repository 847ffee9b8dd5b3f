import { type DictKind, type DictOption, dictCalls } from '@pharma/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLang } from '../i18n/useText.ts';
import { callApi } from '../lib/api.ts';
import { askOnce, startInRender } from '../lib/queryClient.ts';

/** Dictionaries change rarely: every select and tag of one code shares one call for this long. */
export const dictStaleTime = 5 * 60 * 1000;

/**
 * The query key of a dictionary. The language is last: the server answers the labels in the caller's language, so
 * a language switch reads them again, while `['dict', kind, code]` still names every language for invalidation.
 */
export function dictQueryKey(kind: DictKind, code: string, lang?: string): readonly unknown[] {
  return lang ? ['dict', kind, code, lang] : ['dict', kind, code];
}

/** GET blade-system/dict/dictionary?code= (or dict-biz): the live entries of one dictionary, in order. */
export async function fetchDictionary(kind: DictKind, code: string): Promise<DictOption[]> {
  const options = await callApi(dictCalls[kind].dictionary, { query: { code } });
  return Array.isArray(options) ? options : [];
}

/** The entries of dictionary `code` (`kind` 'dict': the platform's, 'biz': the tenant's), cached per language. */
export function useDict(code: string, kind: DictKind = 'dict') {
  const lang = useLang();
  const client = useQueryClient();
  const queryKey = dictQueryKey(kind, code, lang);
  const ask = () => fetchDictionary(kind, code);
  // Asked as the select or tag first renders, beside the screen's list (lib/queryClient).
  if (code !== '') startInRender(client, queryKey, ask);
  return useQuery({
    queryKey,
    queryFn: () => askOnce(client, queryKey, ask),
    staleTime: dictStaleTime,
    enabled: code !== '',
  });
}

/**
 * After a dictionary write in this browser: every select and tag of that code (or of the whole kind) reads again,
 * in every language.
 */
export function invalidateDict(client: QueryClient, kind: DictKind, code?: string): Promise<void> {
  return client.invalidateQueries({ queryKey: code ? dictQueryKey(kind, code) : ['dict', kind] });
}
