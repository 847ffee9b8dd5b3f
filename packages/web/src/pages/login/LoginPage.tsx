import { defaultTenantId, website } from '@pharma/contract';
import { Button } from 'antd';
// The input alone and the password input, not antd's Input with TextArea, Search and OTP attached (issue 37).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../i18n/useText.ts';
import { getStore } from '../../lib/storage.ts';
import { login } from '../../shell/stores/auth.ts';
import { useSession } from '../../shell/stores/session.ts';
import { useGuest } from './guestStore.ts';
import { LoginField } from './LoginField.tsx';
import { LoginLangSwitch } from './LoginLangSwitch.tsx';
import { loginTexts } from './login.texts.ts';
import { checkField, checkLogin, type LoginField as Field, type LoginErrors, type LoginValues } from './loginChecks.ts';
import { SocialButtons } from './SocialButtons.tsx';
import { safeRedirect } from './safeRedirect.ts';
import { useCaptcha } from './useCaptcha.ts';
import { useSocialCallback } from './useSocialCallback.ts';
import './login.css';

/** Only a visitor back from a provider with an unbound account sees it: it stays out of the first load. */
const GuestRegisterDialog = lazy(() => import('./GuestRegisterDialog.tsx'));

/**
 * /login: tenant, account, password and captcha; the password leaves the browser as its md5 hex only. Below the
 * form, the tenant's sign-in providers; the same page (also at /oauth/redirect/{source}) finishes a provider's
 * sign-in and, for an account bound to nobody, opens 账号注册.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const text = useText();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signingIn = useSocialCallback();
  const guest = useGuest((s) => s.guest);
  const [values, setValues] = useState<LoginValues>(() => ({
    tenantId: getStore<string>({ name: 'tenantId' }) || defaultTenantId,
    username: '',
    password: '',
    code: '',
  }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const asked: Field[] = [
    ...(website.tenantMode ? (['tenantId'] as const) : []),
    'username',
    'password',
    ...(captcha.known && captcha.required ? (['code'] as const) : []),
  ];
  // oauth/render's refusal (an unknown or disabled provider), or a provider's own (the visitor said no there).
  const refused = params.get('error_description') || params.get('error');
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);

  /** A typed value, checked as it changes (as antd's Form did): a filled field loses its message at once. */
  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => ({ ...now, [field]: checkField(field, value, t) }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !captcha.known) return;
    const found = checkLogin(values, asked, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      // js-md5 loads with the first sign-in rather than with the page (3.3 kB gzip, issue 37).
      const { md5Hex } = await import('../../lib/md5.ts');
      await login({
        tenantId: website.tenantMode ? values.tenantId.trim() : defaultTenantId,
        username: values.username.trim(),
        password: md5Hex(values.password),
        captcha: captcha.required ? { key: captcha.key, code: values.code.trim() } : undefined,
      });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The http layer has shown why; a used captcha is dead, so fetch a new one and let the user retry.
      setValues((now) => ({ ...now, code: '' }));
      captcha.refresh();
      setSubmitting(false);
    }
  }

  /** The guest registered or gave up: the guest token is forgotten (it was never stored) and so is the address. */
  function endGuest(registered: boolean) {
    useGuest.getState().set(null);
    if (registered) useSession.getState().localLogout();
    navigate('/login', { replace: true });
  }

  /** The antd input props of a field: its value, its check as it changes, and the error look with its message. */
  const bind = (field: Field) => ({
    id: `login-${field}`,
    value: values[field],
    onChange: change(field),
    size: 'large' as const,
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login-${field}-error` : undefined,
  });
  return (
    <div className="login-page">
      <div className="login-lang">
        <LoginLangSwitch />
      </div>
      {/* Plain markup rather than antd Card/Typography/Form: those pull Tabs, Tooltip and rc-field-form into the
          first load. */}
      <main className="login-card">
        <h1 className="login-title">{t('app.title')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
        {refused && (
          <p className="login-error" role="alert">
            {refused}
          </p>
        )}
        {signingIn && <p className="login-busy">{text(loginTexts.signingIn)}</p>}
        <form hidden={signingIn} onSubmit={onSubmit} noValidate>
          {website.tenantMode && (
            <LoginField id="login-tenantId" label={t('login.tenant')} error={errors.tenantId}>
              <Input {...bind('tenantId')} data-testid="login-tenant" autoComplete="organization" />
            </LoginField>
          )}
          <LoginField id="login-username" label={t('login.account')} error={errors.username}>
            <Input {...bind('username')} data-testid="login-account" autoComplete="username" />
          </LoginField>
          <LoginField id="login-password" label={t('login.password')} error={errors.password}>
            <Password {...bind('password')} data-testid="login-password" autoComplete="current-password" />
          </LoginField>
          {captcha.known && captcha.required && (
            <LoginField id="login-code" label={t('login.captcha')} error={errors.code}>
              <div className="login-captcha">
                <Input {...bind('code')} data-testid="login-captcha" autoComplete="off" maxLength={8} />
                <button
                  type="button"
                  className="login-captcha-image"
                  title={t('login.captchaRefresh')}
                  onClick={captcha.refresh}
                >
                  {captcha.image && (
                    <img src={captcha.image} alt={t('login.captchaRefresh')} data-testid="login-captcha-image" />
                  )}
                </button>
              </div>
            </LoginField>
          )}
          <Button
            data-testid="login-submit"
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={submitting}
            disabled={!captcha.known}
          >
            {t('login.submit')}
          </Button>
        </form>
        {!signingIn && (
          <SocialButtons
            tenantId={website.tenantMode ? values.tenantId : defaultTenantId}
            redirect={params.get('redirect')}
          />
        )}
      </main>
      {guest && (
        <Suspense fallback={null}>
          <GuestRegisterDialog guest={guest} onRegistered={() => endGuest(true)} onClose={() => endGuest(false)} />
        </Suspense>
      )}
    </div>
  );
}
