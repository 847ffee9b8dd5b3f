import { grayCodes, grayDisableButton, grayEnableButton, grayResource, grayStatus, messages } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { setGrayEnabled } from './gray.api.ts';
import { grayTexts as texts } from './gray.texts.ts';

/**
 * 灰度发布 (/system/gray): the generic screen of the declared resource (the shops go in its text area, separated by
 * commas, spaces or new lines; the server tidies them) plus 启用 on disabled rows and 停用 on enabled ones.
 */
export function GraysPage() {
  const text = useText();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const permission = useSession((s) => s.permission);

  const switchTo = (enabled: boolean) => (row: CrudRecord) =>
    confirm({
      content: text(enabled ? texts.enableConfirm : texts.disableConfirm),
      run: () => setGrayEnabled(row.id, enabled),
      success: text(messages.ok),
      onDone: () => void client.invalidateQueries({ queryKey: ['crud', grayResource.name] }),
    });

  const rowActions: RowButton<CrudRecord>[] = [];
  if (can(permission, grayCodes.enable)) {
    rowActions.push({
      key: grayEnableButton.key,
      label: text(grayEnableButton.name),
      run: switchTo(true),
      shows: (row) => Number(row.status) === grayStatus.disabled,
    });
  }
  if (can(permission, grayCodes.disable)) {
    rowActions.push({
      key: grayDisableButton.key,
      label: text(grayDisableButton.name),
      run: switchTo(false),
      danger: true,
      shows: (row) => Number(row.status) === grayStatus.enabled,
    });
  }

  return <CrudPage def={grayResource} rowActions={rowActions} />;
}

/** React.lazy (the page registry) wants a default export. */
export default GraysPage;
