import { defaultTenantId, website } from '@pharma/contract';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LangSwitch } from '../../i18n/LangSwitch.tsx';
import { md5Hex } from '../../lib/md5.ts';
import { getStore } from '../../lib/storage.ts';
import { login } from '../../shell/stores/auth.ts';
import { useCaptcha } from './useCaptcha.ts';
import './login.css';

interface LoginValues {
  /** Absent when website.tenantMode is off: the default tenant is used. */
  tenantId?: string;
  username: string;
  password: string;
  code?: string;
}

/** Only same-site paths are followed after sign-in (no `//evil.example` open redirects). */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

/** /login: tenant, account, password and captcha; the password leaves the browser as its md5 hex only. */
export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
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

  const initial = { tenantId: getStore<string>({ name: 'tenantId' }) || defaultTenantId, username: '', password: '' };
  return (
    <div className="login-page">
      <div className="login-lang">
        <LangSwitch />
      </div>
      {/* Plain markup rather than antd Card/Typography: those pull Tabs and Tooltip into the first load. */}
      <main className="login-card">
        <h1 className="login-title">{t('app.title')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
        <Form
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
          {captcha.required && (
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
          <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </main>
    </div>
  );
}
