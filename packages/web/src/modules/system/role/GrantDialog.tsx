import { messages, type TreeNode } from '@pharma/contract';
import { App, Button, Empty, Input, Modal, Space, Tabs, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allKeys, filterTree, openingKeys, scopeIds, toggleKey, withAncestors } from '../../../crud/treeKeys.ts';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import type { GrantKeys, Role } from './role.api.ts';
import { roleTexts } from './role.texts.ts';
import { useGrantData, useRoleWrites } from './useRoles.ts';

type Kind = keyof GrantKeys;

/**
 * One tab's tree, folded (issue 35: fully open, 344 nodes made the dialog 9,854 px tall): the branches holding a
 * checked node open, the rest closed. 全选 / 清空 and a search above it; the search keeps the nodes whose name
 * matches (with their branches, and a matched menu's buttons) and opens them. `onCheck` gets the keys checked in
 * the tree as shown; the nodes the search hides keep their state (`hidden`).
 */
function GrantTree({
  nodes,
  checked,
  strict,
  empty,
  onPick,
}: {
  nodes: TreeNode[];
  checked: string[];
  /** The menu tree: no cascade, a click toggles through toggleKey. The scope trees cascade (antd's own). */
  strict: boolean;
  empty: string;
  onPick: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const [query, setQuery] = useState('');
  // The tab opens on the branches holding what is checked then (a tab mounts once its grants are loaded); later
  // clicks, 全选 and 清空 leave the folding as the user made it.
  const [expanded, setExpanded] = useState<string[]>(() => openingKeys(nodes, checked));
  const found = useMemo(() => filterTree(nodes, query), [nodes, query]);
  if (nodes.length === 0) return <Empty description={empty} />;
  const open = query.trim() ? found.open : expanded;
  const shownKeys = new Set(allKeys(found.nodes));
  // What both trees show: the search's nodes, opened as the person opened them.
  const shown = {
    checkable: true,
    selectable: false,
    treeData: found.nodes,
    expandedKeys: open,
    onExpand: (keys: React.Key[]) => setExpanded(keys.map(String)),
  };
  return (
    <>
      <Space className="crud-toolbar" wrap>
        <Button size="small" onClick={() => onPick(allKeys(nodes))}>
          {t('role.selectAll')}
        </Button>
        <Button size="small" onClick={() => onPick([])}>
          {t('role.clearAll')}
        </Button>
        <Input.Search
          size="small"
          allowClear
          aria-label={text(roleTexts.searchTree)}
          placeholder={text(roleTexts.searchTree)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ width: 200 }}
        />
      </Space>
      {found.nodes.length === 0 ? (
        <Empty description={text(roleTexts.noMatch)} />
      ) : strict ? (
        <Tree
          {...shown}
          checkStrictly
          checkedKeys={{ checked, halfChecked: [] }}
          onCheck={(_, info) => onPick(toggleKey(nodes, checked, String(info.node.key), info.checked))}
        />
      ) : (
        <Tree
          {...shown}
          checkedKeys={checked}
          onCheck={(keys) => {
            const inTree = (Array.isArray(keys) ? keys : keys.checked).map(String);
            // What the search hides keeps its state: only the shown nodes are the tree's to change.
            onPick([...checked.filter((key) => !shownKeys.has(key)), ...inTree]);
          }}
        />
      )}
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
    <GrantTree nodes={nodes.menu} checked={checked('menu')} strict empty={t('role.noMenus')} onPick={pick('menu')} />
  );

  const scopeTab = (kind: 'dataScope' | 'apiScope', empty: string) => (
    <GrantTree nodes={nodes[kind]} checked={checked(kind)} strict={false} empty={empty} onPick={pick(kind)} />
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
      // The body scrolls and the buttons stay in the window, however long the tree grows.
      style={{ top: 24 }}
      styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' } }}
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
