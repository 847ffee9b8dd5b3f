import { clientMessages, clientResource } from '@pharma/contract';
import { ShownOnceDialog } from '../../../crud/ShownOnceDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import type { IssuedSecret } from './client.api.ts';
import { clientTexts as texts } from './client.texts.ts';

/** A client's secret, shown this one time (after 新增 or 重置密钥). */
export function SecretIssuedDialog({ issued, onClose }: { issued: IssuedSecret; onClose: () => void }) {
  const text = useText();
  return (
    <ShownOnceDialog
      title={text(clientResource.fields.clientSecret.label)}
      warning={text(clientMessages.secretShownOnce)}
      items={[{ key: 'clientId', label: text(clientResource.fields.clientId.label), children: issued.clientId }]}
      secretLabel={text(clientResource.fields.clientSecret.label)}
      secret={issued.clientSecret}
      copyLabel={text(texts.copySecret)}
      width={560}
      onClose={onClose}
    />
  );
}
