import type { TreeNode } from '@pharma/contract';
import { type PickerNode, parentOptions } from '../../../crud/treeKeys.ts';
import { rootId } from './lazyTree.ts';

/**
 * The parent picker's tree: 顶级 (id '0') above every menu. On edit the menu and what lies below it are disabled,
 * so a menu cannot be moved under itself.
 */
export function parentPickerTree(nodes: readonly TreeNode[], topLabel: string, editing?: string): PickerNode[] {
  return [{ title: topLabel, value: rootId, key: rootId, children: parentOptions(nodes, editing) }];
}
