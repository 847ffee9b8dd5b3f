import {
  BellOutlined,
  BgColorsOutlined,
  BugOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LockOutlined,
  MoreOutlined,
  SearchOutlined,
  SkinOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import type { Lang } from '@pharma/contract';
import { Badge, Button, Dropdown, type MenuProps, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/index.ts';
import { useLang, useText } from '../../i18n/useText.ts';
import { ErrorLogDialog } from '../errorlog/ErrorLogDialog.tsx';
import { badgeOverflow, useErrorLog } from '../errorlog/errorLog.ts';
import { texts as errorLogTexts } from '../errorlog/texts.ts';
import { LockDialog } from '../lock/LockButton.tsx';
import { texts as lockTexts } from '../lock/texts.ts';
import { useDialogWidth } from '../screen/useScreen.ts';
import { TopSearch } from '../search/TopSearch.tsx';
import { searchTexts } from '../search/texts.ts';
import { FoldedColorPicker } from '../theme/ColorSwatch.tsx';
import { ThemeDialog } from '../theme/ThemeButton.tsx';
import { texts as themeTexts } from '../theme/texts.ts';
import { type TopAction, topActions } from './fold.ts';
import { NoticesPopover, useNoticeCount } from './Notices.tsx';
import { moreTexts, texts } from './texts.ts';
import { useFullScreen } from './useFullScreen.ts';

/** What an entry of the menu opens: a dialog, or a popover dropped from the overflow button. */
type Opened = 'search' | 'color' | 'errorLog' | 'lock' | 'theme' | 'notices';

type Item = NonNullable<MenuProps['items']>[number];

/** Ctrl+K (⌘K on a Mac), the menu search's shortcut. */
const isShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';

/**
 * The top bar's overflow button ("more"): the controls the screen class folds (fold.ts) as the entries of one menu,
 * in the top bar's order. Each entry does what its control does: the search opens in a dialog (Ctrl+K too), the
 * colour picker and the notices drop from this button, the error log, lock and theme open their dialogs, the
 * language is picked in the menu itself, full screen toggles. Nothing folded, no button.
 */
export function MoreMenu({ folded }: { folded: ReadonlySet<TopAction> }) {
  const text = useText();
  const { t } = useTranslation();
  const lang = useLang();
  const errors = useErrorLog((s) => s.entries.length);
  const fullScreen = useFullScreen();
  const noticeCount = useNoticeCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const searchWidth = useDialogWidth(420);
  const searchBox = useRef<HTMLDivElement>(null);
  const close = () => setOpened(null);
  const searchFolded = folded.has('search');

  // The search box is not in the bar: its shortcut opens it here.
  useEffect(() => {
    if (!searchFolded) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      setOpened('search');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchFolded]);

  const entries: Record<TopAction, Item | null> = {
    search: { key: 'search', icon: <SearchOutlined />, label: text(searchTexts.placeholder) },
    color: { key: 'color', icon: <BgColorsOutlined />, label: text(themeTexts.color) },
    // As the bug in the bar: only while something is logged.
    errorLog:
      errors > 0
        ? {
            key: 'errorLog',
            icon: <BugOutlined />,
            label: (
              <span className="shell-more-label">
                {text(errorLogTexts.title)}
                <Badge count={errors} overflowCount={badgeOverflow} size="small" />
              </span>
            ),
          }
        : null,
    lock: { key: 'lock', icon: <LockOutlined />, label: text(lockTexts.lock) },
    theme: { key: 'theme', icon: <SkinOutlined />, label: text(themeTexts.theme) },
    notices: {
      key: 'notices',
      icon: <BellOutlined />,
      label: (
        <span className="shell-more-label">
          {text(texts.notices)}
          <Badge count={noticeCount} size="small" />
        </span>
      ),
    },
    // A group, not a submenu: a submenu would open sideways, past the edge of a phone.
    lang: {
      key: 'lang',
      type: 'group',
      label: (
        <span className="shell-more-label">
          <TranslationOutlined /> {text(moreTexts.language)}
        </span>
      ),
      children: (['zh', 'en'] as const).map((l) => ({ key: `lang:${l}`, label: t(`lang.${l}`) })),
    },
    fullScreen: {
      key: 'fullScreen',
      icon: fullScreen.full ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
      label: fullScreen.label,
      disabled: !fullScreen.supported,
    },
  };
  const items = topActions.filter((a) => folded.has(a)).flatMap((a) => entries[a] ?? []);
  if (items.length === 0) return null;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setMenuOpen(false);
    if (key.startsWith('lang:')) setLanguage(key.slice('lang:'.length) as Lang);
    else if (key === 'fullScreen') fullScreen.toggle();
    else setOpened(key as Opened);
  };
  const popover = (name: 'color' | 'notices') => ({
    open: opened === name,
    onOpenChange: (open: boolean) => setOpened(open ? name : null),
  });
  // The panels that drop from the button hang from this: it lies over the button and takes no clicks.
  const anchor = <span className="shell-more-anchor" aria-hidden="true" />;

  return (
    <span className="shell-more">
      <Dropdown
        trigger={['click']}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        menu={{ items, onClick, selectable: folded.has('lang'), selectedKeys: [`lang:${lang}`] }}
        rootClassName="shell-more-menu"
      >
        <Button
          type="text"
          className="shell-header-button"
          icon={
            <Badge dot={folded.has('notices') || (folded.has('errorLog') && errors > 0)} offset={[2, 0]}>
              <MoreOutlined />
            </Badge>
          }
          aria-label={text(moreTexts.more)}
          title={text(moreTexts.more)}
          data-testid="top-more"
        />
      </Dropdown>
      {folded.has('color') && <FoldedColorPicker {...popover('color')} anchor={anchor} />}
      {folded.has('notices') && (
        <NoticesPopover {...popover('notices')} placement="bottom">
          {anchor}
        </NoticesPopover>
      )}
      {searchFolded && (
        <Modal
          title={text(searchTexts.label)}
          open={opened === 'search'}
          onCancel={close}
          footer={null}
          width={searchWidth}
          destroyOnHidden
          className="shell-search-dialog"
          // Once open (the dialog focuses itself first), the box takes the focus, which shows the results.
          afterOpenChange={(open) => open && searchBox.current?.querySelector('input')?.focus()}
        >
          <div ref={searchBox}>
            <TopSearch onPick={close} />
          </div>
        </Modal>
      )}
      {folded.has('lock') && <LockDialog open={opened === 'lock'} onClose={close} />}
      {folded.has('theme') && <ThemeDialog open={opened === 'theme'} onClose={close} />}
      {opened === 'errorLog' && <ErrorLogDialog open onClose={close} />}
    </span>
  );
}
