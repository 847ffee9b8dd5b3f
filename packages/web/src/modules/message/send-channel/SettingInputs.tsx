import { type ChannelType, channelSettings, secretMask } from '@pharma/contract';
import { Form, Input, Select } from 'antd';
import { createContext, useContext } from 'react';
import type { CustomFieldInputProps, FieldInputs } from '../../../crud/FieldInput.tsx';
import { useText } from '../../../i18n/useText.ts';
import { useChildRows } from '../shared/ChildRowsDrawer.tsx';
import { sendChannelTexts as texts } from './send-channel.texts.ts';

/** The type of the channel whose settings are edited (it decides which keys there are). */
export const ChannelTypeContext = createContext<ChannelType | undefined>(undefined);

/** The settings a channel of this type takes (none for an unknown type). */
export const settingsOf = (type: ChannelType | undefined) => (type ? (channelSettings[type] ?? []) : []);

const isSecret = (type: ChannelType | undefined, key: unknown) =>
  settingsOf(type).some((s) => s.key === key && s.secret);

/** 配置项: a select of the keys the channel's type knows and it does not hold yet (the edited row's own stays). */
function SettingKeyInput({ value, onChange, disabled, id }: CustomFieldInputProps) {
  const text = useText();
  const type = useContext(ChannelTypeContext);
  const { rows, editing } = useChildRows();
  const taken = new Set(rows.filter((r) => r.id !== editing?.id).map((r) => r.paramKey));
  const options = settingsOf(type)
    .filter((s) => !taken.has(s.key))
    .map((s) => {
      const marks = [s.required && text(texts.required), s.secret && text(texts.secret)].filter(Boolean);
      return { value: s.key, label: marks.length > 0 ? `${s.key} (${marks.join(', ')})` : s.key };
    });
  return (
    <Select
      id={id}
      value={value as string | undefined}
      onChange={onChange}
      disabled={disabled}
      options={options}
      showSearch
      style={{ width: '100%' }}
    />
  );
}

/**
 * 配置值: a password input for a secret key. The server answers a stored secret as the mask; sent back unchanged,
 * the mask keeps the stored value, so an edit never has to retype a password.
 */
function SettingValueInput({ value, onChange, disabled, id, placeholder }: CustomFieldInputProps) {
  const text = useText();
  const type = useContext(ChannelTypeContext);
  const key = Form.useWatch('paramKey');
  const common = {
    id,
    value: value as string | undefined,
    onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
    disabled,
    placeholder,
  };
  if (!isSecret(type, key)) return <Input.TextArea {...common} autoSize={{ minRows: 1, maxRows: 6 }} />;
  return (
    <>
      <Input.Password {...common} autoComplete="new-password" />
      {value === secretMask && <div className="ant-form-item-extra">{text(texts.secretKept)}</div>}
    </>
  );
}

export const settingInputs: FieldInputs = { paramKey: SettingKeyInput, paramValue: SettingValueInput };
