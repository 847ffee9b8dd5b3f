import {
  purchaseDocsCalls as calls,
  docsLabels,
  format,
  planMessages,
  type SuggestionLine,
  type SuggestReply,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { Alert, Button, Col, Empty, Form, Modal, Row, Switch, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { decimalColumn, textColumn, useMoveDone } from '../document/docKit.tsx';
import { planTexts } from '../document/docs.texts.ts';
import { LinesTable, QtyInput } from '../document/LinesTable.tsx';
import { goodsColumns, suggestionColumns } from '../document/lineColumns.tsx';
import { ShipperSelect, WarehouseSelect } from '../document/pickers.tsx';

interface Choice {
  shipperId?: string;
  warehouseId?: string;
  showAll?: boolean;
}

/** Two decimals as strings are the same number (`12.500` and `12.5`), compared without a float. */
export function sameDecimal(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (v: string | null | undefined) => {
    const s = String(v ?? '').trim();
    if (!s.includes('.')) return s.replace(/^(-?)0+(?=\d)/, '$1');
    return s
      .replace(/0+$/, '')
      .replace(/\.$/, '')
      .replace(/^(-?)0+(?=\d)/, '$1');
  };
  return norm(a) === norm(b);
}

/**
 * 智能补货: choose the shipper (and its receiving warehouse), work out the suggestion (docs/domain.md §2.12), read it line by
 * line with what it is worked out from (库存, 可销, 在途, 已开单未出库, 近三月销量, 日均销量, 上限, 可销天数, 建议量),
 * change the planned quantities, and save the plan as a draft (AUTO).
 */
export function AutoPlanDialog({ onClose }: { onClose: () => void }) {
  const text = useText();
  const done = useMoveDone();
  const [form] = Form.useForm<Choice>();
  const shipperId = Form.useWatch('shipperId', form);
  const [suggestion, setSuggestion] = useState<{ asked: Choice; reply: SuggestReply } | null>(null);
  const [planQty, setPlanQty] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const calculate = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.shipperId) return;
    setBusy(true);
    try {
      const asked = { shipperId: values.shipperId, warehouseId: values.warehouseId, showAll: values.showAll === true };
      const reply = await callApi(calls.planSuggest, {
        body: {
          shipperId: asked.shipperId,
          showAll: asked.showAll,
          ...(asked.warehouseId ? { warehouseId: asked.warehouseId } : {}),
        },
      });
      setSuggestion({ asked, reply });
      setPlanQty(
        Object.fromEntries(
          reply.lines.filter((l) => l.suggested).map((l) => [l.goodsId, l.planQty ?? l.suggestQty ?? '']),
        ),
      );
    } catch {
      // Shown by lib/http.
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!suggestion) return;
    const { asked } = suggestion;
    setBusy(true);
    try {
      const reply = await callApi(calls.planAuto, {
        body: { shipperId: asked.shipperId ?? '', ...(asked.warehouseId ? { warehouseId: asked.warehouseId } : {}) },
      });
      // The user's quantities where they differ from the saved suggestion (the lines are read back by goods).
      const plan = await callApi(calls.planDetail, { query: { id: reply.id } });
      const changed = plan.lines
        .filter((line) => planQty[line.goodsId] !== undefined && !sameDecimal(planQty[line.goodsId], line.planQty))
        .map((line) => ({ id: line.id, planQty: planQty[line.goodsId] ?? line.planQty }));
      const final =
        changed.length > 0 ? await callApi(calls.planUpdate, { body: { id: reply.id, lines: changed } }) : reply;
      done({ warnings: [...reply.warnings, ...(final === reply ? [] : final.warnings)] }, text(planTexts.autoSaved));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<SuggestionLine> = [
    ...goodsColumns<SuggestionLine>(text),
    ...suggestionColumns<SuggestionLine>(text, true),
    {
      key: 'planQty',
      title: text(docsLabels.planQty),
      width: 130,
      render: (_, line) =>
        line.suggested ? (
          <QtyInput
            label={`${text(docsLabels.planQty)} ${line.goodsCode ?? ''}`}
            value={planQty[line.goodsId] ?? ''}
            onChange={(value) => setPlanQty((q) => ({ ...q, [line.goodsId]: value }))}
          />
        ) : (
          <Typography.Text type="secondary">{text(planTexts.notSuggested)}</Typography.Text>
        ),
    },
    textColumn<SuggestionLine>('supplierName', text(supplierResource.title), 160, true),
    decimalColumn<SuggestionLine>('unitPrice', text(docsLabels.unitPrice), 100),
    decimalColumn<SuggestionLine>('lastPrice', text(docsLabels.lastPrice), 100),
  ];

  const lines = suggestion?.reply.lines ?? [];
  const suggested = lines.filter((l) => l.suggested);
  const invalid = suggested.some((l) => !/[1-9]/.test(planQty[l.goodsId] ?? ''));
  const setting = suggestion?.reply.setting;

  return (
    <Modal
      open
      title={text(planTexts.autoTitle)}
      onCancel={onClose}
      width={1200}
      okText={text(planTexts.saveDraft)}
      onOk={save}
      confirmLoading={busy}
      okButtonProps={{ disabled: !suggestion || suggested.length === 0 || invalid }}
    >
      <Form
        form={form}
        name="purchase-plan-auto"
        layout="vertical"
        disabled={busy}
        onValuesChange={() => setSuggestion(null)}
      >
        <Row gutter={16} align="bottom">
          <Col xs={24} md={8}>
            <Form.Item
              name="shipperId"
              label={text(shipperResource.title)}
              rules={[{ required: true, message: text(planMessages.shipperRequired) }]}
            >
              <ShipperSelect onChange={() => form.setFieldValue('warehouseId', undefined)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="warehouseId" label={text(warehouseResource.title)}>
              <WarehouseSelect shipperId={shipperId} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="showAll" label={text(planTexts.showAll)} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item>
              <Button type="primary" onClick={calculate} loading={busy}>
                {text(planTexts.calculate)}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {!suggestion ? (
        <Alert type="info" showIcon message={text(planTexts.chooseShipper)} />
      ) : (
        <>
          {setting && (
            <Typography.Paragraph type="secondary" data-testid="suggestion-basis">
              {format(text(planTexts.suggestedAt), {
                time: suggestion.reply.calcTime,
                window: setting.salesWindowDays,
                safety: setting.safetyStockDays,
                lead: setting.leadTimeDays,
                upper: setting.upperLimitDays,
              })}
            </Typography.Paragraph>
          )}
          {lines.length === 0 ? (
            <Empty description={text(planTexts.noSuggestion)} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <LinesTable<SuggestionLine>
              testId="suggestion"
              rowKey="goodsId"
              columns={columns}
              rows={lines}
              height={420}
            />
          )}
        </>
      )}
    </Modal>
  );
}
