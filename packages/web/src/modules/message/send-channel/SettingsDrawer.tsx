import { type ChannelType, format, sendChannelDetailResource } from '@pharma/contract';
import { Alert } from 'antd';
import type { CrudRecord } from '../../../crud/api.ts';
import { useText } from '../../../i18n/useText.ts';
import { ChildRowsDrawer } from '../shared/ChildRowsDrawer.tsx';
import { ChannelTypeContext, settingInputs, settingsOf } from './SettingInputs.tsx';
import { sendChannelTexts as texts } from './send-channel.texts.ts';

/**
 * 配置 of one send channel: its settings (发送渠道配置 of this channel only), the keys offered by its type, secrets
 * typed as passwords and shown masked, and which required ones are still missing.
 */
export function SettingsDrawer({ channel, onClose }: { channel: CrudRecord; onClose: () => void }) {
  const text = useText();
  const type = channel.channelType as ChannelType | undefined;
  const known = settingsOf(type);
  const header = (rows: CrudRecord[]) => {
    if (known.length === 0) return <Alert type="info" showIcon message={text(texts.noSettings)} />;
    const held = new Set(rows.map((r) => r.paramKey));
    const missing = known.filter((s) => s.required && !held.has(s.key)).map((s) => s.key);
    return (
      <Alert
        type={missing.length > 0 ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 12 }}
        message={missing.length > 0 ? format(text(texts.missing), { keys: missing.join(', ') }) : text(texts.complete)}
        data-testid="settings-missing"
      />
    );
  };
  return (
    <ChannelTypeContext.Provider value={type}>
      <ChildRowsDrawer
        def={sendChannelDetailResource}
        parentKey="sendChannelId"
        parentId={channel.id}
        title={
          <span className="user-data">
            {format(text(texts.settingsOf), { name: String(channel.channelName ?? '') })}
          </span>
        }
        header={header}
        canAdd={(rows) => rows.length < known.length}
        fieldInputs={settingInputs}
        onClose={onClose}
      />
    </ChannelTypeContext.Provider>
  );
}
