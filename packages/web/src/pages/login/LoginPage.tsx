import { defaultTenantId, website } from '@pharma/contract';
import { Button, Form, Input } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LangSwitch } from '../../i18n/LangSwitch.tsx';
import { useText } from '../../i18n/useText.ts';
import { md5Hex } from '../../lib/md5.ts';
import { getStore } from '../../lib/storage.ts';
import { login } from '../../shell/stores/auth.ts';
import { useSession } from '../../shell/stores/session.ts';
import { useGuest } from './guestStore.ts';
import { loginTexts } from './login.texts.ts';
import { SocialButtons } from './SocialButtons.tsx';
import { safeRedirect } from './safeRedirect.ts';
import { useCaptcha } from './useCaptcha.ts';
import { useSocialCallback } from './useSocialCallback.ts';
import './login.css';

/** Only a visitor back from a provider with an unbound account sees it: it stays out of the first load. */
const GuestRegisterDialog = lazy(() => import('./GuestRegisterDialog.tsx'));

interface LoginValues {
  /** Absent when website.tenantMode is off: the default tenant is used. */
  tenantId?: string;
  username: string;
  password: string;
  code?: string;
}

/**
 * /login: tenant, account, password and captcha; the password leaves the browser as its md5 hex only. Below the
 * form, the tenant's sign-in providers; the same page (also at /oauth/redirect/{source}) finishes a provider's
 * sign-in and, for an account bound to nobody, opens 账号注册.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signingIn = useSocialCallback();
  const guest = useGuest((s) => s.guest);
  const initialTenant = getStore<string>({ name: 'tenantId' }) || defaultTenantId;
  const tenantId: string | undefined = Form.useWatch('tenantId', form);
  // oauth/render's refusal (an unknown or disabled provider), or a provider's own (the visitor said no there).
  const refused = params.get('error_description') || params.get('error');
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);

  async function onFinish(values: LoginValues) {
    setSubmitting(true);
    try {
      await login({
        tenantId: (values.tenantId ?? defaultTenantId).trim(),
        username: values.username.trim(),
        password: md5Hex(values.password),
        captcha: captcha.required ? { key: captcha.key, code: (values.code ?? '').trim() } : undefined,
      });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The http layer has shown why; a used captcha is dead, so fetch a new one and let the user retry.
      form.setFieldValue('code', '');
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

  const initial = { tenantId: initialTenant, username: '', password: '' };
  return (
    <div className="login-page">
      <div className="login-lang">
        <LangSwitch />
      </div>
      {/* Plain markup rather than antd Card/Typography: those pull Tabs and Tooltip into the first load. */}
      <main className="login-card">
        <h1 className="login-title">{t('app.title')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
        {refused && (
          <p className="login-error" role="alert">
            {refused}
          </p>
        )}
        {signingIn && <p className="login-busy">{text(loginTexts.signingIn)}</p>}
        <Form
          hidden={signingIn}
          form={form}
          layout="vertical"
          size="large"
          initialValues={initial}
          onFinish={onFinish}
          requiredMark={false}
        >
          {website.tenantMode && (
            <Form.Item
              name="tenantId"
              label={t('login.tenant')}
              rules={[{ required: true, whitespace: true, message: t('login.tenantRequired') }]}
            >
              <Input data-testid="login-tenant" autoComplete="organization" />
            </Form.Item>
          )}
          <Form.Item
            name="username"
            label={t('login.account')}
            rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
          >
            <Input data-testid="login-account" autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password data-testid="login-password" autoComplete="current-password" />
          </Form.Item>
          {captcha.known && captcha.required && (
            <Form.Item label={t('login.captcha')} required>
              <div className="login-captcha">
                <Form.Item
                  name="code"
                  noStyle
                  rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
                >
                  <Input data-testid="login-captcha" autoComplete="off" maxLength={8} />
                </Form.Item>
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
            </Form.Item>
          )}
          <Button
            data-testid="login-submit"
            type="primary"
            htmlType="submit"
            block
            loading={submitting}
            disabled={!captcha.known}
          >
            {t('login.submit')}
          </Button>
        </Form>
        {!signingIn && (
          <SocialButtons
            tenantId={website.tenantMode ? (tenantId ?? initialTenant) : defaultTenantId}
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
