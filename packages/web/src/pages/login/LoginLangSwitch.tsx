import type { Lang } from '@pharma/contract';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/index.ts';
import { useLang } from '../../i18n/useText.ts';

const langs: Lang[] = ['zh', 'en'];

/**
 * 中文 / English on the login page: two plain buttons drawn like the shell's segmented LangSwitch. antd's
 * Segmented (with rc-segmented and its motion) was 3.7 kB gzip of the login page (issue 37); the page's background
 * is fixed, so it needs none of the themes that switch follows in the top bar.
 */
export function LoginLangSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="login-lang-switch" data-testid="lang-switch">
      {langs.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={l === lang}
          className={l === lang ? 'login-lang-on' : undefined}
          onClick={() => l !== lang && setLanguage(l)}
        >
          {t(`lang.${l}`)}
        </button>
      ))}
    </div>
  );
}
