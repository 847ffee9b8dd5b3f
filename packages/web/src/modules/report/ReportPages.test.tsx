import { type ReportDefinition, type ReportFileDetail, reportCalls } from '@pharma/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../test/fakeBackend.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { setHttpHooks } from '../../lib/http.ts';
import { ReportDesigner } from './designer/ReportDesignerPage.tsx';
import { ReportView } from './viewer/ReportView.tsx';

const position = (y: number) => ({ x: 0, y, w: 24, h: 4 });
const definition: ReportDefinition = {
  title: { zh: '供应商月度采购金额', en: 'Purchase amount by supplier and month' },
  parameters: [],
  datasets: [{ kind: 'sql', name: 'amounts', datasourceId: '1', sql: 'select 1' }],
  blocks: [
    { type: 'text', content: { zh: '不含已删除的订单。', en: 'Removed orders left out.' }, position: position(0) },
    {
      type: 'crosstab',
      dataset: 'amounts',
      rows: ['supplier'],
      columns: ['month'],
      value: 'amount',
      aggregate: 'sum',
      position: position(1),
    },
    {
      type: 'table',
      dataset: 'amounts',
      columns: [
        { field: 'supplier', label: { zh: '供应商', en: 'Supplier' } },
        { field: 'amount', label: { zh: '金额', en: 'Amount' } },
      ],
      position: position(2),
    },
  ],
};
const rows = [
  { supplier: '国药控股', month: '2026-10', amount: '1200.50' },
  { supplier: '国药控股', month: '2026-10', amount: '99.50' },
  { supplier: '国药控股', month: '2026-11', amount: '300.00' },
  { supplier: '华润医药', month: '2026-11', amount: '80.00' },
];
const run = {
  datasets: [{ name: 'amounts', columns: ['supplier', 'month', 'amount'], rows, truncated: false }],
  rowCap: 10_000,
};

afterEach(() => cleanup());

describe('报表 viewer', () => {
  it('shows a text block, a cross-tab worked out in the browser, and a table', async () => {
    renderApp(<ReportView definition={definition} run={run} />);
    expect(await screen.findByText('不含已删除的订单。')).toBeTruthy();
    const crosstab = screen.getByTestId('report-crosstab');
    const headers = within(crosstab)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['supplier', '2026-10', '2026-11', '合计']);
    const lines = within(crosstab)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(lines).toEqual([
      ['国药控股', '1300', '300', '1600'],
      ['华润医药', '', '80', '80'],
    ]);
    expect(screen.getByRole('columnheader', { name: '供应商' })).toBeTruthy();
    expect(screen.getAllByText('1200.50')).toHaveLength(1);
  });
});

describe('报表 designer', () => {
  it('refuses a definition its schema refuses, saying where, and saves nothing', async () => {
    setHttpHooks({ navigate: vi.fn() });
    const server = fakeBackend().on(reportCalls.submit, () => ({ id: '9', name: 'x' }) as never);
    const file: ReportFileDetail = {
      id: '9',
      name: 'purchase.report.json',
      createTime: '2026-12-01 08:00:00',
      updateTime: '2026-12-01 08:00:00',
      definition,
    };
    renderApp(<ReportDesigner file={file} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'JSON' }));
    const bad = { ...definition, blocks: [{ type: 'table', dataset: 'nope', position: position(0) }] };
    fireEvent.change(await screen.findByLabelText('报表定义(JSON)'), { target: { value: JSON.stringify(bad) } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '报表定义有误(blocks.0.dataset):没有名为“nope”的数据集',
    );
    fireEvent.change(screen.getByLabelText('报表定义(JSON)'), { target: { value: '{broken' } });
    fireEvent.click(screen.getByRole('tab', { name: '表单' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('报表定义不是合法的 JSON'));
    expect(server.asked(reportCalls.submit)).toEqual([]);
    // A good one is sent as the definition itself.
    fireEvent.change(screen.getByLabelText('报表定义(JSON)'), { target: { value: JSON.stringify(definition) } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.asked(reportCalls.submit)).toHaveLength(1));
    expect(server.asked(reportCalls.submit)[0]!.body).toMatchObject({ id: '9', content: definition });
    expect(server.problems).toEqual([]);
  });
});
