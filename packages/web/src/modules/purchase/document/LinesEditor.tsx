import { docsLabels, format, planMessages, supplierResource } from '@pharma/contract';
import { Button, Form, Input, InputNumber, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useText } from '../../../i18n/useText.ts';
import { useBodySchema } from './DocFormDialog.tsx';
import { docsTexts as texts } from './docs.texts.ts';
import { LinesTable } from './LinesTable.tsx';
import { GoodsPicker, goodsLabel, SupplierSelect } from './pickers.tsx';
import { maxLengthIn } from './schemaRules.ts';

/** A line as the editor holds it: what the save sends, plus the goods' label for the picker. */
export interface EditedLine {
  id?: string;
  goodsId?: string;
  goodsLabel?: string;
  supplierId?: string | null;
  qty?: string | null;
  unitPrice?: string | null;
  remark?: string | null;
  /** A call-off line's frame contract line (kept as it was: the editor does not change it). */
  contractDetailId?: string | null;
  /** A new call-off line: what its contract line has left to call off (shown, never sent). */
  remainingQty?: string | null;
}

/** A saved line as the editor holds it, its goods labelled for the picker (and what else the document keeps). */
export function editedLine(
  line: {
    id: string;
    goodsId: string;
    qty?: string | null;
    unitPrice: string | null;
    remark: string | null;
  } & Parameters<typeof goodsLabel>[0],
  more: Partial<EditedLine> = {},
): EditedLine {
  return {
    id: line.id,
    goodsId: line.goodsId,
    goodsLabel: goodsLabel(line),
    qty: line.qty,
    unitPrice: line.unitPrice,
    remark: line.remark,
    ...more,
  };
}

/** The decimal inputs: strings in and out (stringMode), as the API takes them. */
const decimalInput = (scale: number) => ({ stringMode: true, precision: scale, style: { width: '100%' } }) as const;

/**
 * The lines of a document being edited (plan, order, contract): goods from the goods list, the quantity, the unit
 * price (blank: the catalogue's, unless `priceRequired`), the supplier where each line names one (plans), a remark.
 * Duplicate goods are refused here as the server refuses them (rule 3). `fromContract` (a call-off): the goods and
 * prices are the frame contract's, shown and not changed, and no line is added: only the contract's lines may be
 * called off, so the quantity and the remark are all that is edited, and a line may be removed. `remaining` adds
 * what each contract line has left (a new call-off).
 */
export function LinesEditor({
  supplier = false,
  priceRequired = false,
  fromContract = false,
  remaining = false,
}: {
  supplier?: boolean;
  priceRequired?: boolean;
  fromContract?: boolean;
  remaining?: boolean;
}) {
  const text = useText();
  const schema = useBodySchema();
  const form = Form.useFormInstance();
  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_, lines: EditedLine[] | undefined) => {
            if (!lines || lines.length === 0) throw new Error(text(planMessages.linesRequired));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => {
        const line = (field: FormListFieldData) => (form.getFieldValue(['lines', field.name]) ?? {}) as EditedLine;
        const columns: TableColumnsType<FormListFieldData> = [
          fromContract
            ? {
                key: 'goods',
                title: text(docsLabels.goods),
                width: 280,
                render: (_, field) => <span data-testid="call-off-goods">{line(field).goodsLabel}</span>,
              }
            : {
                key: 'goods',
                title: text(docsLabels.goods),
                width: 280,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'goodsId']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      { required: true, message: text(planMessages.goodsRequired) },
                      {
                        validator: async (_rule, value: string | undefined) => {
                          const lines = (form.getFieldValue('lines') ?? []) as EditedLine[];
                          if (value && lines.filter((l) => l?.goodsId === value).length > 1)
                            throw new Error(
                              format(text(planMessages.duplicateGoods), { goods: lines[field.name]?.goodsLabel ?? '' }),
                            );
                        },
                      },
                    ]}
                  >
                    <GoodsPicker
                      aria-label={text(docsLabels.goods)}
                      known={
                        form.getFieldValue(['lines', field.name, 'goodsId'])
                          ? {
                              id: form.getFieldValue(['lines', field.name, 'goodsId']),
                              label: form.getFieldValue(['lines', field.name, 'goodsLabel']) ?? '',
                            }
                          : undefined
                      }
                      onSelect={(_value: string, option: { label?: unknown }) =>
                        form.setFieldValue(['lines', field.name, 'goodsLabel'], String(option?.label ?? ''))
                      }
                    />
                  </Form.Item>
                ),
              },
          ...(remaining
            ? [
                {
                  key: 'remaining',
                  title: text(docsLabels.remainingQty),
                  width: 110,
                  align: 'right' as const,
                  render: (_: unknown, field: FormListFieldData) => line(field).remainingQty ?? '',
                },
              ]
            : []),
          ...(supplier
            ? [
                {
                  key: 'supplier',
                  title: text(supplierResource.title),
                  width: 200,
                  render: (_: unknown, field: FormListFieldData) => (
                    <Form.Item name={[field.name, 'supplierId']} style={{ marginBottom: 0 }}>
                      <SupplierSelect aria-label={text(supplierResource.title)} />
                    </Form.Item>
                  ),
                },
              ]
            : []),
          {
            key: 'qty',
            title: text(docsLabels.qty),
            width: 130,
            render: (_, field) => (
              <Form.Item
                name={[field.name, 'qty']}
                style={{ marginBottom: 0 }}
                rules={[
                  { required: true, message: text(planMessages.qtyPositive) },
                  {
                    validator: async (_rule, value: string | null | undefined) => {
                      if (value !== null && value !== undefined && value !== '' && !/[1-9]/.test(String(value)))
                        throw new Error(text(planMessages.qtyPositive));
                      if (String(value ?? '').startsWith('-')) throw new Error(text(planMessages.qtyPositive));
                    },
                  },
                ]}
              >
                <InputNumber {...decimalInput(3)} min="0" aria-label={text(docsLabels.qty)} />
              </Form.Item>
            ),
          },
          {
            key: 'unitPrice',
            title: text(docsLabels.unitPrice),
            width: 130,
            ...(fromContract ? { align: 'right' as const } : {}),
            render: (_, field) =>
              fromContract ? (
                line(field).unitPrice
              ) : (
                <Form.Item
                  name={[field.name, 'unitPrice']}
                  style={{ marginBottom: 0 }}
                  rules={priceRequired ? [{ required: true, message: text(planMessages.pricePositive) }] : []}
                >
                  <InputNumber {...decimalInput(4)} min="0" aria-label={text(docsLabels.unitPrice)} />
                </Form.Item>
              ),
          },
          {
            key: 'remark',
            title: text(docsLabels.remark),
            width: 160,
            render: (_, field) => (
              <Form.Item name={[field.name, 'remark']} style={{ marginBottom: 0 }}>
                <Input maxLength={maxLengthIn(schema, 'lines.remark')} aria-label={text(docsLabels.remark)} />
              </Form.Item>
            ),
          },
          {
            key: 'remove',
            width: 70,
            render: (_, field) => (
              <Button type="link" danger size="small" onClick={() => remove(field.name)}>
                {text(texts.removeLine)}
              </Button>
            ),
          },
        ];
        return (
          <>
            <LinesTable<FormListFieldData> testId="lines-editor" rowKey="key" columns={columns} rows={fields} />
            <Form.ErrorList errors={errors} />
            {!fromContract && (
              <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => add({})}>
                {text(texts.addLine)}
              </Button>
            )}
          </>
        );
      }}
    </Form.List>
  );
}

/** The lines as a save sends them: the editor's own fields dropped, the quantity under the call's name. */
export function linesOut<K extends string>(lines: EditedLine[] | undefined, qtyKey: K, supplier: boolean) {
  return (lines ?? []).map((line) => ({
    ...(line.id ? { id: line.id } : {}),
    goodsId: line.goodsId ?? '',
    ...(supplier ? { supplierId: line.supplierId || null } : {}),
    [qtyKey]: String(line.qty ?? ''),
    unitPrice:
      line.unitPrice === undefined || line.unitPrice === null || line.unitPrice === '' ? null : String(line.unitPrice),
    remark: line.remark?.trim() ? line.remark.trim() : null,
    ...(line.contractDetailId ? { contractDetailId: line.contractDetailId } : {}),
  })) as Array<
    {
      id?: string;
      goodsId: string;
      supplierId?: string | null;
      unitPrice: string | null;
      remark: string | null;
    } & Record<K, string>
  >;
}
