import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { findMenuByRoute, isExternal } from '../../shell/menuTree.ts';
import { useSession } from '../../shell/stores/session.ts';

/** Only web addresses may be framed; `javascript:` and friends are refused. */
function safeSrc(value: string | null | undefined): string | undefined {
  return value && /^https?:\/\//i.test(value) ? value : undefined;
}

/**
 * /myiframe/<code>: an external page from the menu (a path that is a web address) shown inside the console.
 * The address comes from the menu item; `?src=` is accepted for links made by other screens.
 */
export function IframePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { '*': splat } = useParams();
  const menu = useSession((s) => s.menu);
  const node = findMenuByRoute(menu ?? [], pathname);
  const fromMenu = node && isExternal(node.path) ? node.path : undefined;
  const src = fromMenu ?? safeSrc(new URLSearchParams(search).get('src'));
  if (!src) return <Empty description={t('iframe.missing')} />;
  return (
    <iframe
      title={node?.name ?? splat ?? src}
      src={src}
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0, background: '#fff' }}
    />
  );
}
