import { UserOutlined } from '@ant-design/icons';
import { website } from '@pharma/contract';
import { App, Avatar, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useText } from '../i18n/useText.ts';
import { logout } from './stores/auth.ts';
import { useSession } from './stores/session.ts';
import { SwitchDialog } from './switch/SwitchDialog.tsx';
import { switchTexts } from './switch/texts.ts';

/** The user dropdown: 首页, 个人信息, 切换部门/角色 (only in switch mode), 退出登录 (with confirmation). */
export function UserMenu() {
  const { t } = useTranslation();
  const text = useText();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const [switching, setSwitching] = useState(false);
  const name = userInfo?.real_name || userInfo?.user_name || userInfo?.account;

  const confirmLogout = () =>
    modal.confirm({
      title: t('shell.tip'),
      content: t('shell.logoutTip'),
      onOk: async () => {
        await logout();
        navigate('/login');
      },
    });

  const items = [
    { key: 'home', label: t('shell.home'), onClick: () => navigate(website.homePath) },
    { key: 'info', label: t('shell.info'), onClick: () => navigate('/info/index') },
    ...(userInfo?.switch_mode
      ? [{ key: 'switch', label: text(switchTexts.menuItem), onClick: () => setSwitching(true) }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('shell.logout'), onClick: confirmLogout },
  ];
  return (
    <>
      {/* The name stays on one line, cut short with an ellipsis when the bar is tight (its title tells it whole). */}
      <Dropdown menu={{ items }} trigger={['click']}>
        <button type="button" className="shell-user" data-testid="user-menu" title={name}>
          <Avatar size="small" src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
          <span className="shell-user-name">{name}</span>
        </button>
      </Dropdown>
      <SwitchDialog open={switching} onClose={() => setSwitching(false)} />
    </>
  );
}
