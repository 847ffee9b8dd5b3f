import type { SocialButton } from '@pharma/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { setStore } from '../../lib/storage.ts';
import { leaveConsole } from '../oauth/leaveConsole.ts';
import { loginTexts as texts } from './login.texts.ts';
import { fetchSocialSources, renderUrl } from './social.api.ts';
import { rememberReturn } from './socialReturn.ts';

/** The server's longest tenant id: a longer entry is still being typed wrong, and would only be refused. */
const tenantIdMax = 12;
/** Wait for the typing to pause before asking for the tenant's providers. */
const typingPauseMs = 300;

/**
 * 其他登录方式: one button per enabled provider of the tenant in the form (none, no section). A click sends the whole
 * browser to `oauth/render/{source}`, which redirects to the provider; the tenant and the page to open afterwards
 * are remembered for the way back.
 */
export function SocialButtons({ tenantId, redirect }: { tenantId: string; redirect: string | null }) {
  const text = useText();
  const [buttons, setButtons] = useState<SocialButton[]>([]);
  const tenant = tenantId.trim();

  useEffect(() => {
    setButtons([]);
    if (!tenant || tenant.length > tenantIdMax) return;
    let live = true;
    const timer = setTimeout(() => {
      fetchSocialSources(tenant)
        .then((list) => live && setButtons(list ?? []))
        // lib/http has said why; the password sign-in still works.
        .catch(() => undefined);
    }, typingPauseMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tenant]);

  if (buttons.length === 0) return null;
  const go = (source: string) => {
    rememberReturn({ tenantId: tenant, redirect });
    setStore({ name: 'tenantId', content: tenant });
    leaveConsole.assign(renderUrl(source, tenant));
  };
  return (
    <section className="login-social" data-testid="login-social">
      <p className="login-social-title">{text(texts.otherWays)}</p>
      <div className="login-social-buttons">
        {buttons.map((b) => (
          <Button key={b.source} onClick={() => go(b.source)}>
            {b.name}
          </Button>
        ))}
      </div>
    </section>
  );
}
