import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** /WorkWxCode: the enterprise-chat scan success page (the real flow arrives with the sign-in roadmap item). */
export function WorkWxCodePage() {
  const { t } = useTranslation();
  return <Result status="success" title={t('workwx.title')} subTitle={t('workwx.text')} />;
}
