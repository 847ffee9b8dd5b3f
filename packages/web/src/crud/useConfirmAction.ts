import { messages } from '@pharma/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';

export interface ConfirmAction {
  /** The question; by default the delete one (确定将选择数据删除?). */
  content?: string;
  /** The write, run only after 确定. */
  run: () => Promise<unknown>;
  /** The toast after it succeeded; by default 删除成功. */
  success?: string;
  /** What the screen does after a success (e.g. forget the removed rows in its selection). */
  onDone?: () => void;
}

/**
 * Writes that need only a yes (delete, unlock, …): ask first, run, then toast the success. A refusal (请先删除子部门,
 * 不能删除当前登录的账号, …) is toasted by lib/http and changes nothing here; the confirm closes either way.
 */
export function useConfirmAction(): (action: ConfirmAction) => void {
  const { t } = useTranslation();
  const text = useText();
  const { message, modal } = App.useApp();
  return ({ content, run, success, onDone }) => {
    modal.confirm({
      title: t('shell.tip'),
      content: content ?? t('crud.deleteConfirm'),
      onOk: () =>
        run().then(
          () => {
            void message.success(success ?? text(messages.removed));
            onDone?.();
          },
          () => undefined, // shown by lib/http
        ),
    });
  };
}
