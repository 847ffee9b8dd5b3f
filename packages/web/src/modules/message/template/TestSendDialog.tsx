import {
  format,
  messageCalls,
  messageRecordLogResource,
  messageRecordResource,
  templateInfoResource,
} from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Descriptions, Divider, Form, Input, Modal, Table, Typography } from 'antd';
import type { CrudRecord } from '../../../crud/api.ts';
import { lengthOf } from '../../../crud/schemaLength.ts';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { attemptResultColors, recordStatusColors } from '../shared/statusColors.ts';
import { parseVars } from '../shared/templateVars.ts';
import { filledParams, VariableFields } from '../shared/VariableFields.tsx';
import { type TestSendReply, testSendTemplate } from './template.api.ts';
import { templateTexts as texts } from './template.texts.ts';

/** An attempt reads as a row of the send log: its columns carry the log's labels. */
const logFields = messageRecordLogResource.fields;

type Attempt = TestSendReply['attempts'][number] & { key: number };

/**
 * 测试发送: the template to one receiver now, approved or not, its variables filled (the examples to start with);
 * the dialog then shows what each channel answered, and stays open for another try.
 */
export function TestSendDialog({ template, onClose }: { template: CrudRecord; onClose: () => void }) {
  const text = useText();
  const [form] = Form.useForm();
  const vars = parseVars(template.params);
  const send = useMutation({ mutationFn: testSendTemplate });

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    send.mutate({ id: template.id, receiver: String(values.receiver).trim(), params: filledParams(values.params) });
  };

  const reply = send.data;
  return (
    <Modal
      open
      title={
        <span className="user-data">
          {format(text(texts.testTitle), { name: String(template.templateName ?? '') })}
        </span>
      }
      onOk={onOk}
      okText={text(texts.send)}
      onCancel={onClose}
      confirmLoading={send.isPending}
      width={720}
    >
      <Form
        form={form}
        name="template-test"
        layout="vertical"
        disabled={send.isPending}
        initialValues={{ params: Object.fromEntries(vars.map((v) => [v.name, v.example])) }}
      >
        <Form.Item
          name="receiver"
          label={text(messageRecordResource.fields.receiver.label)}
          extra={text(texts.receiverHint)}
          rules={[{ required: true, whitespace: true, message: text(texts.receiverRequired) }]}
        >
          <Input maxLength={lengthOf(messageCalls.testSend.body, 'receiver')} />
        </Form.Item>
        {vars.length > 0 && <Divider plain>{text(templateInfoResource.fields.params.label)}</Divider>}
        <VariableFields vars={vars} />
      </Form>
      {reply && <TestOutcome reply={reply} />}
    </Modal>
  );
}

function TestOutcome({ reply }: { reply: TestSendReply }) {
  const text = useText();
  return (
    <div data-testid="test-send-outcome">
      <Divider plain>{text(texts.outcome)}</Divider>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'status',
            label: text(logFields.result.label),
            children: <DictTag code="msg_record_status" value={reply.status} colors={recordStatusColors} />,
          },
          { key: 'msgId', label: text(logFields.msgId.label), children: <code>{reply.msgId}</code> },
        ]}
      />
      {reply.errorMsg && <Alert type="error" showIcon style={{ margin: '8px 0' }} message={reply.errorMsg} />}
      <Table<Attempt>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={reply.attempts.map((attempt, key) => ({ ...attempt, key }))}
        scroll={{ x: 560 }}
        locale={{ emptyText: text(texts.noAttempts) }}
        columns={[
          {
            key: 'channelType',
            title: text(logFields.channelType.label),
            width: 140,
            render: (_, a) => <DictTag code="msg_channel_type" value={a.channelType} />,
          },
          {
            key: 'result',
            title: text(logFields.result.label),
            width: 100,
            render: (_, a) => <DictTag code="msg_attempt_result" value={a.result} colors={attemptResultColors} />,
          },
          { key: 'responseCode', dataIndex: 'responseCode', title: text(logFields.responseCode.label), width: 120 },
          {
            key: 'responseMsg',
            dataIndex: 'responseMsg',
            title: text(logFields.responseMsg.label),
            render: (value: string) => <Typography.Text className="user-data">{value}</Typography.Text>,
          },
        ]}
      />
    </div>
  );
}
