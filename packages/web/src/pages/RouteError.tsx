import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { logError } from '../shell/errorlog/capture.ts';

/**
 * Shown when a route fails to render or its chunk fails to load (a public page after a deploy replaced the chunks,
 * a loader fault). Pages inside the layout have their own boundary with 重试; this is the last line. The error goes
 * to the local error log. Kept free of antd's Result illustrations so it stays in the first bundle cheaply.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    logError(error, 'route');
  }, [error]);
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h2 style={{ fontSize: 20, marginBottom: 16 }}>{t('error.500')}</h2>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}
