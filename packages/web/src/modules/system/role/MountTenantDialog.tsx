import { format, tenantResource } from '@pharma/contract';
import { Alert, App, Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import type { MountResult, Role, TenantOption } from './role.api.ts';
import { roleTexts } from './role.texts.ts';
import { useRoleWrites, useTenantOptions } from './useRoles.ts';

/**
 * 挂载租户 (platform administrator only): pick tenants, and the selected roles are copied into each with their
 * grants (the server keeps only what the tenant's package allows). The dialog then says how many copies were
 * made and how many were skipped, and 确定 becomes 关闭.
 */
export function MountTenantDialog({ roles, onClose }: { roles: Role[]; onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const tenants = useTenantOptions();
  const { mount } = useRoleWrites();
  const [picked, setPicked] = useState<string[]>([]);
  const [result, setResult] = useState<MountResult>();

  const onOk = async () => {
    if (picked.length === 0) {
      void message.warning(text(roleTexts.pickTenant));
      return;
    }
    try {
      const reply = await mount.mutateAsync({ roleIds: roles.map((r) => r.id), tenantIds: picked });
      setResult({ created: reply?.created ?? 0, skipped: reply?.skipped ?? 0 });
    } catch {
      // Shown by lib/http; the dialog stays open.
    }
  };

  const footer = result
    ? [
        <Button key="close" type="primary" onClick={onClose}>
          {text(roleTexts.close)}
        </Button>,
      ]
    : undefined;

  return (
    <Modal
      open
      title={text(roleTexts.mount)}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={mount.isPending}
      footer={footer}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        {format(text(roleTexts.mountFor), { names: roles.map((r) => r.roleName).join('、') })}
      </Typography.Paragraph>
      {result ? (
        <Alert type="success" showIcon message={format(text(roleTexts.mounted), { ...result })} />
      ) : (
        <Table<TenantOption>
          rowKey="tenantId"
          size="small"
          pagination={false}
          loading={tenants.isFetching}
          dataSource={tenants.data ?? []}
          locale={{ emptyText: text(roleTexts.noTenants) }}
          scroll={{ y: 360 }}
          rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(String)) }}
          columns={[
            { key: 'tenantId', dataIndex: 'tenantId', title: text(tenantResource.fields.tenantId.label), width: 140 },
            { key: 'tenantName', dataIndex: 'tenantName', title: text(tenantResource.fields.tenantName.label) },
          ]}
        />
      )}
    </Modal>
  );
}
