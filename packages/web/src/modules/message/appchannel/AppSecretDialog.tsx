import { appChannelResource, messageMessages } from '@pharma/contract';
import { ShownOnceDialog } from '../../../crud/ShownOnceDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import { sharedTexts } from '../shared/shared.texts.ts';
import type { IssuedAppSecret } from './appchannel.api.ts';

const { fields } = appChannelResource;

/** An app's secret, shown this one time (after 新增 or 重置密钥), with the key it signs beside. */
export function AppSecretDialog({ issued, onClose }: { issued: IssuedAppSecret; onClose: () => void }) {
  const text = useText();
  return (
    <ShownOnceDialog
      title={text(fields.appSecret.label)}
      warning={text(messageMessages.appSecretShownOnce)}
      items={[
        { key: 'appCode', label: text(fields.appCode.label), children: issued.appCode },
        { key: 'appName', label: text(fields.appName.label), children: issued.appName },
        { key: 'appKey', label: text(fields.appKey.label), children: <code>{issued.appKey}</code> },
      ]}
      secretLabel={text(fields.appSecret.label)}
      secret={issued.appSecret}
      copyLabel={text(sharedTexts.copySecret)}
      width={560}
      onClose={onClose}
    />
  );
}
