import { messages, userResource } from '@pharma/contract';
import { App, Empty, Modal, Tree, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrossTenant } from '../../../crud/crossTenant.tsx';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import type { User } from './user.api.ts';
import { toTreeData, useRoleTree, useUserWrites } from './useUsers.ts';

const splitIds = (ids: string | null | undefined) => (ids ? ids.split(',').filter(Boolean) : []);

/**
 * 角色配置: the roles of the selected users are replaced by the checked ones. With a single user selected its
 * current roles start checked; with several the list starts empty (their roles differ). Roles are checked one by
 * one (`checkStrictly`): a parent role does not imply its children.
 */
export function GrantDialog({ users, onClose }: { users: User[]; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  // The roles offered are the users' tenant's (the platform administrator's selection may be another tenant's).
  const crossing = useCrossTenant(userResource);
  const roles = useRoleTree(crossing ? users[0]?.tenantId : undefined);
  const { grant } = useUserWrites();
  const [checked, setChecked] = useState<string[]>(users.length === 1 ? splitIds(users[0]!.roleId) : []);
  const data = toTreeData(roles.data);

  const onOk = async () => {
    if (checked.length === 0) {
      void message.warning(t('user.roleRequired'));
      return;
    }
    try {
      await grant.mutateAsync({ userIds: users.map((u) => u.id), roleIds: checked });
      void message.success(text(messages.okBang));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    }
  };

  let body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.noRole')} />;
  if (roles.isLoading) body = <PageSpin />;
  else if (data.length > 0)
    body = (
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        treeData={data}
        checkedKeys={checked}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
      />
    );

  return (
    <Modal open title={t('user.grant')} onOk={onOk} onCancel={onClose} confirmLoading={grant.isPending} width={480}>
      <Typography.Paragraph type="secondary">{t('user.grantTip', { count: users.length })}</Typography.Paragraph>
      {body}
    </Modal>
  );
}
