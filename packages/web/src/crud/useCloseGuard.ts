import { App, type FormInstance } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form dialog's way out (×, Esc, 取消, a click outside): straight away while nothing was typed, otherwise only
 * after the person agrees to drop what they typed, so a stray Esc never loses a half-filled form.
 */
export function useCloseGuard(form: FormInstance, onClose: () => void): () => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // One question at a time: a second Esc while it is asked does not stack another.
  const asking = useRef(false);
  return () => {
    if (!form.isFieldsTouched()) return onClose();
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('crud.discardTitle'),
      content: t('crud.discardContent'),
      okText: t('crud.discard'),
      okButtonProps: { danger: true },
      onOk: onClose,
      afterClose: () => {
        asking.current = false;
      },
    });
  };
}
