import { messages, userResource } from '@pharma/contract';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useText } from '../../../i18n/useText.ts';
import { md5Hex } from '../../../lib/md5.ts';
import { sameAsPassword } from './rules.ts';
import type { ResetResult } from './user.api.ts';
import { useUserWrites } from './useUsers.ts';

type ResetMode = 'random' | 'chosen';

/**
 * 密码重置 of the selected users: a random password per user (default; there is no fixed default password), or one
 * the administrator types twice (sent as md5 hex). Random passwords come back once in the reply and go to
 * `onIssued`, which shows them; nothing else keeps them.
 */
export function ResetDialog(props: {
  userIds: string[];
  onIssued: (issued: ResetResult[]) => void;
  onClose: () => void;
}) {
  const { userIds, onIssued, onClose } = props;
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mode: ResetMode; password?: string }>();
  const close = useCloseGuard(form, onClose);
  const mode = Form.useWatch('mode', form) ?? 'random';
  const { reset } = useUserWrites();
  // The user form's password and confirmation, as the declaration has them.
  const password = fieldItem(userResource, 'password', text);
  const password2 = fieldItem(userResource, 'password2', text);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const chosen = values.mode === 'chosen' && values.password ? md5Hex(values.password) : undefined;
      const reply = await reset.mutateAsync({ userIds, password: chosen });
      const issued = (reply ?? []).filter((r) => r.password);
      onClose();
      if (issued.length > 0) onIssued(issued);
      else void message.success(text(messages.okBang));
    } catch {
      // Shown by lib/http; the dialog stays open.
    }
  };

  return (
    <Modal open title={t('user.reset')} onOk={onOk} onCancel={close} confirmLoading={reset.isPending} width={480}>
      <Typography.Paragraph type="secondary">{t('user.resetTip', { count: userIds.length })}</Typography.Paragraph>
      <Form
        form={form}
        name="user-reset"
        layout="vertical"
        initialValues={{ mode: 'random' }}
        disabled={reset.isPending}
      >
        <Form.Item name="mode" label={t('user.resetMode')}>
          <Radio.Group
            options={[
              { label: t('user.random'), value: 'random' },
              { label: t('user.chosen'), value: 'chosen' },
            ]}
          />
        </Form.Item>
        {mode === 'chosen' && (
          <>
            <Form.Item {...password}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              {...password2}
              dependencies={['password']}
              rules={[...(password2.rules ?? []), sameAsPassword(text)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
