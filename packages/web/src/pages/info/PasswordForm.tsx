import { profileMessages, userResource } from '@pharma/contract';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useText } from '../../i18n/useText.ts';
import { useSession } from '../../shell/stores/session.ts';
import { type PasswordInput, updatePassword } from './api.ts';
import { infoTexts } from './texts.ts';

/**
 * 修改密码 tab: the current password and the new one twice (they must match). All three are md5-hashed before
 * they leave the browser. The session goes on afterwards, as in BladeX: the new password is for the next sign-in.
 */
export function PasswordForm() {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordInput>();
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();

  const save = async (values: PasswordInput) => {
    setSaving(true);
    try {
      await updatePassword(values);
      void message.success(text(infoTexts.passwordChanged));
      form.resetFields();
      // A password someone else set is now the user's own: the rest of the console opens.
      if (useSession.getState().userInfo?.must_change_password) {
        useSession.getState().passwordChanged();
        navigate('/');
      }
    } catch {
      // Shown by lib/http (原密码不正确, …).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      labelCol={{ flex: '120px' }}
      wrapperCol={{ flex: 'auto' }}
      style={{ maxWidth: 640 }}
      onFinish={save}
      autoComplete="off"
      data-testid="password-form"
    >
      <Form.Item
        label={text(infoTexts.oldPassword)}
        name="oldPassword"
        rules={[{ required: true, message: text(infoTexts.oldPasswordRequired) }]}
      >
        <Input.Password autoComplete="current-password" data-testid="password-old" />
      </Form.Item>
      <Form.Item
        label={text(infoTexts.newPassword)}
        name="newPassword"
        rules={[{ required: true, message: text(infoTexts.newPasswordRequired) }]}
      >
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        label={text(userResource.fields.password2.label)}
        name="newPassword1"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: text(infoTexts.newPassword1Required) },
          ({ getFieldValue }) => ({
            validator: async (_, value: unknown) => {
              if (value && value !== getFieldValue('newPassword'))
                throw new Error(text(profileMessages.newPasswordsDiffer));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="password-new1" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="password-save">
            {text(infoTexts.save)}
          </Button>
          <Button onClick={() => form.resetFields()}>{text(infoTexts.reset)}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
