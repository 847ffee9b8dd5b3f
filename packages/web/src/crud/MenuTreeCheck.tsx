import type { TreeNode } from '@pharma/contract';
import { Button, Empty, Space, Tree } from 'antd';
import { useText } from '../i18n/useText.ts';
import { menuTreeTexts as texts } from './menuTree.texts.ts';
import { allKeys, toggleKey } from './treeKeys.ts';

/**
 * A checkable menu tree that shows exactly the checked keys (a menu may be held without all its buttons), with
 * 全选 / 清空. A click cascades as in 角色权限配置 (treeKeys: checking brings what is below and above,
 * unchecking drops what is below). Works as a Form.Item control (`value` / `onChange`).
 */
export function MenuTreeCheck({
  id,
  nodes,
  value,
  onChange,
}: {
  id?: string;
  nodes: TreeNode[];
  value?: string[];
  onChange?: (keys: string[]) => void;
}) {
  const text = useText();
  const checked = value ?? [];
  if (nodes.length === 0)
    return (
      <div id={id}>
        <Empty description={text(texts.noMenus)} />
      </div>
    );
  return (
    <div id={id}>
      <Space className="crud-toolbar">
        <Button size="small" onClick={() => onChange?.(allKeys(nodes))}>
          {text(texts.selectAll)}
        </Button>
        <Button size="small" onClick={() => onChange?.([])}>
          {text(texts.clearAll)}
        </Button>
      </Space>
      {/* Scrolls inside the dialog instead of virtualising, so every node stays in the page. */}
      <div style={{ maxHeight: 360, overflow: 'auto' }}>
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          treeData={nodes}
          checkStrictly
          checkedKeys={{ checked, halfChecked: [] }}
          onCheck={(_, info) => onChange?.(toggleKey(nodes, checked, String(info.node.key), info.checked))}
        />
      </div>
    </div>
  );
}
