import { type FieldDef, messages } from '@pharma/contract';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../../crud/FieldInput.tsx';
import { useCrudDetail } from '../../../crud/useCrud.ts';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import type { AddedTenant, Tenant } from './api.ts';
import { tenantDef } from './tenantDef.ts';
import { useTenantWrites } from './useTenants.ts';

const fields: Record<keyof typeof tenantDef.fields, FieldDef> = tenantDef.fields;
/** The inputs, in Saber's order; the tenant id is generated on add and only shown (locked) on edit. */
const keys = ['tenantName', 'linkman', 'contactNumber', 'domain', 'backgroundUrl', 'address'] as const;

/**
 * 新增 / 编辑 a tenant. Not crud's FormDialog: an add answers with the administrator's first password, which the
 * page must show once (`onAdded`). A refused save keeps the dialog open (lib/http toasts the server's reason).
 */
export function TenantFormDialog({
  row,
  onClose,
  onAdded,
}: {
  row?: Tenant;
  onClose: () => void;
  onAdded: (tenant: AddedTenant) => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const detail = useCrudDetail(tenantDef, row?.id);
  const { submit } = useTenantWrites();
  const loading = row !== undefined && detail.isLoading;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { tenantId: _locked, ...body } = values;
    try {
      const saved = await submit.mutateAsync(row ? { ...body, id: row.id } : body);
      void message.success(text(row ? messages.updated : messages.added));
      // A reply without a password (nothing to show) just closes.
      if (!row && saved?.adminPassword) onAdded(saved);
      else onClose();
    } catch {
      // Shown by lib/http; the dialog stays open for another try.
    }
  };

  const item = (key: keyof typeof fields, locked = false) => {
    const field = fields[key];
    const label = text(field.label);
    const rules = field.required ? [{ required: true, whitespace: true, message: text(field.required) }] : [];
    return (
      <Form.Item key={key} name={key} label={label} rules={rules}>
        <FieldInput field={field} where="form" disabled={locked} placeholder={t('crud.input', { label })} />
      </Form.Item>
    );
  };

  return (
    <Modal
      open
      title={t(row ? 'crud.edit' : 'crud.add')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={submit.isPending}
      okButtonProps={{ disabled: loading }}
      width={640}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <Form
          form={form}
          name="tenant-form"
          layout="vertical"
          initialValues={row ? { ...row, ...detail.data } : undefined}
          disabled={submit.isPending}
        >
          {row && item('tenantId', true)}
          {keys.map((key) => item(key))}
        </Form>
      )}
    </Modal>
  );
}
