import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from '../i18n/LangSwitch.tsx';
import { useUi } from './stores/ui.ts';
import { UserMenu } from './UserMenu.tsx';

/** The top bar. Issue #5 adds top menu, search, lock, theme, error log and full screen on the right side. */
export function Header() {
  const { t } = useTranslation();
  const collapsed = useUi((s) => s.collapsed);
  const toggle = useUi((s) => s.toggleCollapsed);
  return (
    <Layout.Header className="shell-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={toggle}
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
      />
      <span className="shell-title">{t('app.title')}</span>
      <div className="shell-header-right">
        <LangSwitch size="small" />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
