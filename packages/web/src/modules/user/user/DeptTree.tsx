import { Card, Empty, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { toTreeData, useDeptTree } from './useUsers.ts';

/** The key of the "全部 / All" root; real departments are keyed by their ids, which are digits. */
const all = 'all';

/**
 * The department tree beside the users table. Choosing a department lists its users and those of the departments
 * below it (the server widens the filter); "全部" or deselecting clears the filter. A failed or empty tree leaves
 * an empty state: the list does not depend on it.
 */
export function DeptTree({ deptId, onChange }: { deptId?: string; onChange: (deptId?: string) => void }) {
  const { t } = useTranslation();
  const tree = useDeptTree();
  const nodes = toTreeData(tree.data);

  let body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.noDept')} />;
  if (tree.isLoading) body = <Spin />;
  else if (nodes.length > 0)
    body = (
      <Tree
        blockNode
        defaultExpandAll
        selectedKeys={[deptId ?? all]}
        treeData={[{ key: all, title: t('user.all'), children: nodes }]}
        onSelect={(keys) => {
          const key = keys[0];
          onChange(key === undefined || key === all ? undefined : String(key));
        }}
      />
    );

  return (
    <Card size="small" title={t('user.depts')} className="user-depts">
      {body}
    </Card>
  );
}
