import type { DictKind, DictRecord } from '@pharma/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { CommonFields, formValuesOf, maxOf, trimmed, useLabels, useSave } from './formParts.tsx';
import { useDictDetail } from './useDicts.ts';

/** 新增 or 编辑 a dictionary (a parent row). */
export type ParentForm = { mode: 'add' } | { mode: 'edit'; row: DictRecord };

/** The top of the tree: a dictionary's parentId. */
export const topParentId = '0';

/**
 * A dictionary: 字典编号, 字典名称, 字典排序, 封存 (否 by default) and 字典备注. Edit starts from the stored row
 * (detail). Changing the code re-codes its entries on the server; both codes' selects read again.
 */
export function ParentDialog({
  kind,
  form: state,
  onClose,
}: {
  kind: DictKind;
  form: ParentForm;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const close = useCloseGuard(form, onClose);
  const editing = state.mode === 'edit' ? state.row : undefined;
  const detail = useDictDetail(kind, editing?.id);
  const { save, saving } = useSave(kind, form, onClose);
  const { item, placeholder } = useLabels();
  const loading = Boolean(editing) && detail.isLoading;

  const onOk = () =>
    save(
      (values) => ({
        ...(editing ? { id: editing.id } : {}),
        parentId: topParentId,
        code: trimmed(values.code),
        dictValue: trimmed(values.dictValue),
        sort: values.sort as number,
        isSealed: values.isSealed as number,
        remark: trimmed(values.remark),
      }),
      editing?.code,
    );

  return (
    <Modal
      open
      title={t(editing ? 'crud.edit' : 'crud.add')}
      onOk={onOk}
      onCancel={close}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      width={640}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <Form
          form={form}
          name="dict-parent-form"
          layout="vertical"
          disabled={saving}
          initialValues={editing ? formValuesOf({ ...editing, ...detail.data }) : { isSealed: 0 }}
        >
          <Form.Item {...item('code')}>
            <Input maxLength={maxOf('code')} placeholder={placeholder('code')} />
          </Form.Item>
          <Form.Item {...item('dictValue')}>
            <Input maxLength={maxOf('dictValue')} placeholder={placeholder('dictValue')} />
          </Form.Item>
          <CommonFields />
        </Form>
      )}
    </Modal>
  );
}
