import { messages } from '@pharma/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import { useRoleWrites } from './useRoles.ts';

/**
 * Delete asks first, then says 删除成功. The server refuses roles that still have sub-roles or users with its own
 * message (toasted by lib/http); nothing changes here then.
 */
export function useRemoveRoles(onRemoved: (ids: string[]) => void) {
  const { t } = useTranslation();
  const text = useText();
  const { message, modal } = App.useApp();
  const { remove } = useRoleWrites();
  return (ids: string[]) =>
    modal.confirm({
      title: t('shell.tip'),
      content: t('crud.deleteConfirm'),
      onOk: () =>
        remove.mutateAsync(ids).then(
          () => {
            void message.success(text(messages.removed));
            onRemoved(ids);
          },
          () => undefined, // shown by lib/http
        ),
    });
}
