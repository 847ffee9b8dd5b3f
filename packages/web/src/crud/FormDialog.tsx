import { type CallDef, fieldShows, messages, type ResourceDef } from '@pharma/contract';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import { PageSpin } from '../pages/PageSpin.tsx';
import type { CrudRecord } from './api.ts';
import { TenantField, useCrossTenant } from './crossTenant.tsx';
import { FieldInput, type FieldInputs, valueProps } from './FieldInput.tsx';
import { rulesOf } from './fieldItem.ts';
import { useCloseGuard } from './useCloseGuard.ts';
import { useCrudDetail, useCrudWrites } from './useCrud.ts';

export type FormMode = 'add' | 'edit';

export interface FormDialogProps {
  def: ResourceDef;
  mode: FormMode;
  row?: CrudRecord;
  onClose: () => void;
  /**
   * After a save and its toast, instead of closing: the server's reply (e.g. a new tenant's first password the
   * screen shows next). The screen closes the dialog itself.
   */
  onSaved?: (reply: CrudRecord, mode: FormMode) => void;
  /** Fields kept out of the form but shown first, locked, on edit (e.g. the generated 租户ID); never sent. */
  shownOnEdit?: readonly string[];
  /** A screen's own input for some fields (通知公告's rich-text content); the others get the generic one. */
  fieldInputs?: FieldInputs;
  /** Reads outside the resource's folder that a save changes (顶部菜单's top bar). */
  refreshes?: readonly CallDef[];
}

/**
 * 新增 / 编辑. Edit loads the record through `detail` first. A failed save keeps the dialog open with the form
 * enabled again (the http layer has already shown the server's message).
 */
export function FormDialog(props: FormDialogProps) {
  const { def, mode, row, onClose, onSaved, shownOnEdit = [], fieldInputs, refreshes } = props;
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const close = useCloseGuard(form, onClose);
  const detail = useCrudDetail(def, mode === 'edit' ? row?.id : undefined);
  const { submit } = useCrudWrites(def, refreshes);
  const loading = mode === 'edit' && detail.isLoading;
  const crossing = useCrossTenant(def);
  // A row stays in its tenant: the tenant shows on edit but is never sent.
  const locked = mode === 'edit' && crossing ? [...shownOnEdit, 'tenantId'] : mode === 'edit' ? shownOnEdit : [];
  const fields = [
    ...locked.flatMap((key) => {
      const field = def.fields[key];
      return field ? [[key, field] as const] : [];
    }),
    ...Object.entries(def.fields).filter(([key, field]) => fieldShows(field, 'form') && !locked.includes(key)),
  ];

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = Object.fromEntries(Object.entries(values).filter(([key]) => !locked.includes(key)));
    try {
      const reply = await submit.mutateAsync(mode === 'edit' && row ? { ...body, id: row.id } : body);
      void message.success(text(mode === 'add' ? messages.added : messages.updated));
      if (onSaved) onSaved(reply, mode);
      else onClose();
    } catch {
      // Shown by lib/http; the dialog stays open for another try.
    }
  };

  return (
    <Modal
      open
      title={t(mode === 'add' ? 'crud.add' : 'crud.edit')}
      onOk={onOk}
      onCancel={close}
      confirmLoading={submit.isPending}
      okButtonProps={{ disabled: loading }}
      width={640}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <Form
          form={form}
          name={`${def.name}-form`}
          layout="vertical"
          initialValues={mode === 'edit' ? { ...row, ...detail.data } : undefined}
          disabled={submit.isPending}
        >
          {crossing && <TenantField editing={mode === 'edit'} />}
          {fields.map(([key, field]) => {
            const label = text(field.label);
            const Input = fieldInputs?.[key];
            const inputProps = {
              field,
              disabled: (mode === 'edit' && field.lockOnEdit) || locked.includes(key),
              placeholder: field.placeholder ? text(field.placeholder) : t('crud.input', { label }),
            };
            return (
              <Form.Item key={key} name={key} label={label} rules={rulesOf(field, text)} {...valueProps(field, 'form')}>
                {Input ? <Input {...inputProps} /> : <FieldInput {...inputProps} where="form" />}
              </Form.Item>
            );
          })}
        </Form>
      )}
    </Modal>
  );
}
