import { website } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { switchOptionsCall, type WorkAs } from '../../api/auth.ts';
import { useText } from '../../i18n/useText.ts';
import { useCall } from '../../lib/useCall.ts';
import { switchWorkAs } from '../stores/auth.ts';
import { useTags } from '../tabs/tagsStore.ts';
import { switchTexts as texts } from './texts.ts';

/**
 * 用户信息选择 (switch mode): the user picks one of their departments and one of their roles; the server issues a
 * token for that pair, and the console starts again from home with that role's menu (pages of the old role close).
 */
export function SwitchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const text = useText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<WorkAs>();
  const [saving, setSaving] = useState(false);
  const options = useCall(switchOptionsCall, undefined, { enabled: open });

  useEffect(() => {
    const data = options.data;
    if (!open || !data) return;
    // The current choice, else the first (main) department and role.
    form.setFieldsValue({
      deptId: data.deptId || data.depts[0]?.id,
      roleId: data.roleId || data.roles[0]?.id,
    });
  }, [open, options.data, form]);

  const submit = async () => {
    const workAs = await form.validateFields();
    setSaving(true);
    try {
      await switchWorkAs(workAs);
      useTags.getState().reset();
      useTags.getState().dropPages();
      queryClient.clear();
      onClose();
      navigate(website.homePath);
      void message.success(text(texts.done));
    } catch {
      // lib/http has shown the server's reason; the dialog stays open to pick again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={text(texts.title)}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      data-testid="switch-dialog"
    >
      <Spin spinning={options.isFetching}>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="deptId"
            label={text(texts.dept)}
            rules={[{ required: true, message: text(texts.deptRequired) }]}
          >
            <Select
              allowClear
              placeholder={text(texts.deptRequired)}
              options={options.data?.depts.map((d) => ({ value: d.id, label: d.deptName }))}
            />
          </Form.Item>
          <Form.Item
            name="roleId"
            label={text(texts.role)}
            rules={[{ required: true, message: text(texts.roleRequired) }]}
          >
            <Select
              allowClear
              placeholder={text(texts.roleRequired)}
              options={options.data?.roles.map((r) => ({ value: r.id, label: r.roleName }))}
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
