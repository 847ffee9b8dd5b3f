import { fieldShows, type ModelDraft, type ResourceDef } from '@pharma/contract';
import { Alert, Form, Modal, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { buildColumns } from '../../../crud/columns.tsx';
import { FieldInput } from '../../../crud/FieldInput.tsx';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { useText } from '../../../i18n/useText.ts';
import { developTexts as texts } from '../develop.texts.ts';

/** The draft as a declaration the screens read (a parent picker is left out: its resource does not exist yet). */
function definitionOf(draft: ModelDraft): ResourceDef {
  const fields = Object.fromEntries(
    Object.entries(draft.resource.fields).map(([key, { ref: _ref, ...field }]) => [key, field]),
  );
  return { ...draft.resource, module: 'draft', table: '', fields } as ResourceDef;
}

/**
 * 预览界面: the screen the model's columns would generate, before any code: its list over the table's first rows,
 * and the form as it would open on a row, read-only. Built from the grid's settings as they stand (saved or not).
 */
export function DraftScreenDialog({ draft, onClose }: { draft: ModelDraft; onClose: () => void }) {
  const text = useText();
  const { t } = useTranslation();
  const def = useMemo(() => definitionOf(draft), [draft]);
  const columns = useMemo(() => buildColumns(def, text, t, {}), [def, text, t]);
  const [row, setRow] = useState<CrudRecord | undefined>(draft.rows[0] as CrudRecord | undefined);
  const formKeys = Object.entries(def.fields)
    .filter(([, field]) => fieldShows(field, 'form'))
    .map(([key]) => key);
  return (
    <Modal
      open
      width="min(1200px, 96vw)"
      title={text(texts.draftTitle).replace('{name}', text(def.title))}
      footer={null}
      onCancel={onClose}
    >
      <Alert type="info" showIcon message={text(texts.draftNote)} style={{ marginBottom: 12 }} />
      <Table<CrudRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={draft.rows as CrudRecord[]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(record) => ({ onClick: () => setRow(record) })}
        rowClassName={(record) => (record.id === row?.id ? 'ant-table-row-selected' : '')}
        data-testid="draft-list"
      />
      <Form
        key={row?.id ?? 'empty'}
        layout="vertical"
        disabled
        initialValues={row}
        style={{
          marginTop: 16,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          columnGap: 16,
        }}
        data-testid="draft-form"
      >
        {formKeys.map((key) => (
          <Form.Item key={key} {...fieldItem(def, key, text)}>
            <FieldInput field={def.fields[key]!} where="form" />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
