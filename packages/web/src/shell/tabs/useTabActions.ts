import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearServerCache } from '../../api/auth.ts';
import { loadMenu } from '../stores/auth.ts';
import { tabKeyOf } from './tabKey.ts';
import { useTags } from './tagsStore.ts';

/** What the tab bar's menus do: close one, close the others, close all (back to home), clear the cache. */
export function useTabActions() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const active = tabKeyOf(pathname, search);
  const store = useTags.getState;

  const goTo = (value: string) => {
    const tag = store().tags.find((t) => t.value === value);
    navigate(value + (tag?.query ?? ''));
  };

  return {
    active,
    /** Switches to a tab, at the query it was last shown with. */
    open: goTo,
    close(value: string) {
      const next = store().close(value, active);
      if (next) navigate(next);
    },
    closeOthers(value: string) {
      store().closeOthers(value);
      if (value !== active) goTo(value);
    },
    closeAll() {
      navigate(store().closeAll());
    },
    /** Asks first; then the server's cache, every cached list, the menu and every kept page start afresh. */
    clearCache() {
      modal.confirm({
        title: t('shell.tip'),
        content: t('tabs.clearCacheConfirm'),
        onOk: async () => {
          await clearServerCache();
          queryClient.clear();
          store().dropPages();
          await loadMenu().catch(() => undefined);
          void message.success(t('tabs.cleared'));
        },
      });
    },
  };
}
