import { LockOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../shell/stores/auth.ts';
import { unlockScreen } from '../../shell/stores/lock.ts';
import { useSession } from '../../shell/stores/session.ts';
// The lock screen shares the login page's centred-card look.
import '../login/login.css';

/** /lock: the lock screen. Unlocking checks the password the lock was set with (issue #5 adds the lock dialog). */
export function LockPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);

  const onFinish = ({ password }: { password: string }) => {
    if (unlockScreen(password)) navigate('/');
    else void message.error(t('lock.wrong'));
  };
  return (
    <div className="login-page">
      <main className="login-card">
        <h1 className="login-title">
          <LockOutlined /> {t('lock.title')}
        </h1>
        <p className="login-subtitle">{user?.real_name}</p>
        <Form layout="vertical" onFinish={onFinish}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ required: true, message: t('lock.passwordRequired') }]}
          >
            <Input.Password autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('lock.unlock')}
          </Button>
          <Button type="link" block onClick={() => void logout().then(() => navigate('/login'))}>
            {t('lock.logout')}
          </Button>
        </Form>
      </main>
    </div>
  );
}
