import { userResource } from '@pharma/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Filters } from '../../../crud/api.ts';
import { ExportButton } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { userTexts } from './user.texts.ts';

/** The batch buttons above the table; a missing handler means the user lacks that permission code. */
export interface ToolbarActions {
  add?: () => void;
  remove?: () => void;
  grant?: () => void;
  reset?: () => void;
  unlock?: () => void;
  import?: () => void;
  /**
   * 导出: what the list shows now (its search and department), as xlsx, through the export call (POST, so the
   * token never travels in a link).
   */
  exportFilters?: Filters;
}

export function UserToolbar({ actions }: { actions: ToolbarActions }) {
  const { t } = useTranslation();
  const text = useText();
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
      {actions.import && <Button onClick={actions.import}>{text(userTexts.import)}</Button>}
      {actions.exportFilters && <ExportButton source={userResource.name} filters={actions.exportFilters} />}
    </Space>
  );
}
