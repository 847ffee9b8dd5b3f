import {
  codePrefixUnder,
  regionCodes as codes,
  format,
  maxLengthOf,
  regionMaxLevel as maxLevel,
  messages,
  type RegionRecord,
  regionCalls,
  regionMessages,
  regionResource,
  type SubmitOf,
} from '@pharma/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, InputNumber, Space } from 'antd';
import { useEffect } from 'react';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callKey } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { type RegionBody, regionApi } from './region.api.ts';
import { regionTexts } from './region.texts.ts';

export type PanelMode = 'edit' | 'add';

const { fields } = regionResource;

/** The region's submitted fields (its code is the parent's and 区划子编号's, shown, not typed), and its parent. */
type Values = Omit<SubmitOf<typeof regionResource>, 'id' | 'code' | 'parentCode' | 'parentName'> &
  Pick<RegionRecord, 'parentCode'> & { parentName: string };

export interface RegionPanelProps {
  /** The region chosen in the tree; its child in 'add' mode. */
  code: string | undefined;
  mode: PanelMode;
  onMode: (mode: PanelMode) => void;
  /** A subregion was added under `parent`. */
  onAdded: (added: RegionRecord, parent: RegionRecord) => void;
  onSaved: (saved: RegionRecord) => void;
  onRemoved: (removed: RegionRecord) => void;
}

/**
 * The right side of 行政区划: the chosen region's form. Read-only without region_edit; 新增下级 (region_add) turns
 * it into a new child's form under the region (code = the parent's code + 区划子编号); 删除 (region_delete) asks
 * first. The server's refusals (区划编号已存在, 请先删除子节点!, …) are toasted by lib/http in its words.
 */
export function RegionPanel({ code, mode, onMode, onAdded, onSaved, onRemoved }: RegionPanelProps) {
  const text = useText();
  const allowed = useAllowed();
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const [form] = Form.useForm<Values>();
  const subCode = Form.useWatch('subCode', form);
  const detail = useCall(regionCalls.detail, { code: code ?? '' }, { enabled: Boolean(code) });
  // Every region's detail, not the whole folder: the tree's levels are reloaded by the page, only those touched.
  const refresh = () => client.invalidateQueries({ queryKey: callKey(regionCalls.detail) });
  const submit = useMutation({ mutationFn: (body: RegionBody) => regionApi.submit(body) });
  const remove = useMutation({ mutationFn: (target: string) => regionApi.remove(target) });
  // Another region, the other mode or a fresh read: the form starts over from its initial values (a Form keeps
  // the values of its instance across a remount, so the key alone is not enough).
  const formKey = `${mode}:${code}:${detail.dataUpdatedAt}`;
  useEffect(() => {
    if (formKey) form.resetFields();
  }, [form, formKey]);

  if (!code) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text(regionTexts.choose)} />;
  const region = detail.data;
  if (!region) return detail.isLoading ? <PageSpin /> : null;

  const adding = mode === 'add';
  const readOnly = !adding && !allowed(codes.edit);
  const initialValues: Values = adding
    ? {
        parentCode: region.code,
        parentName: region.name,
        level: Math.min(region.level + 1, maxLevel),
      }
    : {
        parentCode: region.parentCode,
        parentName: region.parentName ?? '',
        name: region.name,
        level: region.level,
        sort: region.sort,
        remark: region.remark,
      };
  const shownCode = adding ? codePrefixUnder(region.code) + (subCode ?? '') : region.code;

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const fields = {
      name: values.name ?? '',
      level: values.level!,
      sort: values.sort ?? null,
      remark: values.remark ?? null,
    };
    try {
      if (adding) {
        const added = await submit.mutateAsync({ ...fields, parentCode: region.code, subCode: values.subCode });
        void message.success(text(messages.added));
        await refresh();
        onAdded(added, region);
      } else {
        const saved = await submit.mutateAsync({ ...fields, code: region.code });
        void message.success(text(messages.updated));
        await refresh();
        onSaved(saved);
      }
    } catch {
      // Shown by lib/http; the form keeps what was typed.
    }
  };

  const askRemove = () =>
    confirm({
      content: format(text(regionTexts.removeConfirm), { name: region.name }),
      run: () => remove.mutateAsync(region.code),
      onDone: () => onRemoved(region),
    });

  const item = (key: keyof typeof fields) => fieldItem(regionResource, key, text);
  const label = (key: keyof typeof fields) => text(fields[key].label);

  return (
    <Form
      key={formKey}
      form={form}
      name="region-form"
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly || submit.isPending}
    >
      <Form.Item name="parentCode" label={label('parentCode')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="parentName" label={label('parentName')}>
        <Input disabled />
      </Form.Item>
      <Form.Item label={label('code')} htmlFor="region-form_code">
        <Input id="region-form_code" disabled value={shownCode} />
      </Form.Item>
      {adding && (
        <Form.Item
          {...item('subCode')}
          rules={[...(item('subCode').rules ?? []), { pattern: /^\d+$/, message: text(regionMessages.badCode) }]}
        >
          <Input maxLength={maxLengthOf(fields.code)! - codePrefixUnder(region.code).length} />
        </Form.Item>
      )}
      <Form.Item {...item('name')}>
        <Input maxLength={maxLengthOf(fields.name)} />
      </Form.Item>
      <Form.Item {...item('level')}>
        <DictSelect code="region" numeric allowClear={false} placeholder={text(fields.level.required)} />
      </Form.Item>
      <Form.Item {...item('sort')}>
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item {...item('remark')}>
        <Input.TextArea maxLength={maxLengthOf(fields.remark)} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Space>
        {adding ? (
          <>
            <Button type="primary" onClick={save} loading={submit.isPending}>
              {text(regionTexts.save)}
            </Button>
            <Button onClick={() => onMode('edit')}>{text(regionTexts.cancel)}</Button>
          </>
        ) : (
          <>
            {allowed(codes.add) && (
              <Button disabled={false} onClick={() => onMode('add')}>
                {text(regionTexts.addChild)}
              </Button>
            )}
            {allowed(codes.edit) && (
              <Button type="primary" onClick={save} loading={submit.isPending}>
                {text(regionTexts.save)}
              </Button>
            )}
            {allowed(codes.delete) && (
              <Button danger disabled={false} onClick={askRemove}>
                {text(regionTexts.remove)}
              </Button>
            )}
          </>
        )}
      </Space>
    </Form>
  );
}
