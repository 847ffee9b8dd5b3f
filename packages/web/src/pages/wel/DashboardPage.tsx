import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** /wel/dashboard: a placeholder until the dashboard has real figures. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.dashboard')}>
      <Empty description={t('wel.dashboard')} />
    </Card>
  );
}
