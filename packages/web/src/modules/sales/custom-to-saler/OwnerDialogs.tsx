import {
  type CustomToSalerRecord,
  customerMessages,
  customToSalerCalls,
  format,
  type OwnerChangeRecord,
} from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Descriptions, Drawer, Form, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CustomFieldInputProps } from '../../../crud/FieldInput.tsx';
import { lengthOf } from '../../../crud/schemaLength.ts';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { EmployeeSelect } from '../grade/salesPickers.tsx';
import { customToSalerTexts as texts } from './custom-to-saler.texts.ts';

/** 客户: the tenant's customers by code or name, searched on the server (pubCustomToSaler/customers). */
export function CustomerField({ id, value, onChange, disabled, placeholder }: CustomFieldInputProps) {
  const [keyword, setKeyword] = useState('');
  const query = keyword ? { keyword } : {};
  const found = useQuery({
    queryKey: callKey(customToSalerCalls.customers, query),
    queryFn: () => callApi(customToSalerCalls.customers, { query }),
    staleTime: 30_000,
  });
  const options = (found.data ?? []).map((c) => ({ value: c.id, label: `${c.customerName} (${c.customerCode})` }));
  return (
    <Select<string>
      id={id}
      allowClear
      showSearch
      filterOption={false}
      onSearch={(text) => setKeyword(text.trim())}
      value={(value as string | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      placeholder={placeholder}
      loading={found.isLoading}
      options={options}
      style={{ width: '100%' }}
    />
  );
}

/**
 * 转移: the customer's primary salesman for the row's shipper moves to another one (assigned now if they were not),
 * with the reason kept in the history; the old one stays assigned.
 */
export function ReassignDialog({
  row,
  onClose,
  onDone,
}: {
  row: CustomToSalerRecord;
  onClose: () => void;
  onDone: () => void;
}) {
  const text = useText();
  // The customer's primary salesman for the shipper now (the row may be a secondary one).
  const primaryQuery = {
    customerId: String(row.customerId),
    shipperId: String(row.shipperId),
    isPrimary: 'true',
    ...(row.tenantName ? { tenantId: String(row.tenantId) } : {}),
  };
  const current = useQuery({
    queryKey: callKey(customToSalerCalls.list, primaryQuery),
    queryFn: () => callApi(customToSalerCalls.list, { query: primaryQuery }),
  });
  const primary = current.data?.records[0]?.salerName;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ toSalerId: string; reason: string }>();
  const [saving, setSaving] = useState(false);
  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const done = await callApi(customToSalerCalls.reassign, {
        body: {
          shipperId: String(row.shipperId),
          customerId: String(row.customerId),
          toSalerId: values.toSalerId,
          reason: values.reason,
        },
      });
      void message.success(format(text(customerMessages.reassigned), { saler: done.toSalerName }));
      onDone();
    } catch {
      // Shown by lib/http (already the primary one, …); the dialog stays open.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={format(text(texts.reassignTitle), { customer: String(row.customerName ?? '') })}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={saving}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={text(texts.currentPrimary)}>{primary || text(texts.none)}</Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" name="reassign-form" disabled={saving}>
        <Form.Item
          name="toSalerId"
          label={text(texts.toSaler)}
          rules={[{ required: true, message: text(customerMessages.toSalerRequired) }]}
        >
          <EmployeeSelect tenantId={row.tenantName ? String(row.tenantId) : undefined} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={text(texts.reason)}
          rules={[{ required: true, whitespace: true, message: text(customerMessages.reasonRequired) }]}
        >
          <Input.TextArea maxLength={lengthOf(customToSalerCalls.reassign.body, 'reason')} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 归属记录: every change of the customer's primary salesman for the shipper, newest first. */
export function HistoryDrawer({ row, onClose }: { row: CustomToSalerRecord; onClose: () => void }) {
  const text = useText();
  const phone = useUi((s) => s.screen === 0);
  const query = { customerId: String(row.customerId), shipperId: String(row.shipperId) };
  const changes = useQuery({
    queryKey: callKey(customToSalerCalls.history, query),
    queryFn: () => callApi(customToSalerCalls.history, { query }),
  });
  const columns: TableColumnsType<OwnerChangeRecord> = [
    { key: 'time', dataIndex: 'time', title: text(texts.time), width: 170 },
    { key: 'actionName', dataIndex: 'actionName', title: text(texts.action), width: 110 },
    { key: 'fromSalerName', dataIndex: 'fromSalerName', title: text(texts.from), width: 110 },
    { key: 'toSalerName', dataIndex: 'toSalerName', title: text(texts.to), width: 110 },
    { key: 'reason', dataIndex: 'reason', title: text(texts.reason), width: 200 },
    { key: 'operatorName', dataIndex: 'operatorName', title: text(texts.operator), width: 110 },
  ];
  const fit = useTableFit(columns);
  return (
    <Drawer
      open
      width={phone ? '100%' : 820}
      title={format(text(texts.historyTitle), { customer: String(row.customerName ?? '') })}
      onClose={onClose}
    >
      <Table<OwnerChangeRecord>
        rowKey="id"
        size="small"
        dataSource={changes.data ?? []}
        loading={changes.isFetching}
        pagination={false}
        {...fit}
      />
    </Drawer>
  );
}
