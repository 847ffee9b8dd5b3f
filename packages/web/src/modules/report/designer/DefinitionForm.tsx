import {
  type ReportBlock,
  type ReportDataset,
  type ReportDefinition,
  type ReportParameter,
  reportAggregates,
  reportChartTypes,
  reportParameterTypes,
} from '@pharma/contract';
import { Button, Card, Col, Input, InputNumber, Row, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { blockTypeTexts, reportTexts as texts } from '../report.texts.ts';

type Change = (next: ReportDefinition) => void;
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const at = (y: number) => ({ x: 0, y, w: 24, h: 6 });

/** A labelled input of the form, half a row wide on a desktop, the whole row on a phone. */
function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? 24 : 12} lg={wide ? 24 : 6}>
      <div className="report-designer-label">{label}</div>
      {children}
    </Col>
  );
}

function Section({ title, onAdd, children }: { title: string; onAdd: () => void; children: ReactNode }) {
  const text = useText();
  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 12 }}
      extra={
        <Button size="small" onClick={onAdd}>
          {text(texts.add)}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {children}
      </Space>
    </Card>
  );
}

function Item({ onRemove, children }: { onRemove: () => void; children: ReactNode }) {
  const text = useText();
  return (
    <Card
      size="small"
      type="inner"
      extra={
        <Button size="small" danger onClick={onRemove}>
          {text(texts.remove)}
        </Button>
      }
    >
      <Row gutter={[12, 8]}>{children}</Row>
    </Card>
  );
}

function replaced<T>(items: readonly T[], index: number, next: T | undefined): T[] {
  return items.flatMap((item, i) => (i !== index ? [item] : next === undefined ? [] : [next]));
}

function ParameterItem({ p, set }: { p: ReportParameter; set: (next?: ReportParameter) => void }) {
  const text = useText();
  return (
    <Item onRemove={() => set()}>
      <Field label={text(texts.name)}>
        <Input value={p.name} onChange={(e) => set({ ...p, name: e.target.value })} />
      </Field>
      <Field label={text(texts.labelZh)}>
        <Input value={p.label.zh} onChange={(e) => set({ ...p, label: { ...p.label, zh: e.target.value } })} />
      </Field>
      <Field label={text(texts.labelEn)}>
        <Input value={p.label.en} onChange={(e) => set({ ...p, label: { ...p.label, en: e.target.value } })} />
      </Field>
      <Field label={text(texts.type)}>
        <Select
          style={{ width: '100%' }}
          value={p.type}
          options={reportParameterTypes.map((t) => ({ value: t, label: t }))}
          onChange={(type) => set({ ...p, type })}
        />
      </Field>
      {p.type === 'dict' && (
        <Field label={text(texts.dict)}>
          <Input value={p.dict ?? ''} onChange={(e) => set({ ...p, dict: e.target.value })} />
        </Field>
      )}
      <Field label={text(texts.defaultValue)}>
        <Input
          value={p.default === null || p.default === undefined ? '' : String(p.default)}
          onChange={(e) => set({ ...p, default: e.target.value === '' ? null : e.target.value })}
        />
      </Field>
    </Item>
  );
}

function DatasetItem({ d, set }: { d: ReportDataset; set: (next?: ReportDataset) => void }) {
  const text = useText();
  const kind = (k: 'sql' | 'call'): ReportDataset =>
    k === 'sql'
      ? { kind: 'sql', name: d.name, datasourceId: '1', sql: 'select 1' }
      : { kind: 'call', name: d.name, path: '' };
  return (
    <Item onRemove={() => set()}>
      <Field label={text(texts.name)}>
        <Input value={d.name} onChange={(e) => set({ ...d, name: e.target.value })} />
      </Field>
      <Field label={text(texts.kind)}>
        <Select
          style={{ width: '100%' }}
          value={d.kind}
          options={[
            { value: 'sql', label: 'SQL' },
            { value: 'call', label: text(texts.path) },
          ]}
          onChange={(k) => set(kind(k))}
        />
      </Field>
      {d.kind === 'sql' ? (
        <>
          <Field label={text(texts.datasourceId)}>
            <Input value={d.datasourceId} onChange={(e) => set({ ...d, datasourceId: e.target.value })} />
          </Field>
          <Field label={text(texts.sql)} wide>
            <Input.TextArea
              value={d.sql}
              autoSize={{ minRows: 3, maxRows: 16 }}
              style={{ fontFamily: 'monospace' }}
              onChange={(e) => set({ ...d, sql: e.target.value })}
            />
          </Field>
        </>
      ) : (
        <Field label={text(texts.path)} wide>
          <Input
            value={d.path}
            placeholder="blade-desk/notice/list"
            onChange={(e) => set({ ...d, path: e.target.value })}
          />
        </Field>
      )}
    </Item>
  );
}

function BlockItem({ b, set, datasets }: { b: ReportBlock; set: (next?: ReportBlock) => void; datasets: string[] }) {
  const text = useText();
  const fresh = (type: ReportBlock['type']): ReportBlock => {
    const dataset = 'dataset' in b ? b.dataset : (datasets[0] ?? '');
    const base = { position: b.position, ...(b.title ? { title: b.title } : {}) };
    if (type === 'text') return { type, content: { zh: '', en: '' }, ...base };
    if (type === 'table') return { type, dataset, ...base };
    if (type === 'chart') return { type, dataset, chart: 'bar', x: '', y: [], ...base };
    return { type, dataset, rows: [], columns: [], value: '', aggregate: 'sum', ...base };
  };
  const pos = b.position;
  return (
    <Item onRemove={() => set()}>
      <Field label={text(texts.type)}>
        <Select
          style={{ width: '100%' }}
          value={b.type}
          options={(['table', 'crosstab', 'chart', 'text'] as const).map((t) => ({
            value: t,
            label: text(blockTypeTexts[t]),
          }))}
          onChange={(t) => set(fresh(t))}
        />
      </Field>
      {b.type !== 'text' && (
        <Field label={text(texts.dataset)}>
          <Select
            style={{ width: '100%' }}
            value={b.dataset}
            options={datasets.map((d) => ({ value: d, label: d }))}
            onChange={(dataset) => set({ ...b, dataset })}
          />
        </Field>
      )}
      <Field label={text(texts.position)}>
        <Space.Compact>
          {(['x', 'y', 'w', 'h'] as const).map((k) => (
            <InputNumber
              key={k}
              aria-label={k}
              min={k === 'w' || k === 'h' ? 1 : 0}
              max={k === 'w' ? 24 : k === 'x' ? 23 : 999}
              value={pos[k]}
              onChange={(v) => set({ ...b, position: { ...pos, [k]: Number(v ?? 0) } })}
              style={{ width: 64 }}
            />
          ))}
        </Space.Compact>
      </Field>
      {b.type === 'crosstab' && (
        <>
          <Field label={`${text(texts.rows)} · ${text(texts.fields)}`}>
            <Input value={b.rows.join(', ')} onChange={(e) => set({ ...b, rows: list(e.target.value) })} />
          </Field>
          <Field label={`${text(texts.columns)} · ${text(texts.fields)}`}>
            <Input value={b.columns.join(', ')} onChange={(e) => set({ ...b, columns: list(e.target.value) })} />
          </Field>
          <Field label={text(texts.value)}>
            <Input value={b.value} onChange={(e) => set({ ...b, value: e.target.value })} />
          </Field>
          <Field label={text(texts.aggregate)}>
            <Select
              style={{ width: '100%' }}
              value={b.aggregate}
              options={reportAggregates.map((a) => ({ value: a, label: a }))}
              onChange={(aggregate) => set({ ...b, aggregate })}
            />
          </Field>
        </>
      )}
      {b.type === 'chart' && (
        <>
          <Field label={text(texts.chart)}>
            <Select
              style={{ width: '100%' }}
              value={b.chart}
              options={reportChartTypes.map((c) => ({ value: c, label: c }))}
              onChange={(chart) => set({ ...b, chart })}
            />
          </Field>
          <Field label={text(texts.x)}>
            <Input value={b.x} onChange={(e) => set({ ...b, x: e.target.value })} />
          </Field>
          <Field label={text(texts.y)}>
            <Input value={b.y.join(', ')} onChange={(e) => set({ ...b, y: list(e.target.value) })} />
          </Field>
        </>
      )}
      {b.type === 'text' && (
        <>
          <Field label={text(texts.contentZh)} wide>
            <Input.TextArea
              value={b.content.zh}
              onChange={(e) => set({ ...b, content: { ...b.content, zh: e.target.value } })}
            />
          </Field>
          <Field label={text(texts.contentEn)} wide>
            <Input.TextArea
              value={b.content.en}
              onChange={(e) => set({ ...b, content: { ...b.content, en: e.target.value } })}
            />
          </Field>
        </>
      )}
    </Item>
  );
}

/** The definition as a form: its title, then its parameters, datasets and blocks, each added and removed here. */
export function DefinitionForm({ value, onChange }: { value: ReportDefinition; onChange: Change }) {
  const text = useText();
  const d = value;
  const names = d.datasets.map((s) => s.name);
  return (
    <div>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Row gutter={[12, 8]}>
          <Field label={text(texts.titleZh)}>
            <Input value={d.title.zh} onChange={(e) => onChange({ ...d, title: { ...d.title, zh: e.target.value } })} />
          </Field>
          <Field label={text(texts.titleEn)}>
            <Input value={d.title.en} onChange={(e) => onChange({ ...d, title: { ...d.title, en: e.target.value } })} />
          </Field>
        </Row>
      </Card>
      <Section
        title={text(texts.parameters)}
        onAdd={() =>
          onChange({
            ...d,
            parameters: [
              ...d.parameters,
              { name: `p${d.parameters.length + 1}`, label: { zh: '参数', en: 'Parameter' }, type: 'string' },
            ],
          })
        }
      >
        {d.parameters.map((p, i) => (
          <ParameterItem
            // biome-ignore lint/suspicious/noArrayIndexKey: a parameter's place is its identity while it is edited.
            key={i}
            p={p}
            set={(next) => onChange({ ...d, parameters: replaced(d.parameters, i, next) })}
          />
        ))}
      </Section>
      <Section
        title={text(texts.datasets)}
        onAdd={() =>
          onChange({
            ...d,
            datasets: [
              ...d.datasets,
              { kind: 'sql', name: `ds${d.datasets.length + 1}`, datasourceId: '1', sql: 'select 1 as one' },
            ],
          })
        }
      >
        {d.datasets.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dataset's place is its identity while it is edited.
          <DatasetItem key={i} d={s} set={(next) => onChange({ ...d, datasets: replaced(d.datasets, i, next) })} />
        ))}
      </Section>
      <Section
        title={text(texts.blocks)}
        onAdd={() =>
          onChange({
            ...d,
            blocks: [
              ...d.blocks,
              names[0]
                ? { type: 'table', dataset: names[0], position: at(d.blocks.length * 6) }
                : { type: 'text', content: { zh: '文本', en: 'Text' }, position: at(d.blocks.length * 6) },
            ],
          })
        }
      >
        {d.blocks.map((b, i) => (
          <BlockItem
            // biome-ignore lint/suspicious/noArrayIndexKey: a block's place is its identity while it is edited.
            key={i}
            b={b}
            datasets={names}
            set={(next) => onChange({ ...d, blocks: replaced(d.blocks, i, next) })}
          />
        ))}
      </Section>
    </div>
  );
}
