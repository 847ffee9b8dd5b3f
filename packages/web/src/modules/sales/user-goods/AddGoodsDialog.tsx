import { format, type GoodsInfoRecord, userGoodsCalls, userGoodsMessages, userGoodsResource } from '@pharma/contract';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../../crud/FieldInput.tsx';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { DictRadio } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { GoodsInfoTable } from '../goods-info/GoodsInfoTable.tsx';
import { goodsInfoTexts } from '../goods-info/goods-info.texts.ts';

const def = userGoodsResource;
const fields = def.fields;

/**
 * 添加商品: goods picked from the shipper's 商品信息 (several, across pages) with one rule (授权可见 / 屏蔽) and
 * optional validity, saved for the sales rep pending (batchSave): 提交生效 puts them in force.
 */
export function AddGoodsDialog({
  shipperId,
  userId,
  onClose,
  onSaved,
}: {
  shipperId: string;
  userId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const phone = useUi((s) => s.screen === 0);
  const [form] = Form.useForm();
  const [chosen, setChosen] = useState<GoodsInfoRecord[]>([]);
  const [saving, setSaving] = useState(false);
  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (chosen.length === 0) {
      void message.warning(text(goodsInfoTexts.chooseGoods));
      return;
    }
    setSaving(true);
    try {
      const saved = await callApi(userGoodsCalls.batchSave, {
        body: {
          shipperId,
          userId,
          goods: chosen.map((g) => ({
            goodsId: g.goodsId,
            ruleType: values.ruleType,
            validFrom: values.validFrom ?? null,
            validTo: values.validTo ?? null,
          })),
        },
      });
      void message.success(format(text(userGoodsMessages.saved), { count: saved.saved }));
      onSaved();
    } catch {
      // Shown by lib/http; the dialog stays open with the choice.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={text(goodsInfoTexts.pickTitle)}
      width={phone ? '100%' : 1000}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={saving}
    >
      <Form form={form} layout={phone ? 'vertical' : 'inline'} name="user-goods-add" initialValues={{ ruleType: 1 }}>
        <Form.Item {...fieldItem(def, 'ruleType', text)}>
          <DictRadio code="sm_rule_type" numeric />
        </Form.Item>
        <Form.Item {...fieldItem(def, 'validFrom', text)}>
          <FieldInput
            field={fields.validFrom}
            where="form"
            placeholder={t('crud.select', { label: text(fields.validFrom.label) })}
          />
        </Form.Item>
        <Form.Item {...fieldItem(def, 'validTo', text)}>
          <FieldInput
            field={fields.validTo}
            where="form"
            placeholder={t('crud.select', { label: text(fields.validTo.label) })}
          />
        </Form.Item>
      </Form>
      <div style={{ marginTop: 16 }}>
        <GoodsInfoTable shipperId={shipperId} chosen={chosen} onChoose={setChosen} />
      </div>
    </Modal>
  );
}
