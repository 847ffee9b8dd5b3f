import { clientCodes, clientResetButton, clientResource, webClient } from '@pharma/contract';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { FormDialog } from '../../../crud/FormDialog.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { type IssuedSecret, resetClientSecret } from './client.api.ts';
import { clientTexts as texts } from './client.texts.ts';
import { SecretIssuedDialog } from './SecretIssuedDialog.tsx';
import { Sm2KeyPanel } from './Sm2KeyPanel.tsx';

/**
 * 应用管理 (/system/client): the generic screen of the declared resource. The server makes each client's secret
 * and answers it once, after 新增 and after 重置密钥; this page shows it in a dialog and keeps it nowhere else.
 */
export function ClientsPage() {
  const text = useText();
  const confirm = useConfirmAction();
  const permission = useSession((s) => s.permission);
  const [issued, setIssued] = useState<IssuedSecret | null>(null);

  const rowActions: RowButton<CrudRecord>[] = can(permission, clientCodes.reset)
    ? [
        {
          key: clientResetButton.key,
          label: text(clientResetButton.name),
          // The console signs in with its own client: the server refuses to reset that one, so no button for it.
          shows: (row) => row.clientId !== webClient.id,
          run: (row) =>
            confirm({
              content: text(texts.resetConfirm),
              run: async () => {
                const { clientSecret } = await resetClientSecret(row.id);
                setIssued({ clientId: String(row.clientId ?? ''), clientSecret });
              },
              success: text(texts.resetDone),
            }),
        },
      ]
    : [];

  return (
    <>
      <Sm2KeyPanel />
      <CrudPage
        def={clientResource}
        rowActions={rowActions}
        form={({ mode, row, onClose }) => (
          <FormDialog
            def={clientResource}
            mode={mode}
            row={row}
            onClose={onClose}
            onSaved={(reply, saved) => {
              onClose();
              if (saved === 'add' && typeof reply.clientSecret === 'string') {
                setIssued({ clientId: String(reply.clientId ?? ''), clientSecret: reply.clientSecret });
              }
            }}
          />
        )}
      />
      {issued && <SecretIssuedDialog issued={issued} onClose={() => setIssued(null)} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ClientsPage;
