import type { MoveReply, Text } from '@pharma/contract';
import { Col, Form, type FormInstance, Input, InputNumber, Modal, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { createContext, type ReactNode, useContext } from 'react';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { useDialogSave } from './dialogs.tsx';
import { dictName } from './docKit.tsx';
import { docsTexts } from './docs.texts.ts';
import { type BodySchema, boundsIn, maxLengthIn, requiredIn } from './schemaRules.ts';

/** The body schema of the call the dialog saves through: its fields' lengths, bounds and required rules. */
const SchemaContext = createContext<BodySchema>(undefined);

/**
 * The 新增 / 编辑 dialog of a document with lines (a plan, an order, a contract): the header fields given, then the
 * lines editor under 明细. 确定 validates, saves (`save` sends the call), toasts 保存成功 with the server's warnings,
 * refreshes the purchasing lists and closes; a failure leaves it open. Closing with changes asks first.
 */
export function DocFormDialog<V extends object>({
  form,
  name,
  title,
  schema,
  loading,
  okDisabled = false,
  initialValues,
  save,
  onClose,
  above,
  lines,
  children,
}: {
  form: FormInstance<V>;
  /** The form's name (its fields' ids). */
  name: string;
  title: ReactNode;
  /** The body schema of the save call (@pharma/contract). */
  schema: BodySchema;
  /** The document (or what it starts from) is still being read. */
  loading: boolean;
  okDisabled?: boolean;
  initialValues: Partial<V>;
  save: (values: V) => Promise<Pick<MoveReply, 'warnings'>>;
  onClose: () => void;
  /** What stands above the fields (a warning). */
  above?: ReactNode;
  /** The lines editor. */
  lines: ReactNode;
  children: ReactNode;
}) {
  const text = useText();
  const close = useCloseGuard(form, onClose);
  const { busy, onOk } = useDialogSave(form, save, () => text(docsTexts.saved), onClose);

  return (
    <Modal
      open
      title={title}
      onOk={onOk}
      onCancel={close}
      confirmLoading={busy}
      okButtonProps={{ disabled: loading || okDisabled }}
      width={1000}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <SchemaContext.Provider value={schema}>
          <Form form={form} name={name} layout="vertical" disabled={busy} initialValues={initialValues}>
            {above}
            <Row gutter={16}>{children}</Row>
            <Form.Item label={text(docsTexts.lines)} required>
              {lines}
            </Form.Item>
          </Form>
        </SchemaContext.Provider>
      )}
    </Modal>
  );
}

/** The body schema of the dialog's save call (its lines' lengths, for the lines editor). */
export const useBodySchema = () => useContext(SchemaContext);

/**
 * One header field of a DocFormDialog, in its column: its label, the save schema's required rule (with the
 * server's message) and any further `rules`; the input given, or a text input (`text`, `area`) holding the schema's
 * length, or a whole-number input (`whole`) within the schema's bounds.
 */
export function DocField({
  name,
  label,
  xs = 24,
  md = 24,
  rules = [],
  dependencies,
  text: isText,
  area,
  whole,
  children,
}: {
  name: string;
  label: Text | string;
  xs?: number;
  md?: number;
  rules?: Rule[];
  dependencies?: string[];
  text?: boolean;
  area?: boolean;
  whole?: boolean;
  children?: ReactNode;
}) {
  const text = useText();
  const schema = useContext(SchemaContext);
  const input = isText ? (
    <Input maxLength={maxLengthIn(schema, name)} />
  ) : area ? (
    <Input.TextArea maxLength={maxLengthIn(schema, name)} autoSize={{ minRows: 2, maxRows: 5 }} />
  ) : whole ? (
    <InputNumber {...boundsIn(schema, name)} precision={0} style={{ width: '100%' }} />
  ) : (
    children
  );
  return (
    <Col xs={xs} md={md}>
      <Form.Item
        name={name}
        label={typeof label === 'string' ? label : text(label)}
        rules={[...requiredIn(schema, name, text), ...rules]}
        dependencies={dependencies}
      >
        {input}
      </Form.Item>
    </Col>
  );
}

/** A field picked from a dictionary (结算方式, 配送方式): the dictionary names it, the value is its numeric key. */
export function DictField({ dict, ...field }: { dict: string; name: string; xs?: number; md?: number }) {
  return (
    <DocField {...field} label={dictName(dict)}>
      <DictSelect code={dict} numeric />
    </DocField>
  );
}
