import { messages, userResource } from '@pharma/contract';
import { App, Descriptions, Form, Input, Modal } from 'antd';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import type { PlatformDetail, PlatformUpdate, User } from './user.api.ts';
import { userTexts } from './user.texts.ts';
import { usePlatformDetail, useUserWrites } from './useUsers.ts';

/** What update-platform takes besides the user, both held by the form (the extension as the JSON text typed). */
type Values = Required<Omit<PlatformUpdate, 'userId'>>;

/** The extension must be a JSON object (not an array, a string or a number). */
export function parseObject(value: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The stored extension, pretty-printed when it is an object; none starts as `{}` so the form can be saved as is. */
function extText(detail: PlatformDetail | null | undefined): string {
  const raw = detail?.userExt?.trim();
  if (!raw) return '{}';
  const parsed = parseObject(raw);
  return parsed ? JSON.stringify(parsed, null, 2) : raw;
}

/**
 * 平台配置 of one user: the platform it signs in from (the declaration's `userType`, dictionary `user_type`: 网页 /
 * 移动端 / 其他) and its extension, a JSON object kept as text. Invalid JSON is caught here (请输入正确的JSON) before
 * anything is sent.
 */
export function PlatformDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const close = useCloseGuard(form, onClose);
  const detail = usePlatformDetail(user.id);
  const { updatePlatform } = useUserWrites();
  const loading = detail.isLoading;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await updatePlatform.mutateAsync({
        userId: user.id,
        userType: values.userType,
        // Sent compact: the validator has already made sure it parses.
        userExt: JSON.stringify(parseObject(values.userExt)),
      });
      void message.success(text(messages.okBang));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    }
  };

  return (
    <Modal
      open
      title={text(userTexts.platform)}
      onOk={onOk}
      onCancel={close}
      confirmLoading={updatePlatform.isPending}
      okButtonProps={{ disabled: loading }}
      width={560}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <>
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'account',
                label: text(userResource.fields.account.label),
                children: detail.data?.account ?? user.account,
              },
              {
                key: 'realName',
                label: text(userResource.fields.realName.label),
                children: detail.data?.realName ?? user.realName,
              },
            ]}
          />
          <Form
            form={form}
            name="user-platform"
            layout="vertical"
            disabled={updatePlatform.isPending}
            initialValues={{ userType: detail.data?.userType ?? undefined, userExt: extText(detail.data) }}
          >
            <Form.Item
              name="userType"
              label={text(userResource.fields.userType.label)}
              rules={[{ required: true, message: text(userTexts.userTypeRequired) }]}
            >
              <DictSelect
                code={userResource.fields.userType.dict}
                numeric
                allowClear={false}
                placeholder={text(userTexts.userTypeRequired)}
              />
            </Form.Item>
            <Form.Item
              name="userExt"
              label={text(userTexts.userExt)}
              extra={text(userTexts.userExtHint)}
              rules={[
                {
                  validator: async (_, value: unknown) => {
                    if (typeof value !== 'string' || !parseObject(value)) throw new Error(text(userTexts.badJson));
                  },
                },
              ]}
            >
              <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} spellCheck={false} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
