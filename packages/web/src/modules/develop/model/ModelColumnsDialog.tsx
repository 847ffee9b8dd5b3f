import {
  type CatalogueColumn,
  type ModelDraft,
  modelCalls,
  modelPrototypeCalls,
  modelPrototypeResource,
  type PrototypeSync,
  prototypeComponents,
  prototypeOf,
  prototypePropertyTypes,
  prototypeQueryTypes,
} from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { developTexts as texts } from '../develop.texts.ts';
import { DraftScreenDialog } from './DraftScreenDialog.tsx';

/** One row of the grid: a column's settings as 提交 sends them. */
type ColumnRow = ReturnType<typeof prototypeOf> & { id?: string };

const labels = modelPrototypeResource.fields;
const flags = ['isList', 'isForm', 'isRow', 'isRequired'] as const;
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The model's saved columns, else its table's with Saber's first-load defaults (not saved until 提交). */
async function loadColumns(modelId: string): Promise<{ rows: ColumnRow[]; saved: boolean }> {
  const reply = await callApi(modelCalls.modelPrototype, { query: { modelId } });
  const saved = reply.some((c) => 'jdbcName' in c);
  const rows = reply.map((c) =>
    'jdbcName' in c ? ({ ...c, id: String(c.id) } as unknown as ColumnRow) : prototypeOf(modelId, c as CatalogueColumn),
  );
  return { rows, saved };
}

/**
 * 数据库模型配置: every column of a model in one editable grid (property name and type, description, list, form,
 * whole row, required, component, dictionary, query and its operator), 提交 saving the whole set at once, and
 * 从数据库同步 showing what changed in the table before applying it with every setting kept.
 */
export function ModelColumnsDialog({ model, onClose }: { model: CrudRecord; onClose: () => void }) {
  const text = useText();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const modelId = String(model.id);
  const [rows, setRows] = useState<ColumnRow[] | undefined>();
  const [saved, setSaved] = useState(true);
  const [sync, setSync] = useState<PrototypeSync | undefined>();
  const [busy, setBusy] = useState(false);

  const reload = () =>
    loadColumns(modelId)
      .then((loaded) => {
        setRows(loaded.rows);
        setSaved(loaded.saved);
      })
      .catch(() => setRows([]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per model
  useEffect(() => void reload(), [modelId]);

  const edit = (index: number, change: Partial<ColumnRow>) =>
    setRows((all) => all?.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = () =>
    modal.confirm({
      title: text(texts.submitConfirm),
      onOk: async () => {
        const body = (rows ?? []).map((r) => ({ ...r, modelId }));
        const reply = await callApi(modelPrototypeCalls.submitList, { body }).catch(() => undefined);
        if (!reply) return;
        void message.success(text(texts.submitted));
        await invalidateFolders(client, 'blade-develop/model-prototype', 'blade-develop/model');
        await reload();
      },
    });

  const previewSync = async () => {
    setBusy(true);
    const diff = await callApi(modelPrototypeCalls.syncPreview, { query: { modelId } }).catch(() => undefined);
    setBusy(false);
    if (!diff) return;
    if (diff.added.length + diff.dropped.length + diff.changed.length === 0) void message.info(text(texts.syncNothing));
    else setSync(diff);
  };

  const [draft, setDraft] = useState<ModelDraft>();
  const previewScreen = async () => {
    setBusy(true);
    const body = (rows ?? []).map(({ id: _id, ...r }) => ({ ...r, modelId }));
    const reply = await callApi(modelCalls.draft, { query: { modelId }, body }).catch(() => undefined);
    setBusy(false);
    if (reply) setDraft(reply);
  };

  const applySync = async () => {
    const done = await callApi(modelPrototypeCalls.sync, { query: { modelId } }).catch(() => undefined);
    setSync(undefined);
    if (!done) return;
    void message.success(text(texts.syncDone));
    await reload();
  };

  /** A column of the grid whose cell edits one setting: typed text, a choice among `choices`, or a switch. */
  type Key = keyof typeof labels & keyof ColumnRow;
  const editable = (
    key: Key,
    width: number,
    choices?: readonly string[] | 'switch',
  ): ColumnsType<ColumnRow>[number] => {
    const label = text(labels[key].label);
    const render = (v: unknown, r: ColumnRow, i: number) => {
      if (choices === 'switch')
        return (
          <Switch
            size="small"
            checked={Number(v) === 1}
            aria-label={label}
            onChange={(on) => edit(i, { [key]: on ? 1 : 0 })}
          />
        );
      if (choices)
        return (
          <Select
            size="small"
            value={v as string}
            aria-label={label}
            // The operator means something only for a searched column.
            disabled={key === 'queryType' && Number(r.isQuery) !== 1}
            style={{ width: '100%' }}
            options={options(choices)}
            onChange={(value) => edit(i, { [key]: value })}
          />
        );
      return (
        <Input
          size="small"
          value={v as string}
          aria-label={label}
          onChange={(e) => edit(i, { [key]: e.target.value })}
        />
      );
    };
    return { title: label, dataIndex: key, width, render };
  };

  const columns: ColumnsType<ColumnRow> = [
    { title: text(labels.jdbcName.label), dataIndex: 'jdbcName', fixed: 'left', width: 150 },
    { title: text(labels.jdbcType.label), dataIndex: 'jdbcType', width: 150, ellipsis: true },
    editable('propertyName', 150),
    editable('propertyType', 130, prototypePropertyTypes),
    editable('jdbcComment', 180),
    ...flags.map((flag) => editable(flag, 90, 'switch')),
    editable('componentType', 120, prototypeComponents),
    editable('dictCode', 130),
    editable('isQuery', 90, 'switch'),
    editable('queryType', 120, prototypeQueryTypes),
  ];

  const name = String(model.modelName ?? model.modelTable ?? '');
  return (
    <Modal
      open
      width="96vw"
      style={{ top: 16 }}
      title={text(texts.modelColumnsTitle).replace('{name}', name)}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button loading={busy} disabled={!rows?.length} onClick={() => void previewScreen()}>
            {text(texts.draft)}
          </Button>
          <Button loading={busy} onClick={() => void previewSync()}>
            {text(texts.sync)}
          </Button>
          <Button onClick={onClose}>{text(texts.close)}</Button>
          <Button type="primary" disabled={!rows?.length} onClick={submit}>
            {text(texts.submitColumns)}
          </Button>
        </Space>
      }
    >
      {!saved && rows && rows.length > 0 && (
        <Alert type="info" showIcon message={text(texts.unsaved)} style={{ marginBottom: 12 }} />
      )}
      <Table<ColumnRow>
        rowKey="jdbcName"
        size="small"
        loading={rows === undefined}
        dataSource={rows ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 1700, y: '60vh' }}
      />
      {sync && (
        <Modal
          open
          title={text(texts.syncTitle)}
          okText={text(texts.syncApply)}
          onOk={() => void applySync()}
          onCancel={() => setSync(undefined)}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            {sync.added.map((c) => (
              <div key={`a${c.jdbcName}`}>
                <Tag color="green">{text(texts.added)}</Tag>
                <b>{c.jdbcName}</b> <code>{c.jdbcType}</code> {c.jdbcComment}
              </div>
            ))}
            {sync.dropped.map((c) => (
              <div key={`d${c.jdbcName}`}>
                <Tag color="red">{text(texts.dropped)}</Tag>
                <b>{c.jdbcName}</b>
              </div>
            ))}
            {sync.changed.map((c) => (
              <div key={`c${c.jdbcName}`}>
                <Tag color="orange">{text(texts.changed)}</Tag>
                <b>{c.jdbcName}</b>: <code>{c.from.jdbcType}</code> → <code>{c.to.jdbcType}</code>
                {c.from.jdbcComment !== c.to.jdbcComment && ` · ${c.from.jdbcComment} → ${c.to.jdbcComment}`}
              </div>
            ))}
          </Space>
        </Modal>
      )}
      {draft && <DraftScreenDialog draft={draft} onClose={() => setDraft(undefined)} />}
    </Modal>
  );
}
