import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The public error pages /403, /404 and /500 (one chunk, three routes). */
function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`error.${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('error.backHome')}
        </Button>
      }
    />
  );
}

export const ForbiddenPage = () => <ErrorPage status={403} />;
export const NotFoundPage = () => <ErrorPage status={404} />;
export const ServerErrorPage = () => <ErrorPage status={500} />;
