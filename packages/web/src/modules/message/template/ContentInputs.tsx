import { format, maxLengthOf } from '@pharma/contract';
import { Alert, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { createContext, useContext, useState } from 'react';
import type { CustomFieldInputProps, FieldInputs } from '../../../crud/FieldInput.tsx';
import { dictOptions } from '../../../dict/DictSelect.tsx';
import { useDict } from '../../../dict/useDict.ts';
import { useText } from '../../../i18n/useText.ts';
import { useChildRows } from '../shared/ChildRowsDrawer.tsx';
import { placeholdersOf, smsEstimate, type TemplateVar } from '../shared/templateVars.ts';
import { templateTexts as texts } from './template.texts.ts';

/** The variables of the template whose contents are edited: the content input offers and checks them. */
export const TemplateVarsContext = createContext<TemplateVar[]>([]);

/** 渠道类型: one content per type, so the types the template already has are not offered again. */
function ChannelTypeInput({ value, onChange, disabled, id, placeholder }: CustomFieldInputProps) {
  const dict = useDict('msg_channel_type');
  const { rows, editing } = useChildRows();
  const taken = new Set(rows.filter((r) => r.id !== editing?.id).map((r) => r.channelType));
  return (
    <Select
      id={id}
      value={value as string | undefined}
      onChange={onChange}
      disabled={disabled}
      placeholder={placeholder}
      loading={dict.isLoading}
      options={dictOptions(dict.data).filter((o) => !taken.has(o.value))}
      style={{ width: '100%' }}
    />
  );
}

/**
 * 内容: the text with the template's variables beside it (a click inserts `${name}`), the placeholders it uses that
 * the template does not declare (the server refuses those), and for an SMS the parts it will be billed as.
 */
function ContentInput({ value, onChange, disabled, id, placeholder, field }: CustomFieldInputProps) {
  const text = useText();
  const vars = useContext(TemplateVarsContext);
  const channelType = Form.useWatch('channelType');
  const [signName, setSignName] = useState('');
  const content = typeof value === 'string' ? value : '';
  const declared = new Set(vars.map((v) => v.name));
  const undeclared = placeholdersOf(content).filter((name) => !declared.has(name));
  const estimate = smsEstimate(content, signName, vars);
  return (
    <div>
      <Input.TextArea
        id={id}
        value={content}
        onChange={(e) => onChange?.(e.target.value)}
        disabled={disabled}
        placeholder={placeholder}
        maxLength={maxLengthOf(field)}
        autoSize={{ minRows: 4, maxRows: 12 }}
      />
      {vars.length > 0 && (
        <Space size={[4, 4]} wrap style={{ marginTop: 8 }} data-testid="content-variables">
          <Typography.Text type="secondary">{text(texts.declared)}</Typography.Text>
          {vars.map((v) => (
            <Tag
              key={v.name}
              color={content.includes(`\${${v.name}}`) ? 'blue' : undefined}
              style={{ cursor: disabled ? undefined : 'pointer' }}
              title={v.label || v.name}
              onClick={() => !disabled && onChange?.(`${content}\${${v.name}}`)}
            >
              {`\${${v.name}}`}
            </Tag>
          ))}
        </Space>
      )}
      {undeclared.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={format(text(texts.undeclared), { names: undeclared.join(', ') })}
        />
      )}
      {channelType === 'SMS' && (
        <div style={{ marginTop: 8 }} data-testid="sms-estimate">
          <Input
            size="small"
            value={signName}
            onChange={(e) => setSignName(e.target.value)}
            placeholder={text(texts.signName)}
            aria-label={text(texts.signName)}
            style={{ maxWidth: 240 }}
          />
          <Typography.Paragraph type={estimate.parts > 1 ? 'warning' : 'secondary'} style={{ margin: '4px 0 0' }}>
            {format(text(texts.smsEstimate), estimate)}
          </Typography.Paragraph>
        </div>
      )}
    </div>
  );
}

export const contentInputs: FieldInputs = { channelType: ChannelTypeInput, content: ContentInput };
