import { messages, type TreeNode } from '@pharma/contract';
import { App, Button, Empty, Modal, Space, Tabs, Tree, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allKeys, scopeIds, toggleKey, withAncestors } from '../../../crud/treeKeys.ts';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import type { GrantKeys, Role } from './role.api.ts';
import { roleTexts } from './role.texts.ts';
import { useGrantData, useRoleWrites } from './useRoles.ts';

type Kind = keyof GrantKeys;

/** 全选 / 清空 above a tab's tree, then the tree (or the tab's empty note). */
function TreeTab({
  nodes,
  empty,
  onPick,
  children,
}: {
  nodes: TreeNode[];
  empty: string;
  onPick: (keys: string[]) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (nodes.length === 0) return <Empty description={empty} />;
  return (
    <>
      <Space className="crud-toolbar">
        <Button size="small" onClick={() => onPick(allKeys(nodes))}>
          {t('role.selectAll')}
        </Button>
        <Button size="small" onClick={() => onPick([])}>
          {t('role.clearAll')}
        </Button>
      </Space>
      {children}
    </>
  );
}

/**
 * 权限设置: three checkable trees, 菜单权限 / 数据权限 / 接口权限, that show exactly what the selected roles hold.
 * Saving replaces all three kinds at once (`role/grant` always gets the four lists, `[]` for an empty one: the
 * server treats a missing list as "none" anyway, and BladeX fails on it). One role starts from its current grants;
 * several start empty.
 *
 * The menu tree does not cascade (a role may hold a menu without its buttons, and that must survive a save); the
 * scope trees do: their menus only group the scopes, and only the scope rows are sent.
 */
export function GrantDialog({ roles, onClose }: { roles: Role[]; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const roleIds = roles.map((r) => r.id);
  const { tree, held, ready, failed } = useGrantData(roleIds);
  const { grant } = useRoleWrites();
  const nodes: Record<Kind, TreeNode[]> = {
    menu: tree?.menu ?? [],
    dataScope: tree?.dataScope ?? [],
    apiScope: tree?.apiScope ?? [],
  };
  // undefined until the user clicks: until then the server's grants are what is checked.
  const [picked, setPicked] = useState<Partial<Record<Kind, string[]>>>({});
  const checked = (kind: Kind) => picked[kind] ?? (ready ? (held?.[kind] ?? []) : []);
  const pick = (kind: Kind) => (keys: string[]) => setPicked((prev) => ({ ...prev, [kind]: keys }));

  const onOk = async () => {
    const menuKeys = new Set(allKeys(nodes.menu));
    const body = {
      roleIds,
      menuIds: withAncestors(nodes.menu, checked('menu')),
      dataScopeIds: scopeIds(nodes.dataScope, checked('dataScope'), menuKeys),
      apiScopeIds: scopeIds(nodes.apiScope, checked('apiScope'), menuKeys),
    };
    try {
      await grant.mutateAsync(body);
      void message.success(text(messages.okBang));
      onClose();
    } catch {
      // Shown by lib/http (e.g. 不能授予自己没有的权限); the dialog stays open.
    }
  };

  const menuTab = (
    <TreeTab nodes={nodes.menu} empty={t('role.noMenus')} onPick={pick('menu')}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={nodes.menu}
        checkStrictly
        checkedKeys={{ checked: checked('menu'), halfChecked: [] }}
        onCheck={(_, info) => pick('menu')(toggleKey(nodes.menu, checked('menu'), String(info.node.key), info.checked))}
      />
    </TreeTab>
  );

  const scopeTab = (kind: 'dataScope' | 'apiScope', empty: string) => (
    <TreeTab nodes={nodes[kind]} empty={empty} onPick={pick(kind)}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={nodes[kind]}
        checkedKeys={checked(kind)}
        onCheck={(keys) => pick(kind)((Array.isArray(keys) ? keys : keys.checked).map(String))}
      />
    </TreeTab>
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
            { key: 'data', label: t('role.dataScopes'), children: scopeTab('dataScope', text(roleTexts.noDataScopes)) },
            { key: 'api', label: t('role.apiScopes'), children: scopeTab('apiScope', text(roleTexts.noApiScopes)) },
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
