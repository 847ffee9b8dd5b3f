import { type FieldDef, fieldShows, messages, type ResourceDef } from '@pharma/contract';
import { App, Form, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import { PageSpin } from '../pages/PageSpin.tsx';
import type { CrudRecord } from './api.ts';
import { FieldInput, valueProps } from './FieldInput.tsx';
import { useCrudDetail, useCrudWrites } from './useCrud.ts';

export type FormMode = 'add' | 'edit';

/** A required field's rule carries the declaration's own message (请输入参数名称 / its English). */
function rulesOf(field: FieldDef, text: ReturnType<typeof useText>): Rule[] {
  if (!field.required) return [];
  const blankIsEmpty = field.type === 'string' || field.type === 'text';
  return [{ required: true, whitespace: blankIsEmpty, message: text(field.required) }];
}

/**
 * 新增 / 编辑. Edit loads the record through `detail` first. A failed save keeps the dialog open with the form
 * enabled again (the http layer has already shown the server's message).
 */
export function FormDialog(props: { def: ResourceDef; mode: FormMode; row?: CrudRecord; onClose: () => void }) {
  const { def, mode, row, onClose } = props;
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const detail = useCrudDetail(def, mode === 'edit' ? row?.id : undefined);
  const { submit } = useCrudWrites(def);
  const loading = mode === 'edit' && detail.isLoading;
  const fields = Object.entries(def.fields).filter(([, field]) => fieldShows(field, 'form'));

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submit.mutateAsync(mode === 'edit' && row ? { ...values, id: row.id } : values);
      void message.success(text(mode === 'add' ? messages.added : messages.updated));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open for another try.
    }
  };

  return (
    <Modal
      open
      title={t(mode === 'add' ? 'crud.add' : 'crud.edit')}
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
          name={`${def.name}-form`}
          layout="vertical"
          initialValues={mode === 'edit' ? { ...row, ...detail.data } : undefined}
          disabled={submit.isPending}
        >
          {fields.map(([key, field]) => {
            const label = text(field.label);
            return (
              <Form.Item key={key} name={key} label={label} rules={rulesOf(field, text)} {...valueProps(field, 'form')}>
                <FieldInput
                  field={field}
                  where="form"
                  disabled={mode === 'edit' && field.lockOnEdit}
                  placeholder={field.placeholder ? text(field.placeholder) : t('crud.input', { label })}
                />
              </Form.Item>
            );
          })}
        </Form>
      )}
    </Modal>
  );
}
