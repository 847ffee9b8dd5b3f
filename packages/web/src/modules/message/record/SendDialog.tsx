import {
  crudCalls,
  format,
  maxReceivers,
  messageRecordResource,
  type SendReply,
  strategyDetailResource,
  strategyResource,
  templateInfoDetailResource,
  templateInfoResource,
} from '@pharma/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Divider, Form, Modal, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { dateTimeFormat } from '../../../crud/filters.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { invalidateCalls } from '../../../lib/useCall.ts';
import { parseVars } from '../shared/templateVars.ts';
import { filledParams, VariableFields } from '../shared/VariableFields.tsx';
import { sendTemplate } from './record.api.ts';
import { recordTexts as texts } from './record.texts.ts';

/** Templates and strategies are small configuration tables: one page holds them. */
const wholeTable = { current: '1', size: '1000' };
/** Only an approved (msg_audit_status 2), enabled (status 1) template sends: the others are not offered. */
const sendableFilters = { ...wholeTable, auditStatus_equal: '2', status_equal: '1' };
const receiverSeparators = [',', '，', ';', '；', ' ', '\n', '\t'];

const templateList = crudCalls(templateInfoResource).list;
const strategyList = crudCalls(strategyResource).list;

interface SendForm {
  templateId?: string;
  params?: Record<string, unknown>;
  receivers?: string[];
  strategyCode?: string;
  scheduledTime?: dayjs.Dayjs | null;
}

/**
 * 发送消息: a template (approved and enabled), its variables, the receivers as tags, optionally a strategy and a
 * time. The server accepts at once what it can and says why it refused the rest; the dialog then shows both.
 */
export function SendDialog({ onClose }: { onClose: () => void }) {
  const text = useText();
  const client = useQueryClient();
  const [form] = Form.useForm<SendForm>();
  const [reply, setReply] = useState<SendReply | null>(null);
  const templates = useQuery({
    queryKey: callKey(templateList, sendableFilters),
    queryFn: () => callApi(templateList, { query: sendableFilters }),
    select: (page) => page.records.filter((r) => Number(r.auditStatus) === 2 && Number(r.status ?? 1) === 1),
  });
  const strategies = useQuery({
    queryKey: callKey(strategyList, wholeTable),
    queryFn: () => callApi(strategyList, { query: wholeTable }),
    select: (page) => page.records.filter((r) => Number(r.status ?? 1) === 1),
  });
  const templateId = Form.useWatch('templateId', form);
  const template = templates.data?.find((r) => r.id === templateId);
  const vars = parseVars(template?.params);
  const send = useMutation({
    mutationFn: sendTemplate,
    onSuccess: () => invalidateCalls(client, crudCalls(messageRecordResource).list),
  });

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !template) return;
    try {
      const answer = await send.mutateAsync({
        templateCode: String(template.templateCode),
        params: filledParams(values.params),
        receivers: (values.receivers ?? []).map((r) => r.trim()).filter((r) => r !== ''),
        strategyCode: values.strategyCode || undefined,
        scheduledTime: values.scheduledTime ? values.scheduledTime.format(dateTimeFormat) : undefined,
      });
      setReply(answer);
    } catch {
      // Shown by lib/http; the form stays for another try.
    }
  };

  return (
    <Modal
      open
      title={text(texts.sendTitle)}
      onCancel={onClose}
      width={720}
      footer={
        reply ? (
          <Button type="primary" onClick={onClose}>
            {text(texts.close)}
          </Button>
        ) : (
          [
            <Button key="close" onClick={onClose}>
              {text(texts.close)}
            </Button>,
            <Button key="send" type="primary" loading={send.isPending} onClick={onOk}>
              {text(texts.send)}
            </Button>,
          ]
        )
      }
    >
      {reply ? (
        <SendOutcome reply={reply} />
      ) : (
        <Form form={form} name="message-send" layout="vertical" disabled={send.isPending}>
          <Form.Item
            name="templateId"
            label={text(templateInfoDetailResource.fields.templateId.label)}
            extra={text(texts.templateHint)}
            rules={[{ required: true, message: text(templateInfoDetailResource.fields.templateId.required) }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={templates.isLoading}
              options={(templates.data ?? []).map((r) => ({
                value: r.id,
                label: `${r.templateName ?? ''} (${r.templateCode ?? ''})`,
              }))}
              // The variables differ from template to template: what was typed for the last one goes.
              onChange={() => form.setFieldValue('params', {})}
            />
          </Form.Item>
          {vars.length > 0 && <Divider plain>{text(templateInfoResource.fields.params.label)}</Divider>}
          <VariableFields vars={vars} />
          <Form.Item
            name="receivers"
            label={text(messageRecordResource.fields.receiver.label)}
            extra={text(texts.receiversHint)}
            rules={[
              { required: true, type: 'array', min: 1, message: text(texts.receiversRequired) },
              { type: 'array', max: maxReceivers, message: text(texts.tooMany) },
            ]}
          >
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={receiverSeparators} />
          </Form.Item>
          <Form.Item
            name="strategyCode"
            label={text(strategyDetailResource.fields.strategyId.label)}
            extra={text(texts.strategyHint)}
          >
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              loading={strategies.isLoading}
              options={(strategies.data ?? []).map((r) => ({
                value: String(r.strategyCode),
                label: `${r.strategyName ?? ''} (${r.strategyCode ?? ''})`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="scheduledTime"
            label={text(messageRecordResource.fields.scheduledTime.label)}
            extra={text(texts.scheduledHint)}
          >
            <DatePicker
              showTime
              format={dateTimeFormat}
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** What the server made of the send: how many it accepted (the batch to look for) and each refusal with its reason. */
function SendOutcome({ reply }: { reply: SendReply }) {
  const text = useText();
  return (
    <div data-testid="send-outcome">
      <Alert
        type={reply.accepted > 0 ? 'success' : 'warning'}
        showIcon
        message={
          reply.accepted > 0
            ? format(text(texts.accepted), { count: reply.accepted, batchId: reply.batchId })
            : text(texts.noneAccepted)
        }
      />
      {reply.rejected.length > 0 && (
        <>
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            message={format(text(texts.rejected), { count: reply.rejected.length })}
          />
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            style={{ marginTop: 8 }}
            // A receiver named twice is refused twice: the index keys the rows.
            dataSource={reply.rejected.map((r, key) => ({ ...r, key }))}
            data-testid="send-rejected"
            columns={[
              {
                key: 'receiver',
                dataIndex: 'receiver',
                title: text(messageRecordResource.fields.receiver.label),
                width: 200,
              },
              { key: 'reason', dataIndex: 'reason', title: text(texts.reason) },
            ]}
          />
        </>
      )}
    </div>
  );
}
