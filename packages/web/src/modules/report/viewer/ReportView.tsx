import type { ReportBlock, ReportDefinition, ReportRunReply } from '@pharma/contract';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useText } from '../../../i18n/useText.ts';
import { reportTexts as texts } from '../report.texts.ts';
import { crosstabKey, crosstabOf } from './crosstab.ts';
import { ReportChart } from './ReportChart.tsx';
import './report.css';

type Row = Record<string, unknown>;
type Dataset = ReportRunReply['datasets'][number];

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function TableBlock({ block, dataset }: { block: Extract<ReportBlock, { type: 'table' }>; dataset: Dataset }) {
  const text = useText();
  const shown = block.columns ?? dataset.columns.map((field) => ({ field, label: { zh: field, en: field } }));
  const columns: ColumnsType<Row> = shown.map((c) => ({
    key: c.field,
    dataIndex: c.field,
    title: text(c.label),
    render: cell,
  }));
  return (
    <Table<Row>
      size="small"
      columns={columns}
      dataSource={dataset.rows.map((r, i) => ({ ...r, __key: i }))}
      rowKey="__key"
      pagination={dataset.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text(texts.noRows) }}
    />
  );
}

function CrosstabBlock({ block, dataset }: { block: Extract<ReportBlock, { type: 'crosstab' }>; dataset: Dataset }) {
  const text = useText();
  const tab = crosstabOf(block, dataset.rows);
  type Line = { key: string; head: string[] };
  const columns: ColumnsType<Line> = [
    ...block.rows.map((field, i) => ({
      key: `row-${field}`,
      title: field,
      fixed: 'left' as const,
      render: (_: unknown, line: Line) => <strong>{line.head[i]}</strong>,
    })),
    ...tab.columnKeys.map((c) => ({
      key: `col-${crosstabKey(c)}`,
      title: c.join(' / '),
      align: 'right' as const,
      render: (_: unknown, line: Line) => cell(tab.cells.get(`${line.key}\u0000${crosstabKey(c)}`)),
    })),
    {
      key: 'total',
      title: text(texts.total),
      align: 'right' as const,
      render: (_: unknown, line: Line) => <strong>{cell(tab.rowTotals.get(line.key))}</strong>,
    },
  ];
  return (
    <Table<Line>
      size="small"
      bordered
      columns={columns}
      dataSource={tab.rowKeys.map((head) => ({ key: crosstabKey(head), head }))}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text(texts.noRows) }}
      data-testid="report-crosstab"
    />
  );
}

function Block({ block, datasets }: { block: ReportBlock; datasets: Map<string, Dataset> }) {
  const text = useText();
  if (block.type === 'text')
    return <Typography.Paragraph className="report-text">{text(block.content)}</Typography.Paragraph>;
  const dataset = datasets.get(block.dataset);
  if (!dataset) return null;
  if (block.type === 'table') return <TableBlock block={block} dataset={dataset} />;
  if (block.type === 'crosstab') return <CrosstabBlock block={block} dataset={dataset} />;
  return <ReportChart block={block} rows={dataset.rows} />;
}

/**
 * A report as it reads: its blocks on the 24-column grid (one column under 768 px), each from its dataset of the
 * run's reply. The same markup prints (report.css hides the console around it).
 */
export function ReportView({ definition, run }: { definition: ReportDefinition; run?: ReportRunReply }) {
  const text = useText();
  const datasets = new Map((run?.datasets ?? []).map((d) => [d.name, d]));
  const cut = (run?.datasets ?? []).filter((d) => d.truncated);
  const ordered = [...definition.blocks].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
  return (
    <div className="report-page">
      <Typography.Title level={4} className="report-title">
        {text(definition.title)}
      </Typography.Title>
      {cut.map((d) => (
        <Typography.Paragraph key={d.name} type="warning" className="report-no-print">
          {text(texts.truncated).replace('{name}', d.name).replaceAll('{cap}', String(run?.rowCap))}
        </Typography.Paragraph>
      ))}
      <div className="report-grid">
        {ordered.map((block, i) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is the definition's.
            key={i}
            className={`report-block report-block-${block.type}`}
            style={{
              gridColumn: `${block.position.x + 1} / span ${block.position.w}`,
              gridRow: `${block.position.y + 1} / span ${block.position.h}`,
            }}
          >
            {block.title && <Typography.Title level={5}>{text(block.title)}</Typography.Title>}
            <Block block={block} datasets={datasets} />
          </section>
        ))}
      </div>
    </div>
  );
}
