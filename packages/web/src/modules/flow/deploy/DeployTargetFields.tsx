import { flowCategoryDict } from '@pharma/contract';
import { Form, Radio, Typography } from 'antd';
import { TenantSelect } from '../../../crud/crossTenant.tsx';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { deployTexts as texts } from './deploy.texts.ts';
import type { DeployTargetValues } from './deployTarget.ts';

/**
 * The form items of a deployment's target, for 流程部署 and 模型管理's 部署: the category (dictionary `flow`), 通用 or
 * 定制, and for 定制 the tenants (tenant/select). Used inside a Form whose values are DeployTargetValues.
 */
export function DeployTargetFields() {
  const text = useText();
  return (
    <>
      <Form.Item
        name="category"
        label={text(texts.category)}
        rules={[{ required: true, message: text(texts.categoryRequired) }]}
      >
        <DictSelect code={flowCategoryDict} placeholder={text(texts.categoryRequired)} />
      </Form.Item>
      <Form.Item name="mode" label={text(texts.mode)} initialValue="common">
        <Radio.Group
          options={[
            { value: 'common', label: text(texts.common) },
            { value: 'custom', label: text(texts.custom) },
          ]}
        />
      </Form.Item>
      <Form.Item<DeployTargetValues> noStyle dependencies={['mode']}>
        {({ getFieldValue }) =>
          getFieldValue('mode') === 'custom' ? (
            <Form.Item
              name="tenantIds"
              label={text(texts.tenants)}
              rules={[{ required: true, message: text(texts.tenantsRequired) }]}
            >
              <TenantSelect mode="multiple" allowClear placeholder={text(texts.tenantsRequired)} />
            </Form.Item>
          ) : (
            <Form.Item label=" " colon={false}>
              <Typography.Text type="secondary">{text(texts.commonHint)}</Typography.Text>
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}
