import { format } from '@pharma/contract';
import { Form, Input } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { sharedTexts as texts } from './shared.texts.ts';
import type { TemplateVar } from './templateVars.ts';

/**
 * A template's variables as form fields under `params` (test send, 发送消息): labelled by their label, the example
 * as the hint, required as declared, since the server refuses a send that leaves out a required one.
 */
export function VariableFields({ vars }: { vars: readonly TemplateVar[] }) {
  const text = useText();
  return (
    <>
      {vars.map((v) => {
        const label = v.label || v.name;
        return (
          <Form.Item
            key={v.name}
            name={['params', v.name]}
            label={
              <span>
                <span className="user-data">{label}</span> <code>{`\${${v.name}}`}</code>
              </span>
            }
            rules={[{ required: v.required, whitespace: true, message: format(text(texts.varRequiredMsg), { label }) }]}
          >
            <Input placeholder={v.example} aria-label={label} />
          </Form.Item>
        );
      })}
    </>
  );
}

/** The filled variables as the send call takes them: the blank ones left out. */
export function filledParams(values: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {})
      .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}
