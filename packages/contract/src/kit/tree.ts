/** The tree shape of BladeX's tree calls (menu/tree, dept/tree, role/tree, …): ids as strings, children omitted when empty. */
export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  hasChildren?: boolean;
}
