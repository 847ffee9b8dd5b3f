import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The batch buttons above the table; a missing handler means the user lacks that permission code. */
export interface ToolbarActions {
  add?: () => void;
  remove?: () => void;
  grant?: () => void;
  reset?: () => void;
  unlock?: () => void;
}

export function UserToolbar({ actions }: { actions: ToolbarActions }) {
  const { t } = useTranslation();
  return (
    <Space className="crud-toolbar" wrap>
      {actions.add && (
        <Button type="primary" onClick={actions.add}>
          {t('crud.add')}
        </Button>
      )}
      {actions.remove && (
        <Button danger onClick={actions.remove}>
          {t('crud.batchDelete')}
        </Button>
      )}
      {actions.grant && <Button onClick={actions.grant}>{t('user.grant')}</Button>}
      {actions.reset && <Button onClick={actions.reset}>{t('user.reset')}</Button>}
      {actions.unlock && <Button onClick={actions.unlock}>{t('user.unlock')}</Button>}
    </Space>
  );
}
