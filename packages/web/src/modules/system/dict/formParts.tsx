import { type DictKind, type DictRecord, dictResource, maxLengthOf, messages } from '@pharma/contract';
import { App, Form, type FormInstance, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { DictRadio } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import type { DictBody } from './dict.api.ts';
import { useDictWrites } from './useDicts.ts';

/** What the two dialogs share: the labels, the rules, the order / sealed / remark inputs and the save. */

type Field = keyof typeof dictResource.fields;
const { fields } = dictResource;

/** A field's Form.Item props (label, required rule) and its placeholder, from the contract's dictResource. */
export function useLabels() {
  const { t } = useTranslation();
  const text = useText();
  return {
    item: (key: Field) => fieldItem(dictResource, key, text),
    label: (key: Field) => text(fields[key].label),
    placeholder: (key: Field) => t('crud.input', { label: text(fields[key].label) }),
  };
}

/** The longest text a field takes (255 for every text field of a dictionary row). */
export const maxOf = (key: Field) => maxLengthOf(fields[key]);

/** 字典排序 (an integer), 封存 (dictionary `is_sealed`: 0 否 / 1 是) and 字典备注, in both dialogs. */
export function CommonFields() {
  const { item, placeholder } = useLabels();
  return (
    <>
      <Form.Item {...item('sort')}>
        <InputNumber precision={0} style={{ width: '100%' }} placeholder={placeholder('sort')} />
      </Form.Item>
      <Form.Item {...item('isSealed')}>
        <DictRadio code="is_sealed" numeric />
      </Form.Item>
      <Form.Item {...item('remark')}>
        <Input.TextArea
          maxLength={maxOf('remark')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={placeholder('remark')}
        />
      </Form.Item>
    </>
  );
}

/** A dictionary row as the form edits it (the stored labels from detail, the row's meanwhile). */
export function formValuesOf(row: DictRecord) {
  return {
    code: row.code,
    dictKey: row.dictKey,
    dictValue: row.dictValue,
    sort: row.sort,
    isSealed: row.isSealed,
    remark: row.remark ?? undefined,
  };
}

/**
 * The save of both dialogs: validate, send, toast, close. A refusal (已封存, 字典编号已存在, …) is toasted by lib/http
 * with the server's words; the dialog stays open with what was typed.
 */
export function useSave(kind: DictKind, form: FormInstance, onClose: () => void) {
  const text = useText();
  const { message } = App.useApp();
  const { submit } = useDictWrites(kind);
  const save = async (toBody: (values: Record<string, unknown>) => DictBody, previousCode?: string) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = toBody(values as Record<string, unknown>);
    try {
      await submit.mutateAsync({ body, codes: previousCode ? [body.code, previousCode] : [body.code] });
      void message.success(text(body.id ? messages.updated : messages.added));
      onClose();
    } catch {
      // Shown by lib/http.
    }
  };
  return { save, saving: submit.isPending };
}

/** Free text as the API takes it: trimmed, '' when blank. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
