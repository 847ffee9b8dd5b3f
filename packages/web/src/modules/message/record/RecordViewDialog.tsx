import { fieldShows, messageRecordResource } from '@pharma/contract';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { displayNode } from '../../../crud/display.ts';
import { useCrudDetail } from '../../../crud/useCrud.ts';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { recordStatusColors } from '../shared/statusColors.ts';
import { AttemptsTable } from './AttemptsTable.tsx';

const def = messageRecordResource;
/** What people wrote or the pipeline rendered: kept as typed (line breaks), never read as markup. */
const asText = new Set(['content', 'params', 'errorMsg', 'title']);

/**
 * 查看 of a message record: every field of its detail (the receiver unmasked there), its state as a coloured tag,
 * and below it the attempts made to deliver it.
 */
export function RecordViewDialog({ row, onClose }: { row: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const detail = useCrudDetail(def, row.id);
  const record: CrudRecord = { ...row, ...detail.data };
  const items = Object.entries(def.fields)
    .filter(([, field]) => fieldShows(field, 'view'))
    .map(([key, field]) => ({
      key,
      label: text(field.label),
      children: asText.has(key) ? (
        <span className="user-data" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {String(record[key] ?? '')}
        </span>
      ) : (
        displayNode(record[key], field, t)
      ),
    }));
  items.push(
    {
      key: 'status',
      label: text(def.status!.label),
      children: <DictTag code={def.status!.dict} value={record.status} colors={recordStatusColors} />,
    },
    { key: 'createTime', label: t('crud.createTime'), children: record.createTime ?? '' },
  );
  return (
    <Modal
      open
      title={t('crud.view')}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={900}
    >
      {detail.isLoading ? (
        <PageSpin />
      ) : (
        <Descriptions bordered column={1} size="small" items={items} data-testid="record-view" />
      )}
      <AttemptsTable recordId={row.id} />
    </Modal>
  );
}
