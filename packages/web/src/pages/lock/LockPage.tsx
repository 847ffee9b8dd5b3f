import { LockOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LangSwitch } from '../../i18n/LangSwitch.tsx';
import { useText } from '../../i18n/useText.ts';
import { getStore } from '../../lib/storage.ts';
import { logout } from '../../shell/stores/auth.ts';
import { isLocked, unlockScreen } from '../../shell/stores/lock.ts';
import { useSession } from '../../shell/stores/session.ts';
import { texts } from './texts.ts';
// The lock screen shares the login page's centred-card look.
import '../login/login.css';

/** Where the user was when they locked (kept in the history state, so it survives a reload of /lock). */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/lock')
    ? from
    : '/';
}

/**
 * /lock: the lock screen. The route guard sends a locked user here from any address; only the lock password (or
 * logging out) leaves it. Unlocking returns to the page the user locked from.
 */
export function LockPage() {
  const text = useText();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((s) => s.userInfo);
  const [form] = Form.useForm<{ password: string }>();
  const [checking, setChecking] = useState(false);

  // Read once: unlocking clears the flag before the page navigates away.
  const [locked] = useState(isLocked);

  // Nothing is locked (a bookmark, an old tab): the guard decides where to go from '/'.
  if (!locked) return <Navigate to={getStore<string>({ name: 'token' }) ? '/' : '/login'} replace />;

  const onFinish = async ({ password }: { password: string }) => {
    setChecking(true);
    const unlocked = await unlockScreen(password).finally(() => setChecking(false));
    if (unlocked) navigate(returnPath(location.state), { replace: true });
    else form.setFields([{ name: 'password', value: '', errors: [text(texts.wrong)] }]);
  };

  const confirmLogout = () =>
    modal.confirm({
      title: text(texts.tip),
      content: text(texts.logoutTip),
      okText: text(texts.ok),
      cancelText: text(texts.cancel),
      onOk: async () => {
        await logout();
        navigate('/login', { replace: true });
      },
    });

  return (
    <div className="login-page">
      <div className="login-lang">
        <LangSwitch />
      </div>
      <main className="login-card" data-testid="lock-page">
        <h1 className="login-title">
          <LockOutlined /> {text(texts.title)}
        </h1>
        <p className="login-subtitle">{user?.real_name || user?.account}</p>
        <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)}>
          <Form.Item
            name="password"
            label={text(texts.password)}
            rules={[{ required: true, whitespace: true, message: text(texts.required) }]}
          >
            <Input.Password
              autoFocus
              autoComplete="off"
              placeholder={text(texts.placeholder)}
              data-testid="unlock-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={checking} data-testid="unlock-submit">
            {text(texts.unlock)}
          </Button>
          <Button type="link" block onClick={confirmLogout} data-testid="lock-logout">
            {text(texts.logout)}
          </Button>
        </Form>
      </main>
    </div>
  );
}
