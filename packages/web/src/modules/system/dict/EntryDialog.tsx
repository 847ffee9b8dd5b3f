import type { DictKind, DictRecord } from '@pharma/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { dictTexts } from './dict.texts.ts';
import { CommonFields, formValuesOf, maxOf, trimmed, useLabels, useSave } from './formParts.tsx';
import { useDictDetail } from './useDicts.ts';

/** The dictionary an entry belongs to, as the screens know it. */
export type DictParent = Pick<DictRecord, 'id' | 'code' | 'dictValue'>;

/** 新增下级 under a dictionary, or 编辑 an entry (its dictionary's name when the screen knows it). */
export type EntryForm = { mode: 'add'; parent: DictParent } | { mode: 'edit'; row: DictRecord; parentName?: string };

/**
 * An entry of a dictionary. Its code is the dictionary's and its dictionary never changes: both show, locked, on
 * add and on edit (the dictionary by its name). 字典键值, 字典名称, 字典排序, 封存 and 字典备注 are its own.
 */
export function EntryDialog({ kind, form: state, onClose }: { kind: DictKind; form: EntryForm; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm();
  const close = useCloseGuard(form, onClose);
  const editing = state.mode === 'edit' ? state.row : undefined;
  const detail = useDictDetail(kind, editing?.id);
  const { save, saving } = useSave(kind, form, onClose);
  const { item, label, placeholder } = useLabels();
  const loading = Boolean(editing) && detail.isLoading;

  const stored = editing ? { ...editing, ...detail.data } : undefined;
  const parent: DictParent =
    state.mode === 'add'
      ? state.parent
      : { id: stored!.parentId, code: stored!.code, dictValue: state.parentName ?? stored!.parentName ?? '' };

  const onOk = () =>
    save((values) => ({
      ...(editing ? { id: editing.id } : {}),
      parentId: parent.id,
      code: parent.code,
      dictKey: trimmed(values.dictKey),
      dictValue: trimmed(values.dictValue),
      sort: values.sort as number,
      isSealed: values.isSealed as number,
      remark: trimmed(values.remark),
    }));

  return (
    <Modal
      open
      title={editing ? t('crud.edit') : text(dictTexts.addChild)}
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
          name="dict-entry-form"
          layout="vertical"
          disabled={saving}
          initialValues={stored ? formValuesOf(stored) : { code: parent.code, isSealed: 0 }}
        >
          <Form.Item name="code" label={label('code')}>
            <Input disabled />
          </Form.Item>
          <Form.Item label={label('parentName')} htmlFor="dict-entry-form_parent">
            <Input id="dict-entry-form_parent" disabled value={parent.dictValue} />
          </Form.Item>
          <Form.Item {...item('dictKey')}>
            <Input maxLength={maxOf('dictKey')} placeholder={placeholder('dictKey')} />
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
