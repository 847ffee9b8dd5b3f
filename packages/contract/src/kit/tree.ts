import { z } from 'zod';

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

/** The reply schema of a tree call. */
export const treeNodeSchema: z.ZodType<TreeNode> = z.looseObject({
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  key: z.string(),
  value: z.string(),
  get children() {
    return z.array(treeNodeSchema).optional();
  },
  hasChildren: z.boolean().optional(),
});
export const treeReply = z.array(treeNodeSchema);
