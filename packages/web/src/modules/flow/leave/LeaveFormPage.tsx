import { type BodyIn, flowCalls, flowMessages } from '@pharma/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dateTimeFormat } from '../../../crud/filters.ts';
import { lengthOf } from '../../../crud/schemaLength.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { refreshWorkLists } from '../work/useWorkList.ts';
import { fetchPickableUsers, userLabel, userListCall } from './leave.api.ts';
import { leaveTexts as texts } from './leave.texts.ts';
import { leavePatterns } from './leavePaths.ts';
import { useLeavePage } from './leaveTab.ts';
import { usePathParams } from './usePathParams.ts';
import './leave.css';

const body = flowCalls.leaveStartProcess.body;

/** What start-process takes from the form (the definition comes from the address), its times as picked. */
type Values = Partial<
  Pick<BodyIn<typeof flowCalls.leaveStartProcess>, 'taskUser' | 'reason'> & Record<'startTime' | 'endTime', Dayjs>
>;

/**
 * 请假申请 (/work/process/leave/form/:processDefinitionId), opened by 发起 in 发起事务: the approver, the times and
 * the reason; 提交 saves the request and starts its process, then 已发事务 shows it. A refusal (开启流程失败, a
 * suspended definition) is the server's message, shown by lib/http.
 */
export function LeaveFormPage() {
  const text = useText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const leavePage = useLeavePage();
  const { processDefinitionId } = usePathParams(leavePatterns.form, ['processDefinitionId']);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const users = useQuery({ queryKey: callKey(userListCall), queryFn: fetchPickableUsers });

  const submit = (values: Values) => {
    setBusy(true);
    callApi(flowCalls.leaveStartProcess, {
      body: {
        processDefinitionId: processDefinitionId ?? '',
        taskUser: values.taskUser ?? '',
        startTime: values.startTime?.format(dateTimeFormat) ?? '',
        endTime: values.endTime?.format(dateTimeFormat) ?? '',
        reason: values.reason?.trim() ?? '',
      },
    })
      .then(() => {
        void message.success(text(texts.started));
        refreshWorkLists(client, [flowCalls.sendList, flowCalls.todoList, flowCalls.claimList]);
        leavePage('/work/send');
      })
      .catch(() => undefined) // shown by lib/http; the form keeps what was typed
      .finally(() => setBusy(false));
  };

  if (!processDefinitionId) return <Alert type="error" message={text(texts.missingParams)} />;
  return (
    <div className="leave-page">
      <Card title={text(texts.formTitle)}>
        <Form<Values> form={form} name="leave-form" layout="vertical" style={{ maxWidth: 640 }} onFinish={submit}>
          <Form.Item
            name="taskUser"
            label={text(texts.taskUser)}
            rules={[{ required: true, message: text(flowMessages.taskUserRequired) }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={users.isFetching}
              placeholder={text(flowMessages.taskUserRequired)}
              options={(users.data ?? []).map((u) => ({ value: u.id, label: userLabel(u) }))}
            />
          </Form.Item>
          <Form.Item
            name="startTime"
            label={text(texts.startTime)}
            rules={[{ required: true, message: text(flowMessages.startTimeRequired) }]}
          >
            <DatePicker showTime format={dateTimeFormat} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={text(texts.endTime)}
            // How the days are counted (the server counts them; the approver rule reads its count).
            extra={text(texts.daysRule)}
            dependencies={['startTime']}
            rules={[
              { required: true, message: text(flowMessages.endTimeRequired) },
              ({ getFieldValue }) => ({
                validator: (_, end?: Dayjs) => {
                  const start = getFieldValue('startTime') as Dayjs | undefined;
                  return !start || !end || end.isAfter(start)
                    ? Promise.resolve()
                    : Promise.reject(new Error(text(flowMessages.leaveTimes)));
                },
              }),
            ]}
          >
            <DatePicker showTime format={dateTimeFormat} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={text(texts.reason)}
            rules={[{ required: true, whitespace: true, message: text(flowMessages.reasonRequired) }]}
          >
            <Input.TextArea rows={4} maxLength={lengthOf(body, 'reason')} showCount />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={busy}>
              {text(texts.submit)}
            </Button>
            <Button onClick={() => leavePage('/work/start')}>{text(texts.back)}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default LeaveFormPage;
