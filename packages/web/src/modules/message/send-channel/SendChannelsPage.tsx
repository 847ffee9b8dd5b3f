import { permissionsOf, sendChannelDetailResource, sendChannelResource } from '@pharma/contract';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { sendChannelTexts as texts } from './send-channel.texts.ts';

/** Reading a channel's settings takes the settings' own menu code, as their list call does. */
const settingCodes = permissionsOf(sendChannelDetailResource);

/** 发送渠道 (/message/send-channel): the generic screen plus 配置, the channel's settings in a drawer. */
export function SendChannelsPage() {
  const text = useText();
  const allowed = useAllowed();
  const [configuring, setConfiguring] = useState<CrudRecord | null>(null);
  const rowActions: RowButton<CrudRecord>[] = allowed(settingCodes.view)
    ? [{ key: 'settings', label: text(texts.settings), run: setConfiguring }]
    : [];
  return (
    <>
      <CrudPage def={sendChannelResource} rowActions={rowActions} />
      {configuring && <SettingsDrawer channel={configuring} onClose={() => setConfiguring(null)} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default SendChannelsPage;
