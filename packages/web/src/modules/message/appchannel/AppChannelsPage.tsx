import { appChannelResource, permissionsOf } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { FormDialog } from '../../../crud/FormDialog.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useText } from '../../../i18n/useText.ts';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { AppSecretDialog } from './AppSecretDialog.tsx';
import { type IssuedAppSecret, resetAppSecret } from './appchannel.api.ts';
import { appChannelTexts as texts } from './appchannel.texts.ts';

const codes = permissionsOf(appChannelResource);
const named = (row: CrudRecord) => ({ appCode: String(row.appCode ?? ''), appName: String(row.appName ?? '') });

/**
 * 应用渠道 (/message/appchannel): the generic screen of the declared resource. The server makes each app's key and
 * secret, keeps only a hash of the secret and answers it in clear once (after 新增, after 重置密钥): this page shows
 * it in a dialog and keeps it nowhere else.
 */
export function AppChannelsPage() {
  const text = useText();
  const allowed = useAllowed();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [issued, setIssued] = useState<IssuedAppSecret | null>(null);

  // The reset call checks the edit code: whoever may edit the app may give it a new secret.
  const rowActions: RowButton<CrudRecord>[] = allowed(codes.edit)
    ? [
        {
          key: 'resetSecret',
          label: text(texts.resetSecret),
          run: (row) =>
            confirm({
              content: text(texts.resetConfirm),
              run: async () => {
                const reply = await resetAppSecret(row.id);
                setIssued({ ...named(row), ...reply });
              },
              success: text(texts.resetDone),
              onDone: () => void invalidateFolders(client, appChannelResource.api),
            }),
        },
      ]
    : [];

  return (
    <>
      <CrudPage
        def={appChannelResource}
        rowActions={rowActions}
        form={({ mode, row, onClose }) => (
          <FormDialog
            def={appChannelResource}
            mode={mode}
            row={row}
            onClose={onClose}
            onSaved={(reply, saved) => {
              onClose();
              if (saved === 'add' && typeof reply.appSecret === 'string' && reply.appSecret !== '') {
                setIssued({ ...named(reply), appKey: String(reply.appKey ?? ''), appSecret: reply.appSecret });
              }
            }}
          />
        )}
      />
      {issued && <AppSecretDialog issued={issued} onClose={() => setIssued(null)} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default AppChannelsPage;
