import { format, type MoveReply, planMessages as m } from '@pharma/contract';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import { useMoveDone } from './docKit.tsx';
import { docsTexts as texts } from './docs.texts.ts';

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
  run,
  onClose,
}: {
  /** The document's number, in the title. */
  no: string;
  run: (decision: { pass: boolean; opinion: string }) => Promise<MoveReply>;
  onClose: () => void;
}) {
  const text = useText();
  const done = useMoveDone();
  const [form] = Form.useForm<Decision>();
  const pass = Form.useWatch('pass', form);
  const [busy, setBusy] = useState(false);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const reply = await run({ pass: values.pass === true, opinion: values.opinion?.trim() ?? '' });
      done(reply, text(values.pass ? texts.auditPassed : texts.auditRejected));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={<span className="user-data">{format(text(texts.auditTitle), { no })}</span>}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={busy}
      width={520}
    >
      <Form form={form} name="purchase-audit" layout="vertical" disabled={busy}>
        <Form.Item name="pass" label={text(texts.decision)} rules={[{ required: true, message: text(m.passRequired) }]}>
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
          rules={[{ required: pass === false, whitespace: true, message: text(m.opinionRequired) }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A move that needs a reason (关闭, 中止, 作废): asks it, then runs. */
export function ReasonDialog({
  action,
  no,
  run,
  onClose,
}: {
  /** The move's name (关闭, 作废), in the title and the toast. */
  action: string;
  no: string;
  run: (reason: string) => Promise<MoveReply>;
  onClose: () => void;
}) {
  const text = useText();
  const done = useMoveDone();
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState(false);
  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      done(await run(values.reason?.trim() ?? ''), format(text(texts.done), { action }));
      onClose();
    } catch {
      // Shown by lib/http.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={<span className="user-data">{format(text(texts.reasonTitle), { action, no })}</span>}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={busy}
      width={520}
    >
      <Form form={form} name="purchase-reason" layout="vertical" disabled={busy}>
        <Form.Item
          name="reason"
          label={text(texts.reason)}
          rules={[{ required: true, whitespace: true, message: text(m.reasonRequired) }]}
        >
          <Input.TextArea maxLength={200} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
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
