import { type Text, userResource } from '@pharma/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Filters } from '../../../crud/api.ts';
import { ExportButton } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { userTexts } from './user.texts.ts';

/** A button's name as the declaration's menu seeds it (审核通过), so the two never differ. */
function declaredName(key: string): Text | undefined {
  const button = userResource.menu?.buttons?.find((b) => typeof b === 'object' && b.key === key);
  return typeof button === 'object' ? button.name : undefined;
}
const approveName = declaredName('approve') ?? { zh: '审核通过', en: 'Approve' };
const refuseName = declaredName('refuse') ?? { zh: '审核拒绝', en: 'Refuse' };

/** The batch buttons above the table; a missing handler means the user lacks that permission code. */
export interface ToolbarActions {
  add?: () => void;
  remove?: () => void;
  grant?: () => void;
  reset?: () => void;
  unlock?: () => void;
  /** 审核通过: the chosen accounts that guests registered may sign in. */
  approve?: () => void;
  /** 审核拒绝: the chosen accounts waiting for approval are removed. */
  refuse?: () => void;
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
      {actions.approve && <Button onClick={actions.approve}>{text(approveName)}</Button>}
      {actions.refuse && (
        <Button danger onClick={actions.refuse}>
          {text(refuseName)}
        </Button>
      )}
      {actions.import && <Button onClick={actions.import}>{text(userTexts.import)}</Button>}
      {actions.exportFilters && <ExportButton source={userResource.name} filters={actions.exportFilters} />}
    </Space>
  );
}
