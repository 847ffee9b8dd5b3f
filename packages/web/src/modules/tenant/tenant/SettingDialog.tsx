import { format, messages, tenantResource } from '@pharma/contract';
import { App, Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput, valueProps } from '../../../crud/FieldInput.tsx';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useText } from '../../../i18n/useText.ts';
import type { Tenant } from './tenant.api.ts';
import { tenantTexts as texts } from './tenant.texts.ts';
import { useTenantWrites } from './useTenants.ts';

/** The tenant's own two fields this dialog sets, as the record holds them (setting sends them as text). */
type Values = Pick<Tenant, 'accountNumber'> & Partial<Pick<Tenant, 'expireTime'>>;

/** One tenant starts from its own quota and expiry; several start from "unlimited, never expires". */
function initialValues(tenants: Tenant[]): Values {
  const [only] = tenants;
  if (tenants.length !== 1 || !only) return { accountNumber: -1 };
  return { accountNumber: only.accountNumber ?? -1, expireTime: only.expireTime || undefined };
}

/** 授权配置: the account quota (-1 = unlimited) and expiry (empty = never) of the selected tenants. */
export function SettingDialog({ tenants, onClose }: { tenants: Tenant[]; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const close = useCloseGuard(form, onClose);
  const { setting } = useTenantWrites();
  const { accountNumber, expireTime: expire } = tenantResource.fields;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await setting.mutateAsync({
        ids: tenants.map((r) => r.id),
        accountNumber: values.accountNumber,
        expireTime: values.expireTime ?? '',
      });
      void message.success(text(messages.okBang));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    }
  };

  return (
    <Modal open title={text(texts.setting)} onOk={onOk} onCancel={close} confirmLoading={setting.isPending} width={520}>
      <Typography.Paragraph type="secondary">
        {format(text(texts.forTenants), { names: tenants.map((r) => r.tenantName).join('、') })}
      </Typography.Paragraph>
      <Form
        form={form}
        name="tenant-setting"
        layout="vertical"
        initialValues={initialValues(tenants)}
        disabled={setting.isPending}
      >
        <Form.Item
          name="accountNumber"
          label={text(accountNumber.label)}
          extra={text(texts.accountHint)}
          rules={[{ required: true, message: text(texts.accountRequired) }]}
        >
          <InputNumber
            min={-1}
            precision={0}
            style={{ width: '100%' }}
            placeholder={t('crud.input', { label: text(accountNumber.label) })}
          />
        </Form.Item>
        <Form.Item
          name="expireTime"
          label={text(expire.label)}
          extra={text(texts.expireHint)}
          {...valueProps(expire, 'form')}
        >
          <FieldInput field={expire} where="form" placeholder={t('crud.select', { label: text(expire.label) })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
