import { type FieldDef, format, messages, profileCalls, type Text, userResource } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { fieldItem } from '../../crud/fieldItem.ts';
import { useText } from '../../i18n/useText.ts';
import { callKey } from '../../lib/api.ts';
import { useCall } from '../../lib/useCall.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { type ProfileInput, updateInfo } from './api.ts';
import { emailProblem, phoneProblem, ruleOf } from './rules.ts';
import { updateSessionUser } from './session.ts';
import { infoTexts } from './texts.ts';
import { WecomBinding } from './WecomBinding.tsx';

/** 个人信息 tab: avatar, real name, nickname, phone, email (with the server's rules), and the WeCom binding. */
export function ProfileForm() {
  const text = useText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileInput>();
  const [saving, setSaving] = useState(false);
  const { data, isLoading } = useCall(profileCalls.info);
  const rule = (find: (value: unknown) => Text | undefined) => ruleOf(find, text);
  const max = ({ max: n }: FieldDef) => ({ max: n, message: format(text(infoTexts.tooLong), { max: n ?? 0 }) });
  const { account, realName, name, email } = userResource.fields;
  const item = (key: 'realName' | 'name' | 'phone' | 'email') => fieldItem(userResource, key, text);

  const fill = () => {
    if (!data) return;
    form.setFieldsValue({
      avatar: data.avatar,
      realName: data.realName,
      name: data.name,
      phone: data.phone,
      email: data.email,
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled when the profile arrives.
  useEffect(fill, [data]);

  const save = async (values: ProfileInput) => {
    setSaving(true);
    try {
      await updateInfo(values);
      void message.success(text(messages.updated));
      // The header's avatar and name change at once.
      updateSessionUser({
        real_name: values.realName.trim(),
        nick_name: values.name?.trim() ?? '',
        avatar: values.avatar,
      });
      // The profile alone: the rest of blade-user's folder (the WeCom binding, the dashboard) is unchanged.
      await queryClient.invalidateQueries({ queryKey: callKey(profileCalls.info) });
    } catch {
      // The server's message has been shown (lib/http); the form stays as it is to correct it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin spinning={isLoading}>
      <Form
        form={form}
        labelCol={{ flex: '120px' }}
        wrapperCol={{ flex: 'auto' }}
        style={{ maxWidth: 640 }}
        onFinish={save}
        data-testid="info-form"
      >
        <Form.Item label={text(infoTexts.avatar)} name="avatar">
          <AvatarUpload />
        </Form.Item>
        <Form.Item label={text(account.label)}>
          <Input value={data?.account ?? ''} disabled data-testid="info-account" />
        </Form.Item>
        <Form.Item {...item('realName')} rules={[...(item('realName').rules ?? []), max(realName)]}>
          <Input data-testid="info-realName" />
        </Form.Item>
        <Form.Item {...item('name')} rules={[max(name)]}>
          <Input data-testid="info-name" />
        </Form.Item>
        <Form.Item {...item('phone')} required rules={[rule(phoneProblem)]}>
          <Input data-testid="info-phone" />
        </Form.Item>
        <Form.Item {...item('email')} rules={[rule(emailProblem), max(email)]}>
          <Input data-testid="info-email" />
        </Form.Item>
        <Form.Item label={text(infoTexts.qywx)}>
          <WecomBinding />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="info-save">
              {text(infoTexts.save)}
            </Button>
            <Button onClick={fill}>{text(infoTexts.reset)}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Spin>
  );
}
