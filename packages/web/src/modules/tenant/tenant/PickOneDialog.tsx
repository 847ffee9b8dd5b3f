import { format, messages, type Text } from '@pharma/contract';
import { App, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import type { Option, Tenant } from './tenant.api.ts';
import { tenantTexts as texts } from './tenant.texts.ts';

/**
 * 数据源配置 and 产品包配置: one tenant, one optional choice from a list (cleared = none). Saving sends the
 * choice or '' and says 操作成功!; a refusal keeps the dialog open (lib/http toasts why).
 */
export function PickOneDialog(props: {
  tenant: Tenant;
  title: Text;
  label: Text;
  hint: Text;
  options: { data?: Option[]; isFetching: boolean };
  current?: string | null;
  save: (value: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { tenant, title, label, hint, options, current, save, onClose } = props;
  const text = useText();
  const { message } = App.useApp();
  const [value, setValue] = useState<string | undefined>(current || undefined);
  const [saving, setSaving] = useState(false);

  const onOk = async () => {
    setSaving(true);
    try {
      await save(value ?? '');
      void message.success(text(messages.okBang));
      onClose();
    } catch {
      // Shown by lib/http.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={text(title)} onOk={onOk} onCancel={onClose} confirmLoading={saving} width={520}>
      <Typography.Paragraph type="secondary">
        {format(text(texts.forTenants), { names: tenant.tenantName })}
      </Typography.Paragraph>
      <Form layout="vertical" name="tenant-pick" disabled={saving}>
        <Form.Item label={text(label)} extra={text(hint)} htmlFor="tenant-pick-value">
          <Select
            id="tenant-pick-value"
            allowClear
            showSearch
            optionFilterProp="label"
            value={value}
            onChange={(next?: string) => setValue(next)}
            loading={options.isFetching}
            placeholder={text(hint)}
            options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
