import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { MenuIcon } from '../../../shell/icons.tsx';
import { IconPickerDialog } from './IconPickerDialog.tsx';
import { menuTexts } from './menu.texts.ts';

/**
 * The form's `source` input: the chosen icon drawn and named, 选择图标 opening the list, 清除 removing it.
 * Form.Item injects `id`, `value` and `onChange`; the value is an @ant-design/icons name (`SettingOutlined`).
 */
export function IconPicker(props: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { id, value, onChange, disabled } = props;
  const text = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          readOnly
          value={value ?? ''}
          prefix={value ? <MenuIcon source={value} /> : undefined}
          placeholder={text(menuTexts.noIcon)}
          disabled={disabled}
        />
        {value && !disabled && <Button onClick={() => onChange?.('')}>{text(menuTexts.clearIcon)}</Button>}
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {text(menuTexts.pickIcon)}
        </Button>
      </Space.Compact>
      {open && (
        <IconPickerDialog
          value={value}
          onPick={(name) => {
            onChange?.(name);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
