import type { Lang } from '@pharma/contract';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from './index.ts';
import { useLang } from './useText.ts';

/** 中文 / English switch, used on the login page and in the header. */
export function LangSwitch({ size }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Segmented<Lang>
      data-testid="lang-switch"
      size={size}
      value={lang}
      onChange={setLanguage}
      options={[
        { label: t('lang.zh'), value: 'zh' },
        { label: t('lang.en'), value: 'en' },
      ]}
    />
  );
}
