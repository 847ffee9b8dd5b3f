import { fieldShows, messages, type ResourceDef } from '@pharma/contract';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { FieldInput, type FieldInputs } from '../../../crud/FieldInput.tsx';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useCrudDetail, useCrudWrites } from '../../../crud/useCrud.ts';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';

export interface ChildFormDialogProps {
  def: ResourceDef;
  /** The field naming the parent row (sendChannelId, templateId, strategyId): fixed, so never asked. */
  parentKey: string;
  parentId: string;
  /** The row to edit; none adds one. */
  row?: CrudRecord;
  /** What a new row starts with (the next step's order, an enabled flag). */
  defaults?: Record<string, unknown>;
  fieldInputs?: FieldInputs;
  onClose: () => void;
}

/**
 * 新增 / 编辑 of a row that belongs to another (a channel's setting, a template's content, a strategy's step): the
 * declared form without the parent, which is sent from the row the drawer was opened on. Like FormDialog, edit
 * reads the detail first and a refused save keeps the dialog open.
 */
export function ChildFormDialog({
  def,
  parentKey,
  parentId,
  row,
  defaults,
  fieldInputs,
  onClose,
}: ChildFormDialogProps) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const close = useCloseGuard(form, onClose);
  const editing = row !== undefined;
  const detail = useCrudDetail(def, row?.id);
  const { submit } = useCrudWrites(def);
  const loading = editing && detail.isLoading;
  const fields = Object.entries(def.fields).filter(([key, field]) => key !== parentKey && fieldShows(field, 'form'));

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { ...values, [parentKey]: parentId, ...(editing ? { id: row.id } : {}) };
    try {
      await submit.mutateAsync(body);
      void message.success(text(editing ? messages.updated : messages.added));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open for another try.
    }
  };

  return (
    <Modal
      open
      title={t(editing ? 'crud.edit' : 'crud.add')}
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
          initialValues={editing ? { ...row, ...detail.data } : defaults}
          disabled={submit.isPending}
        >
          {fields.map(([key, field]) => {
            const label = text(field.label);
            const Input = fieldInputs?.[key];
            const inputProps = {
              field,
              disabled: editing && field.lockOnEdit,
              placeholder: field.placeholder ? text(field.placeholder) : t('crud.input', { label }),
            };
            return (
              <Form.Item key={key} {...fieldItem(def, key, text)}>
                {Input ? <Input {...inputProps} /> : <FieldInput {...inputProps} where="form" />}
              </Form.Item>
            );
          })}
        </Form>
      )}
    </Modal>
  );
}
