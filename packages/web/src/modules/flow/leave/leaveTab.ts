import { useLocation } from 'react-router';
import { navigateTo } from '../../../lib/navigate.ts';
import { tabKeyOf } from '../../../shell/tabs/tabKey.ts';
import { useTags } from '../../../shell/tabs/tagsStore.ts';

/**
 * Leaving a one-off page (a form sent, a task handled): its tab closes, so coming back to it later cannot submit
 * the same task twice, and the list it belongs to opens.
 */
export function useLeavePage(): (to: string) => void {
  const { pathname, search } = useLocation();
  return (to) => {
    const tab = tabKeyOf(pathname, search);
    useTags.getState().close(tab, tab);
    navigateTo(to);
  };
}
