import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from '../i18n/LangSwitch.tsx';
import { ErrorLogButton } from './errorlog/ErrorLogButton.tsx';
import { LockButton } from './lock/LockButton.tsx';
import { TopSearch } from './search/TopSearch.tsx';
import { useUi } from './stores/ui.ts';
import { ColorPicker } from './theme/ColorPicker.tsx';
import { ThemeButton } from './theme/ThemeButton.tsx';
import { FullScreen } from './topbar/FullScreen.tsx';
import { Notices } from './topbar/Notices.tsx';
import { TopMenu } from './topmenu/TopMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The top bar in the spec's order (§2): collapse toggle, top menu, search, colour picker, error log, lock, theme,
 * notices, language, full screen, user dropdown. Each control lives in its own folder.
 */
export function Header() {
  const { t } = useTranslation();
  const collapsed = useUi((s) => s.collapsed);
  const toggle = useUi((s) => s.toggleCollapsed);
  return (
    <Layout.Header className="shell-header" data-testid="top-bar">
      <Button
        type="text"
        className="shell-header-button"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={toggle}
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
        data-testid="collapse-toggle"
      />
      <TopMenu />
      <div className="shell-header-right">
        <TopSearch />
        <ColorPicker />
        <ErrorLogButton />
        <LockButton />
        <ThemeButton />
        <Notices />
        <LangSwitch size="small" />
        <FullScreen />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
