import { type DictKind, type DictRecord, dictMessages, messages, type Text } from '@pharma/contract';
import { App, Form, type FormInstance, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import type { DictBody } from './dict.api.ts';
import { dictTexts } from './dict.texts.ts';
import { useDictWrites } from './useDicts.ts';

/** What the two dialogs share: the labels, the rules, the order / sealed / remark inputs and the save. */

export function useLabels() {
  const { t } = useTranslation();
  const text = useText();
  return {
    label: (key: keyof typeof dictTexts) => text(dictTexts[key]),
    placeholder: (key: keyof typeof dictTexts) => t('crud.input', { label: text(dictTexts[key]) }),
    /** `text: false` for numbers: a rule naming `whitespace` validates as a string, and a number would fail it. */
    required: (message: Text, isText = true) => [
      isText
        ? { required: true, whitespace: true, message: text(message) }
        : { required: true, message: text(message) },
    ],
  };
}

/** 字典排序 (an integer), 封存 (dictionary `is_sealed`: 0 否 / 1 是) and 字典备注, in both dialogs. */
export function CommonFields() {
  const { label, placeholder, required } = useLabels();
  return (
    <>
      <Form.Item name="sort" label={label('sort')} rules={required(dictMessages.sortRequired, false)}>
        <InputNumber precision={0} style={{ width: '100%' }} placeholder={placeholder('sort')} />
      </Form.Item>
      <Form.Item name="isSealed" label={label('isSealed')} rules={required(dictMessages.isSealedRequired, false)}>
        <DictRadio code="is_sealed" numeric />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')}>
        <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={placeholder('remark')} />
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
