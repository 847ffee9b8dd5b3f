import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from './api.ts';

/** 查看: the row read-only; the parent is named from the table's own rows (`parentName` is not sent). */
export function RoleViewDialog({ row, parentName, onClose }: { row: Role; parentName?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const items = [
    { key: 'roleName', label: t('role.roleName'), children: row.roleName },
    { key: 'roleAlias', label: t('role.roleAlias'), children: row.roleAlias },
    { key: 'parent', label: t('role.parent'), children: parentName ?? t('role.topLevel') },
    { key: 'sort', label: t('role.sort'), children: row.sort },
    { key: 'tenantId', label: t('role.tenant'), children: row.tenantId },
    { key: 'createTime', label: t('crud.createTime'), children: row.createTime },
  ];
  return (
    <Modal
      open
      title={t('crud.view')}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={640}
    >
      <Descriptions bordered column={1} size="small" items={items} />
    </Modal>
  );
}
