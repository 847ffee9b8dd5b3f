import { type AuthorizeInfo, format } from '@pharma/contract';
import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LangSwitch } from '../../i18n/LangSwitch.tsx';
import { useText } from '../../i18n/useText.ts';
import { HttpError } from '../../lib/http.ts';
import { useSession } from '../../shell/stores/session.ts';
import { authorizeTexts as texts } from './authorize.texts.ts';
import { leaveConsole } from './leaveConsole.ts';
import { answerAuthorize, authorizeRequestOf, fetchAuthorizeInfo } from './sso.api.ts';
import '../login/login.css';
import './authorize.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'consent'; info: AuthorizeInfo }
  | { kind: 'leaving' }
  | { kind: 'failed'; message: string };

/**
 * /oauth/authorize: single sign-on's consent for another application of the company (OAuth's authorization
 * endpoint; the guard has signed the user in first). The server checks the request; a client that auto-approves
 * gets its answer at once, otherwise the user allows or denies, and either way the browser goes back to the
 * application with what the server answered. A request the server refuses (an unknown client, a redirect URI it
 * did not register) is only explained here: the browser is never sent to an address that was not checked.
 */
export function AuthorizePage() {
  const { t } = useTranslation();
  const text = useText();
  const [query] = useSearchParams();
  const account = useSession((s) => s.userInfo?.account);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const search = query.toString();

  const failed = (error: unknown) =>
    // lib/http has toasted the server's reason too; the page keeps it where the user looks.
    setPhase({ kind: 'failed', message: error instanceof HttpError ? error.message : text(texts.loadFailed) });

  const answer = async (approve: boolean, isLive: () => boolean = () => true) => {
    setPhase({ kind: 'leaving' });
    try {
      const { redirect } = await answerAuthorize(authorizeRequestOf(new URLSearchParams(search)), approve);
      if (isLive()) leaveConsole.assign(redirect);
    } catch (error) {
      if (isLive()) failed(error);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is the address; the helpers are per render.
  useEffect(() => {
    document.title = text(texts.title);
    // React may mount the page twice in development: only the mount still on screen answers (one code, one trip).
    let live = true;
    const isLive = () => live;
    fetchAuthorizeInfo(authorizeRequestOf(new URLSearchParams(search)))
      .then((info) => {
        if (!live) return;
        if (info.autoApprove) void answer(true, isLive);
        else setPhase({ kind: 'consent', info });
      })
      .catch((error) => live && failed(error));
    return () => {
      live = false;
    };
  }, [search]);

  return (
    <div className="login-page">
      <div className="login-lang">
        <LangSwitch />
      </div>
      <main className="login-card" data-testid="authorize-card">
        <h1 className="login-title">{text(texts.title)}</h1>
        <p className="login-subtitle">{t('app.title')}</p>
        {phase.kind === 'failed' && (
          <p className="login-error" role="alert">
            {phase.message}
          </p>
        )}
        {phase.kind === 'loading' && <p className="login-busy">{t('common.loading')}</p>}
        {phase.kind === 'leaving' && <p className="login-busy">{text(texts.redirecting)}</p>}
        {phase.kind === 'consent' && (
          <>
            <p className="authorize-asks">{format(text(texts.asks), { clientId: phase.info.clientId })}</p>
            {phase.info.scope && (
              <p className="authorize-detail">{format(text(texts.scope), { scope: phase.info.scope })}</p>
            )}
            {account && <p className="authorize-detail">{format(text(texts.signedInAs), { account })}</p>}
            <Space className="authorize-buttons">
              <Button type="primary" onClick={() => void answer(true)}>
                {text(texts.approve)}
              </Button>
              <Button onClick={() => void answer(false)}>{text(texts.deny)}</Button>
            </Space>
          </>
        )}
      </main>
    </div>
  );
}
