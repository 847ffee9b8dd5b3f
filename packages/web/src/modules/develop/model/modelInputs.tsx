import { modelCalls } from '@pharma/contract';
import { Form, Select } from 'antd';
import type { CustomFieldInputProps } from '../../../crud/FieldInput.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { developTexts as texts } from '../develop.texts.ts';

/**
 * 物理表名: the chosen datasource's tables from its live catalogue, searchable; picking one fills 模型类名,
 * 模型名称 and 模型编号 from the table as Saber's form does (entity name, comment, entity name lower-cased first).
 */
export function ModelTableInput({ id, value, onChange, disabled }: CustomFieldInputProps) {
  const text = useText();
  const form = Form.useFormInstance();
  const datasourceId = Form.useWatch('datasourceId', form) as string | undefined;
  const tables = useCall(modelCalls.tableList, datasourceId ? { datasourceId } : undefined, {
    enabled: Boolean(datasourceId),
  });
  const pick = async (table: string) => {
    onChange?.(table);
    if (!datasourceId) return;
    const info = await callApi(modelCalls.tableInfo, { query: { datasourceId, tableName: table } }).catch(
      () => undefined,
    );
    if (!info) return;
    const code = info.entityName.charAt(0).toLowerCase() + info.entityName.slice(1);
    form.setFieldsValue({
      modelClass: form.getFieldValue('modelClass') || info.entityName,
      modelName: form.getFieldValue('modelName') || info.comment || info.name,
      modelCode: form.getFieldValue('modelCode') || code,
    });
  };
  return (
    <Select
      id={id}
      showSearch
      disabled={disabled}
      loading={tables.isFetching}
      placeholder={datasourceId ? undefined : text(texts.pickDatasourceFirst)}
      value={(value as string | undefined) || undefined}
      options={(tables.data ?? []).map((t) => ({ value: t.name, label: t.comment }))}
      optionFilterProp="label"
      onChange={(table: string) => void pick(table)}
    />
  );
}
