import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchUserInfo } from '../../api/auth.ts';

/** /info/index: who am I, from oauth/user-info. Editing the profile and the password arrive with issue #5. */
export function InfoPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({ queryKey: ['auth', 'user-info'], queryFn: fetchUserInfo });
  return (
    <Card title={t('route.info')}>
      <Spin spinning={isLoading}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('info.account')}>{data?.account}</Descriptions.Item>
          <Descriptions.Item label={t('info.name')}>{data?.name}</Descriptions.Item>
          <Descriptions.Item label={t('info.realName')}>{data?.realName}</Descriptions.Item>
          <Descriptions.Item label={t('info.phone')}>{data?.phone}</Descriptions.Item>
          <Descriptions.Item label={t('info.email')}>{data?.email}</Descriptions.Item>
          <Descriptions.Item label={t('info.tenant')}>{data?.tenantId}</Descriptions.Item>
          <Descriptions.Item label={t('info.roles')}>{data?.roleNames}</Descriptions.Item>
        </Descriptions>
      </Spin>
    </Card>
  );
}
