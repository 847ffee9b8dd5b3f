import { crudCalls, messages, smsCodes, smsEnableButton, smsResource, smsStatus } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { invalidateCalls } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { SmsDebugDialog } from './SmsDebugDialog.tsx';
import { enableSms } from './sms.api.ts';
import { smsTexts as texts } from './sms.texts.ts';

/**
 * 短信配置 (/resource/sms): the generic screen of the declared resource (the secret key shows as ****** and is kept
 * when left so) plus 启用 on the configs that are off and 调试 (send a test message) on every config.
 */
export function SmsPage() {
  const text = useText();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const permission = useSession((s) => s.permission);
  const [debugging, setDebugging] = useState<string | undefined>();

  const rowActions: RowButton<CrudRecord>[] = [];
  if (can(permission, smsCodes.enable)) {
    rowActions.push({
      key: smsEnableButton.key,
      label: text(smsEnableButton.name),
      shows: (row) => Number(row.status) !== smsStatus.on,
      run: (row) =>
        confirm({
          content: text(texts.enableConfirm),
          run: () => enableSms(row.id),
          success: text(messages.ok),
          onDone: () => void invalidateCalls(client, crudCalls(smsResource).list),
        }),
    });
  }
  rowActions.push({
    key: 'debug',
    label: text(texts.debug),
    run: (row) => setDebugging(String(row.smsCode ?? '')),
  });

  return (
    <>
      <CrudPage def={smsResource} rowActions={rowActions} />
      {debugging !== undefined && <SmsDebugDialog code={debugging} onClose={() => setDebugging(undefined)} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default SmsPage;
