import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from '../i18n/LangSwitch.tsx';
import { ErrorLogButton } from './errorlog/ErrorLogButton.tsx';
import { LockButton } from './lock/LockButton.tsx';
import { TopSearch } from './search/TopSearch.tsx';
import { useUi } from './stores/ui.ts';
import { ColorSwatch } from './theme/ColorSwatch.tsx';
import { ThemeButton } from './theme/ThemeButton.tsx';
import { FullScreen } from './topbar/FullScreen.tsx';
import { foldedActions, type TopAction } from './topbar/fold.ts';
import { MoreMenu } from './topbar/MoreMenu.tsx';
import { Notices } from './topbar/Notices.tsx';
import { TopMenu } from './topmenu/TopMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The top bar in the spec's order (§2): collapse toggle, top menu, search, colour picker, error log, lock, theme,
 * notices, language, full screen, user dropdown. Each control lives in its own folder. The narrower the screen class,
 * the more of them fold into the overflow menu (topbar/fold.ts, MoreMenu) before the user menu, so the bar stays on
 * one line; below 768 px the toggle opens the sidebar's drawer.
 */
export function Header() {
  const { t } = useTranslation();
  const collapsed = useUi((s) => s.collapsed);
  const toggle = useUi((s) => s.toggleCollapsed);
  const screen = useUi((s) => s.screen);
  const folded = useMemo(() => foldedActions(screen), [screen]);
  const inBar = (action: TopAction) => !folded.has(action);
  const drawer = screen === 0;
  return (
    <Layout.Header className={`shell-header is-screen-${screen}`} data-testid="top-bar">
      <Button
        type="text"
        className="shell-header-button"
        icon={drawer ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={toggle}
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
        aria-expanded={drawer ? !collapsed : undefined}
        data-testid="collapse-toggle"
      />
      <TopMenu />
      <div className="shell-header-right">
        {inBar('search') && <TopSearch />}
        {inBar('color') && <ColorSwatch />}
        {inBar('errorLog') && <ErrorLogButton />}
        {inBar('lock') && <LockButton />}
        {inBar('theme') && <ThemeButton />}
        {inBar('notices') && <Notices />}
        {inBar('lang') && <LangSwitch size="small" />}
        {inBar('fullScreen') && <FullScreen />}
        <MoreMenu folded={folded} />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
