import { messages } from '@pharma/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import { useUserWrites } from './useUsers.ts';

/**
 * The two writes that need only a yes: delete (删除成功) and unlock (操作成功!). Both ask first; a refusal (the
 * server will not delete the signed-in account) is toasted by lib/http and changes nothing here.
 */
export function useConfirmActions(onRemoved: (ids: string[]) => void) {
  const { t } = useTranslation();
  const text = useText();
  const { message, modal } = App.useApp();
  const { remove, unlock } = useUserWrites();

  const confirm = (content: string, run: () => Promise<unknown>, success: string, then?: () => void) =>
    modal.confirm({
      title: t('shell.tip'),
      content,
      onOk: () =>
        run().then(
          () => {
            void message.success(success);
            then?.();
          },
          () => undefined, // shown by lib/http
        ),
    });

  return {
    remove: (ids: string[]) =>
      confirm(
        t('crud.deleteConfirm'),
        () => remove.mutateAsync(ids),
        text(messages.removed),
        () => onRemoved(ids),
      ),
    unlock: (ids: string[]) => confirm(t('user.unlockConfirm'), () => unlock.mutateAsync(ids), text(messages.okBang)),
  };
}
