import { fieldShows, type ResourceDef } from '@pharma/contract';
import { Descriptions, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../dict/DictTag.tsx';
import { useText } from '../i18n/useText.ts';
import { PageSpin } from '../pages/PageSpin.tsx';
import type { CrudRecord } from './api.ts';
import { displayNode } from './display.ts';
import { useCrudDetail } from './useCrud.ts';

/**
 * 查看: the record read-only, fresh from `detail` (the row shows meanwhile, or if the detail call fails). `render`
 * shows a field its own way (a code as its name, an empty parent as 顶级) where the plain value would not read well;
 * dictionary fields and the status (when the resource shows it) read as their labels.
 */
export function ViewDialog({
  def,
  row,
  onClose,
  render,
}: {
  def: ResourceDef;
  row: CrudRecord;
  onClose: () => void;
  render?: Partial<Record<string, (record: CrudRecord) => ReactNode>>;
}) {
  const { t } = useTranslation();
  const text = useText();
  const detail = useCrudDetail(def, row.id);
  // BladeX may answer a missing row with `{}`: keep the row's values underneath.
  const record: CrudRecord = { ...row, ...detail.data };
  const items = Object.entries(def.fields)
    .filter(([, field]) => fieldShows(field, 'view'))
    .map(([key, field]) => ({
      key,
      label: text(field.label),
      children: render?.[key]?.(record) ?? displayNode(record[key], field, t),
    }));
  if (def.status) {
    items.push({
      key: 'status',
      label: text(def.status.label),
      children: render?.status?.(record) ?? <DictTag code={def.status.dict} value={record.status} />,
    });
  }
  items.push(
    { key: 'createTime', label: t('crud.createTime'), children: record.createTime ?? '' },
    { key: 'updateTime', label: t('crud.updateTime'), children: record.updateTime ?? '' },
  );
  return (
    // Read-only: a single 确定 closes it.
    <Modal
      open
      title={t('crud.view')}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={720}
    >
      {detail.isLoading ? <PageSpin /> : <Descriptions bordered column={1} size="small" items={items} />}
    </Modal>
  );
}
