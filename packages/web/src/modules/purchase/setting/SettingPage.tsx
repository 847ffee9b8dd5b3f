import {
  format,
  type PurchaseSettingRecord,
  paramMessages,
  purchaseBaseCalls,
  purchaseSettingBody,
  purchaseSettingLabels,
  salesWindowChoices,
} from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useRefRows } from '../../../crud/refRows.tsx';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { settingTexts as texts } from '../base.texts.ts';
import { ShipperSelect } from '../document/pickers.tsx';
import { maxLengthIn } from '../document/schemaRules.ts';
import { BuyerSelect } from './BuyerSelect.tsx';
import { declaredErrors } from './declaredCheck.ts';
import { useFormFrom, useShipperForm } from './useShipperForm.ts';
import './setting.css';

type Key = keyof typeof purchaseSettingLabels;
type Values = Partial<Record<Key, string | number | boolean | null>>;

const timeFormat = 'HH:mm';

/** The form's fields in the order the record has them (the shipper is the picker above the form). */
const keys = Object.keys(purchaseSettingLabels).filter((k) => k !== 'shipperId') as Key[];

const valuesOf = (record: PurchaseSettingRecord): Values =>
  Object.fromEntries(keys.map((k) => [k, record[k as keyof PurchaseSettingRecord] ?? null])) as Values;

/**
 * 采购设置 (/smartsupply/setting, docs/domain.md §2.2): one shipper's typed settings, grouped as 补货, 审核, 价格与效期 and
 * 默认值. A shipper with nothing saved shows the defaults. The form is checked against the declared body first (its
 * messages under the fields); what the server still refuses is shown as it says it. Decimals stay strings.
 */
export function SettingPage() {
  const text = useText();
  const {
    client,
    message,
    form,
    shipperId,
    setShipperId,
    canEdit: canSave,
  } = useShipperForm<Values>('purchase_setting');
  // 计划审核走流程 only means something while plans are audited at all.
  const plansAudited = Form.useWatch('planNeedAudit', form) !== false;
  const warehouses = useRefRows({ resource: 'sc_warehouse', label: 'warehouseName' });

  const query = { shipperId: shipperId ?? '' };
  const setting = useCall(purchaseBaseCalls.settingGet, query, {
    enabled: Boolean(shipperId),
  });
  useFormFrom(form, setting.data, valuesOf);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => callApi(purchaseBaseCalls.settingSave, { body: body as never }),
    onSuccess: (saved) => {
      client.setQueryData(callKey(purchaseBaseCalls.settingGet, { shipperId: saved.shipperId }), saved);
      void message.success(text(texts.saved));
    },
  });

  const submit = (values: Values) => {
    if (!shipperId) return;
    const body = { shipperId, ...values };
    // The declared body's own checks, each under its field; the server checks the same again on save.
    const errors = declaredErrors(purchaseSettingBody, body, text);
    if (errors.length > 0) {
      form.setFields(errors.map(({ name, errors }) => ({ name: name[0] as Key, errors })));
      return;
    }
    save.mutate(body);
  };

  const label = (key: Key) => text(purchaseSettingLabels[key]);
  const item = (key: Key, input: ReactNode, extra: Partial<Parameters<typeof Form.Item>[0]> = {}) => (
    <Col xs={24} sm={12} xl={8} key={key}>
      <Form.Item name={key} label={label(key)} {...extra}>
        {input}
      </Form.Item>
    </Col>
  );
  const switchItem = (key: Key) => item(key, <Switch disabled={!canSave} />, { valuePropName: 'checked' });
  const days = (key: Key, min: number, max: number, unit = text(texts.days)) =>
    item(
      key,
      <InputNumber min={min} max={max} precision={0} addonAfter={unit} style={{ width: '100%' }} disabled={!canSave} />,
    );
  const percent = (key: Key) =>
    item(
      key,
      <InputNumber
        stringMode
        min="0"
        max="100"
        precision={2}
        addonAfter="%"
        style={{ width: '100%' }}
        disabled={!canSave}
      />,
    );
  const choice = (key: Key, options: Array<{ value: number; label: string }>) =>
    item(key, <Select options={options} disabled={!canSave} />);
  const group = (title: string, children: ReactNode) => (
    <Card size="small" title={title} className="purchase-setting-group">
      <Row gutter={16}>{children}</Row>
    </Card>
  );

  const saved = setting.data;
  return (
    <Card className="crud-page purchase-setting">
      <Form layout="inline" className="crud-search">
        <Form.Item label={label('shipperId')} htmlFor="purchase-setting-shipper">
          <ShipperSelect autoPick id="purchase-setting-shipper" value={shipperId} onChange={setShipperId} />
        </Form.Item>
      </Form>
      {!shipperId && <Alert type="info" showIcon message={text(paramMessages.shipperRequired)} />}
      {saved && (
        <Alert
          type={saved.saved ? 'success' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="setting-state"
          message={saved.saved ? format(text(texts.lastSaved), { time: saved.updateTime ?? '' }) : text(texts.notSaved)}
        />
      )}
      {shipperId && (
        <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={setting.isLoading}>
          {group(
            text(texts.replenish),
            <>
              {switchItem('autoPlanEnabled')}
              {item('autoPlanTime', <TimePicker format={timeFormat} style={{ width: '100%' }} disabled={!canSave} />, {
                getValueProps: (value: unknown) => ({
                  value: typeof value === 'string' && value ? dayjs(value, timeFormat) : undefined,
                }),
                normalize: (value: unknown) => (dayjs.isDayjs(value) ? value.format(timeFormat) : ''),
              })}
              {choice(
                'salesWindowDays',
                salesWindowChoices.map((d) => ({ value: d, label: `${d} ${text(texts.days)}` })),
              )}
              {days('safetyStockDays', 0, 365)}
              {days('purchaseCycleDays', 0, 365)}
              {days('leadTimeDays', 0, 365)}
              {days('upperLimitDays', 1, 730)}
              {days('inTransitWindowDays', 0, 365)}
              {choice('roundToPackage', [
                { value: 0, label: text(texts.round0) },
                { value: 1, label: text(texts.round1) },
                { value: 2, label: text(texts.round2) },
              ])}
            </>,
          )}
          {group(
            text(texts.audit),
            <>
              {switchItem('planNeedAudit')}
              {item('planAuditByFlow', <Switch disabled={!canSave || !plansAudited} />, { valuePropName: 'checked' })}
              {switchItem('orderNeedAudit')}
              {switchItem('contractNeedAudit')}
              {switchItem('autoGenerateContract')}
            </>,
          )}
          {group(
            text(texts.priceAndShelfLife),
            <>
              {percent('priceTolerancePct')}
              {percent('overReceiptPct')}
              {days('minRemainingShelfLifeMonths', 0, 120, text(texts.months))}
              {choice('licenseCheckMode', [
                { value: 0, label: text(texts.check0) },
                { value: 1, label: text(texts.check1) },
                { value: 2, label: text(texts.check2) },
              ])}
              {switchItem('enforceTwoInvoice')}
            </>,
          )}
          {group(
            text(texts.defaults),
            <>
              {item(
                'defaultWarehouseId',
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  loading={warehouses.isLoading}
                  options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.label }))}
                  disabled={!canSave}
                />,
                { normalize: (v: unknown) => v ?? null },
              )}
              {item('defaultBuyerId', <BuyerSelect disabled={!canSave} />, { normalize: (v: unknown) => v ?? null })}
              {item('defaultSettleType', <DictSelect code="sc_settle_type" numeric disabled={!canSave} />, {
                normalize: (v: unknown) => v ?? null,
              })}
              {days('defaultPaymentTermDays', 0, 365)}
              {item(
                'notifyStrategyCode',
                <Input
                  maxLength={maxLengthIn(purchaseBaseCalls.settingSave.body, 'notifyStrategyCode')}
                  allowClear
                  disabled={!canSave}
                />,
              )}
              <Col xs={24} key="remark">
                <Form.Item name="remark" label={label('remark')}>
                  <Input.TextArea
                    maxLength={maxLengthIn(purchaseBaseCalls.settingSave.body, 'remark')}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    disabled={!canSave}
                  />
                </Form.Item>
              </Col>
            </>,
          )}
          {canSave && (
            <Space className="purchase-setting-actions">
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {text(texts.save)}
              </Button>
              <Button onClick={() => saved && form.setFieldsValue(valuesOf(saved))}>{text(texts.reset)}</Button>
            </Space>
          )}
        </Form>
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default SettingPage;
