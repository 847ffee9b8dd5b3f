import { purchaseBaseCalls, type SetPageRecord, setPageBody, setPageCategories } from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { paramsTexts as texts } from '../base.texts.ts';
import { maxLengthIn } from '../document/schemaRules.ts';
import { declaredErrors } from '../setting/declaredCheck.ts';

export type PageDialog = { mode: 'add' } | { mode: 'edit' | 'view'; row: SetPageRecord };

interface Values {
  pageCode?: string;
  pageName?: string;
  category?: string;
  sort?: number;
  status?: number;
  remark?: string | null;
}

/** The categories' names (the codes are the contract's `setPageCategories`). */
export const categoryNames = {
  purchase: texts.categoryPurchase,
  sales: texts.categorySales,
  message: texts.categoryMessage,
};

/** 新增 / 修改 / 查看 one parameter page: code, name, category, sort, draft or published, remark. */
export function SetPageDialog({
  open,
  onClose,
  onSaved,
}: {
  open: PageDialog;
  onClose: () => void;
  onSaved: () => void;
}) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const readOnly = open.mode === 'view';
  const row = open.mode === 'add' ? undefined : open.row;
  useEffect(() => {
    form.setFieldsValue(
      row
        ? {
            pageCode: row.pageCode,
            pageName: row.pageName,
            category: row.category,
            sort: row.sort,
            status: row.status,
            remark: row.remark,
          }
        : { category: 'purchase', sort: 0, status: 0 },
    );
  }, [row, form]);

  const save = useMutation({
    mutationFn: (body: Values & { id?: string }) => callApi(purchaseBaseCalls.setPageSubmit, { body: body as never }),
    onSuccess: () => {
      void message.success(text(texts.saved));
      onSaved();
    },
  });
  const submit = (values: Values) => {
    const body = { ...(row ? { id: row.id } : {}), ...values };
    const errors = declaredErrors(setPageBody, body, text);
    if (errors.length > 0) {
      form.setFields(errors.map(({ name, errors }) => ({ name: name[0] as keyof Values, errors })));
      return;
    }
    save.mutate(body);
  };

  const title = open.mode === 'add' ? texts.addPage : open.mode === 'edit' ? texts.editPage : texts.viewPage;
  return (
    <Modal
      open
      title={text(title)}
      onCancel={onClose}
      onOk={() => (readOnly ? onClose() : form.submit())}
      okButtonProps={{ loading: save.isPending }}
      cancelButtonProps={readOnly ? { style: { display: 'none' } } : undefined}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={readOnly} name="set-page">
        <Form.Item name="pageCode" label={text(texts.pageCode)} required>
          <Input maxLength={maxLengthIn(purchaseBaseCalls.setPageSubmit.body, 'pageCode')} />
        </Form.Item>
        <Form.Item name="pageName" label={text(texts.pageName)} required>
          <Input maxLength={maxLengthIn(purchaseBaseCalls.setPageSubmit.body, 'pageName')} />
        </Form.Item>
        <Form.Item name="category" label={text(texts.category)} required>
          <Select options={setPageCategories.map((c) => ({ value: c, label: text(categoryNames[c]) }))} />
        </Form.Item>
        <Form.Item name="sort" label={text(texts.sort)}>
          <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={text(texts.status)} required>
          <Radio.Group
            options={[
              { value: 0, label: text(texts.draft) },
              { value: 1, label: text(texts.published) },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label={text(texts.remark)}>
          <Input.TextArea
            maxLength={maxLengthIn(purchaseBaseCalls.setPageSubmit.body, 'remark')}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
