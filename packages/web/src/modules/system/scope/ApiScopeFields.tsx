import { apiScopeResource, maxLengthOf, scopeMessages } from '@pharma/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { DictRadio } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';

const { fields } = apiScopeResource;
type Key = keyof typeof fields;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * 接口权限's inputs (names, labels and rules from the declaration). A scope covers a route by its path or by its
 * permission code, so one of the two is needed; a path is an API path (`/api/…`): the server's rules, with its words.
 */
export function ApiScopeFields() {
  const { t } = useTranslation();
  const text = useText();
  const item = (key: Key) => fieldItem(apiScopeResource, key, text);
  const input = (key: Key) => ({
    maxLength: maxLengthOf(fields[key]),
    placeholder: t('crud.input', { label: text(fields[key].label) }),
  });
  return (
    <>
      <Form.Item {...item('scopeName')}>
        <Input {...input('scopeName')} />
      </Form.Item>
      <Form.Item {...item('resourceCode')}>
        <Input {...input('resourceCode')} />
      </Form.Item>
      <Form.Item
        {...item('scopePath')}
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
        <Input maxLength={maxLengthOf(fields.scopePath)} placeholder="/api/blade-system/param/submit" />
      </Form.Item>
      <Form.Item {...item('scopeType')}>
        <DictRadio code={fields.scopeType.dict} numeric />
      </Form.Item>
      <Form.Item {...item('remark')}>
        <Input.TextArea {...input('remark')} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
