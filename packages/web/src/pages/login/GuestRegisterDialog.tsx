import { oauthMessages, type Text, userMessages, userResource } from '@pharma/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../i18n/useText.ts';
import { feedback } from '../../lib/feedback.ts';
import { HttpError } from '../../lib/http.ts';
import { md5Hex } from '../../lib/md5.ts';
import type { GuestSignIn } from './guestStore.ts';
import { loginTexts as texts } from './login.texts.ts';
import { registerGuest } from './social.api.ts';

interface RegisterValues {
  tenantId?: string;
  name?: string;
  account?: string;
  password?: string;
  password2?: string;
}

/**
 * 账号注册 (spec: width 20%): a visitor whose provider account is bound to no account asks for one. The checks run in
 * the spec's order, one message at a time, as Saber's do; the password leaves the browser as its md5 hex, with the
 * binding's oauthId and the guest token. On success the server's message (注册申请已提交…) shows and `onRegistered`
 * signs the visitor out: the account waits for an administrator's approval.
 */
export function GuestRegisterDialog({
  guest,
  onRegistered,
  onClose,
}: {
  guest: GuestSignIn;
  onRegistered: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);

  /** The first check that fails, in the spec's order (the name, which the server requires, after the tenant). */
  function firstProblem(v: RegisterValues): Text | undefined {
    if (!v.tenantId?.trim()) return texts.tenantFirst;
    if (!v.name?.trim()) return texts.nameFirst;
    if (!v.account?.trim()) return texts.accountFirst;
    if (!v.password || !v.password2) return texts.passwordFirst;
    if (v.password !== v.password2) return userMessages.passwordMismatch;
    return undefined;
  }

  async function submit() {
    const v = form.getFieldsValue();
    const problem = firstProblem(v);
    if (problem) {
      feedback.warning(text(problem));
      return;
    }
    setSubmitting(true);
    try {
      const reply = await registerGuest(
        {
          tenantId: v.tenantId!.trim(),
          name: v.name!.trim(),
          account: v.account!.trim(),
          password: md5Hex(v.password!),
          oauthId: guest.oauthId,
        },
        guest.token,
      );
      if (!reply.success) {
        feedback.error(reply.msg || text(texts.submitFailed));
        return;
      }
      feedback.success(reply.msg || text(oauthMessages.registered));
      onRegistered();
    } catch (error) {
      // lib/http has shown the server's msg; a call that got no reply has shown nothing yet.
      if (!(error instanceof HttpError)) feedback.error(text(texts.submitFailed));
      // A 401: the guest token is over (30 minutes); lib/http has said so, and only a new sign-in helps.
      else if (error.code === 401) onClose();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open
      title={text(texts.registerTitle)}
      width="20%"
      style={{ minWidth: 340 }}
      okText={text(texts.register)}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={submitting}
      maskClosable={false}
      destroyOnHidden
    >
      <p className="login-register-hint">{text(texts.registerHint)}</p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={submitting}
        initialValues={{ tenantId: guest.tenantId, name: guest.name, account: guest.account }}
      >
        <Form.Item name="tenantId" label={t('login.tenant')}>
          <Input data-testid="register-tenant" autoComplete="organization" />
        </Form.Item>
        <Form.Item name="name" label={text(userResource.fields.realName.label)}>
          <Input data-testid="register-name" maxLength={userResource.fields.realName.max} autoComplete="name" />
        </Form.Item>
        <Form.Item name="account" label={text(texts.accountName)}>
          <Input data-testid="register-account" maxLength={userResource.fields.account.max} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')}>
          <Input.Password data-testid="register-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password2" label={text(userResource.fields.password2.label)}>
          <Input.Password data-testid="register-password2" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** React.lazy wants a default export: the dialog loads only on the guest path, not with the login page. */
export default GuestRegisterDialog;
