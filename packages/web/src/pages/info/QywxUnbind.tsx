import { profileMessages } from '@pharma/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { unbindQywx } from './api.ts';
import { infoTexts } from './texts.ts';

/**
 * 企业微信 unbind: asks first, then calls qywx/login/unbind. The server answers plainly (未绑定企业微信 when
 * nothing is bound), and lib/http shows that answer; either way the binding shown is read again (`onDone`).
 */
export function QywxUnbind({ onDone }: { onDone: () => void }) {
  const text = useText();
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const confirm = () =>
    modal.confirm({
      title: text(infoTexts.tip),
      content: text(infoTexts.qywxConfirm),
      okText: text(infoTexts.ok),
      cancelText: text(infoTexts.cancel),
      onOk: async () => {
        setBusy(true);
        try {
          await unbindQywx();
          void message.success(text(profileMessages.qywxUnbound));
        } catch {
          // Shown by lib/http.
        } finally {
          setBusy(false);
          onDone();
        }
      },
    });
  return (
    <Button danger loading={busy} onClick={confirm} data-testid="info-qywx-unbind">
      {text(infoTexts.qywxUnbind)}
    </Button>
  );
}
