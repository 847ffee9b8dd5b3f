import { messages, type TreeNode } from '@pharma/contract';
import { App, Button, Empty, Modal, Space, Tabs, Tree, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import type { Role } from './api.ts';
import { allKeys, toggleKey, withAncestors } from './treeKeys.ts';
import { useGrantData, useRoleWrites } from './useRoles.ts';

/** A scope tab: its tree when the server offers one, else the note that scopes come later. */
function ScopeTab({ nodes }: { nodes: TreeNode[] }) {
  const { t } = useTranslation();
  if (nodes.length === 0) return <Empty description={t('role.scopesLater')} />;
  // Shown, not checkable: the server refuses scope grants until they exist (roleMessages.scopesLater).
  return (
    <>
      <Typography.Paragraph type="secondary">{t('role.scopesLater')}</Typography.Paragraph>
      <Tree treeData={nodes} defaultExpandAll selectable={false} />
    </>
  );
}

/**
 * 权限设置: the menus and buttons of the selected roles, as a checkable tree that shows exactly what is held (a menu
 * without its buttons included). The grant replaces what the roles held. One role starts from its current menus;
 * several start empty.
 */
export function GrantDialog({ roles, onClose }: { roles: Role[]; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const roleIds = roles.map((r) => r.id);
  const { tree, held, ready, failed } = useGrantData(roleIds);
  const { grant } = useRoleWrites();
  const menu = tree?.menu ?? [];
  // undefined until the user clicks: until then the server's grants are what is checked.
  const [picked, setPicked] = useState<string[]>();
  const checked = picked ?? (ready ? (held ?? []) : []);

  const onOk = async () => {
    const body = { roleIds, menuIds: withAncestors(menu, checked), dataScopeIds: [], apiScopeIds: [] };
    try {
      await grant.mutateAsync(body);
      void message.success(text(messages.okBang));
      onClose();
    } catch {
      // Shown by lib/http (e.g. 不能授予自己没有的权限); the dialog stays open.
    }
  };

  const menuTab = (
    <>
      <Space className="crud-toolbar">
        <Button size="small" onClick={() => setPicked(allKeys(menu))}>
          {t('role.selectAll')}
        </Button>
        <Button size="small" onClick={() => setPicked([])}>
          {t('role.clearAll')}
        </Button>
      </Space>
      {menu.length === 0 ? (
        <Empty description={t('role.noMenus')} />
      ) : (
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          treeData={menu}
          checkStrictly
          checkedKeys={{ checked, halfChecked: [] }}
          onCheck={(_, info) => setPicked(toggleKey(menu, checked, String(info.node.key), info.checked))}
        />
      )}
    </>
  );

  return (
    <Modal
      open
      title={t('role.grantTitle')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={grant.isPending}
      okButtonProps={{ disabled: !ready }}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        {t('role.grantFor', { names: roles.map((r) => r.roleName).join('、') })}
      </Typography.Paragraph>
      {ready ? (
        <Tabs
          items={[
            { key: 'menu', label: t('role.menus'), children: menuTab },
            { key: 'data', label: t('role.dataScopes'), children: <ScopeTab nodes={tree?.dataScope ?? []} /> },
            { key: 'api', label: t('role.apiScopes'), children: <ScopeTab nodes={tree?.apiScope ?? []} /> },
          ]}
        />
      ) : failed ? (
        <Empty description={t('role.loadFailed')} />
      ) : (
        <PageSpin />
      )}
    </Modal>
  );
}
