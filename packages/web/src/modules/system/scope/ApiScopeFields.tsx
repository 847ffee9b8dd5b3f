import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { scopeDicts, scopeMessages, scopeTexts } from './scope.texts.ts';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * 接口权限's inputs. A scope covers a route by its path or by its permission code, so one of the two is needed;
 * a path is an API path (`/api/…`).
 */
export function ApiScopeFields() {
  const { t } = useTranslation();
  const text = useText();
  const label = (key: keyof typeof scopeTexts) => text(scopeTexts[key]);
  const placeholder = (key: keyof typeof scopeTexts) => t('crud.input', { label: label(key) });
  return (
    <>
      <Form.Item
        name="scopeName"
        label={label('scopeName')}
        rules={[{ required: true, whitespace: true, message: text(scopeMessages.apiNameRequired) }]}
      >
        <Input maxLength={255} placeholder={placeholder('scopeName')} />
      </Form.Item>
      <Form.Item name="resourceCode" label={label('resourceCode')}>
        <Input maxLength={255} placeholder={placeholder('resourceCode')} />
      </Form.Item>
      <Form.Item
        name="scopePath"
        label={label('scopePath')}
        dependencies={['resourceCode']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: unknown) => {
              if (blank(value) && blank(getFieldValue('resourceCode'))) throw new Error(text(scopeMessages.apiTarget));
              if (!blank(value) && !/^\/api\/\S*$/.test(String(value).trim())) {
                throw new Error(text(scopeMessages.apiPath));
              }
            },
          }),
        ]}
      >
        <Input maxLength={255} placeholder="/api/blade-system/param/submit" />
      </Form.Item>
      <Form.Item
        name="scopeType"
        label={label('apiType')}
        rules={[{ required: true, message: text(scopeMessages.apiTypeRequired) }]}
      >
        <DictRadio code={scopeDicts.api} numeric />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')}>
        <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={placeholder('remark')} />
      </Form.Item>
    </>
  );
}
