import { type DictOption, langOf, pick, systemDictionaries } from '@pharma/contract';
import type { InternalAxiosRequestConfig } from 'axios';
import type { StubReply } from './httpStub.ts';

/** The seeded system dictionary `code` as `dictionary?code=` answers it, labels in `lang`. */
export function seededOptions(code: string, lang: 'zh' | 'en' = 'zh'): DictOption[] {
  const dict = systemDictionaries.find((d) => d.code === code);
  return (dict?.items ?? []).map((item, i) => ({
    code,
    dictKey: item.key,
    dictValue: pick(item.value, lang),
    sort: i + 1,
    remark: item.remark ?? null,
  }));
}

/** The language the browser asked in (lib/http sends Accept-Language on every call). */
export function langAsked(config: InternalAxiosRequestConfig): 'zh' | 'en' {
  const headers = config.headers as { get?: (name: string) => unknown } | undefined;
  return langOf(String(headers?.get?.('Accept-Language') ?? 'zh'));
}

/**
 * What a fake server answers for the dictionaries every select and tag reads: `blade-system/dict/dictionary?code=`
 * from the seeded `systemDictionaries`, in the language asked. Spread into a test's routes.
 */
export const dictRoutes: Record<string, (config: InternalAxiosRequestConfig) => StubReply> = {
  '/blade-system/dict/dictionary': (c) => ({
    status: 200,
    data: {
      code: 200,
      success: true,
      data: seededOptions(String(c.params?.code ?? ''), langAsked(c)),
      msg: '操作成功',
    },
  }),
};
