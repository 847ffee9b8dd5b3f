import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shell/stores/session.ts';
import { HomeNotices } from './HomeNotices.tsx';

/**
 * /wel/index: the home tab: the welcome, and the caller's newest notices beside it (below it on a narrow screen).
 * Live figures from purchasing and sales come later (roadmap).
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card>
          {/* Plain h4 and p in Typography's look (home.css): the home page is the first screen after sign-in. */}
          <h4 className="home-welcome">{t('wel.welcome', { name: user?.real_name || user?.account || '' })}</h4>
          <p className="home-intro">{t('wel.intro')}</p>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('wel.tenant')}>{user?.tenant_id}</Descriptions.Item>
            <Descriptions.Item label={t('wel.account')}>{user?.account || user?.user_name}</Descriptions.Item>
            <Descriptions.Item label={t('wel.role')}>{user?.role_name}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <HomeNotices />
      </Col>
    </Row>
  );
}
