import { format, type MoveReply, planMessages } from '@pharma/contract';
import { App, Form, type FormInstance, Input, Modal, Radio } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import { useMoveDone } from './docKit.tsx';
import { docsTexts as texts } from './docs.texts.ts';
import { type BodySchema, maxLengthIn, requiredIn } from './schemaRules.ts';

/**
 * The 确定 of a move's dialog: validates, sends (`save`), toasts what it did (`done`, with the server's warnings),
 * refreshes the purchasing lists and closes; a failure (shown by lib/http) leaves the dialog open.
 */
export function useDialogSave<V>(
  form: FormInstance<V>,
  save: (values: V) => Promise<Pick<MoveReply, 'warnings'> | null>,
  done: (values: V) => string,
  onClose: () => void,
) {
  const moveDone = useMoveDone();
  const [busy, setBusy] = useState(false);
  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      moveDone(await save(values), done(values));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return { busy, onOk };
}

/** A small dialog of a move on one document, its title naming it. */
export function MoveModal({
  title,
  busy,
  onOk,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={<span className="user-data">{title}</span>}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={busy}
      width={520}
    >
      {children}
    </Modal>
  );
}

interface Decision {
  pass?: boolean;
  opinion?: string;
}

/**
 * 审核 of a document awaiting audit: pass or reject; a rejection must say why (the rule the server also holds), so
 * the dialog refuses to send a rejection without an opinion.
 */
export function AuditDialog({
  no,
  schema,
  run,
  onClose,
}: {
  /** The document's number, in the title. */
  no: string;
  /** The audit call's body (the opinion's length). */
  schema: BodySchema;
  run: (decision: { pass: boolean; opinion: string }) => Promise<MoveReply>;
  onClose: () => void;
}) {
  const text = useText();
  const [form] = Form.useForm<Decision>();
  const pass = Form.useWatch('pass', form);
  const { busy, onOk } = useDialogSave(
    form,
    (values) => run({ pass: values.pass === true, opinion: values.opinion?.trim() ?? '' }),
    (values) => text(values.pass ? texts.auditPassed : texts.auditRejected),
    onClose,
  );
  return (
    <MoveModal title={format(text(texts.auditTitle), { no })} busy={busy} onOk={onOk} onClose={onClose}>
      <Form form={form} name="purchase-audit" layout="vertical" disabled={busy}>
        <Form.Item
          name="pass"
          label={text(texts.decision)}
          rules={[{ required: true, message: text(planMessages.passRequired) }]}
        >
          <Radio.Group
            options={[
              { value: true, label: text(texts.pass) },
              { value: false, label: text(texts.reject) },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={text(texts.auditOpinion)}
          dependencies={['pass']}
          rules={[{ required: pass === false, whitespace: true, message: text(planMessages.opinionRequired) }]}
        >
          <Input.TextArea maxLength={maxLengthIn(schema, 'opinion')} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </MoveModal>
  );
}

/** A move that needs a reason (关闭, 中止, 作废): asks it, then runs. */
export function ReasonDialog({
  action,
  no,
  schema,
  run,
  onClose,
}: {
  /** The move's name (关闭, 作废), in the title and the toast. */
  action: string;
  no: string;
  /** The move call's body (the reason's length). */
  schema: BodySchema;
  run: (reason: string) => Promise<MoveReply>;
  onClose: () => void;
}) {
  const text = useText();
  const [form] = Form.useForm<{ reason?: string }>();
  const { busy, onOk } = useDialogSave(
    form,
    (values) => run(values.reason?.trim() ?? ''),
    () => format(text(texts.done), { action }),
    onClose,
  );
  return (
    <MoveModal title={format(text(texts.reasonTitle), { action, no })} busy={busy} onOk={onOk} onClose={onClose}>
      <Form form={form} name="purchase-reason" layout="vertical" disabled={busy}>
        <Form.Item
          name="reason"
          label={text(texts.reason)}
          rules={[...requiredIn(schema, 'reason', text).map((rule) => ({ ...rule, whitespace: true }))]}
        >
          <Input.TextArea maxLength={maxLengthIn(schema, 'reason')} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </MoveModal>
  );
}

/** A move that needs only a yes (提交审核, 下发, 完成, 生成合同, 删除): asks, runs, toasts. */
export function useMoveConfirm() {
  const { t } = useTranslation();
  const text = useText();
  const { modal } = App.useApp();
  const done = useMoveDone();
  return ({
    action,
    no,
    run,
  }: {
    action: string;
    no: string;
    run: () => Promise<Pick<MoveReply, 'warnings'> | null>;
  }) =>
    modal.confirm({
      title: t('shell.tip'),
      content: format(text(texts.moveConfirm), { action, no }),
      onOk: () =>
        run().then(
          (reply) => done(reply, format(text(texts.done), { action })),
          () => undefined, // shown by lib/http
        ),
    });
}
