import type { ReportBlock } from '@pharma/contract';
import { Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLang, useText } from '../../../i18n/useText.ts';
import { reportTexts as texts } from '../report.texts.ts';

type ChartBlock = Extract<ReportBlock, { type: 'chart' }>;
type Chart = { resize(): void; dispose(): void; setOption(option: unknown): void };

/** The ECharts option of a chart block: x one column, y one series per column (a pie takes the first). */
export function chartOption(block: ChartBlock, rows: ReadonlyArray<Record<string, unknown>>) {
  const xs = rows.map((r) => String(r[block.x] ?? ''));
  if (block.chart === 'pie') {
    const y = block.y[0]!;
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', radius: '60%', data: rows.map((r, i) => ({ name: xs[i], value: Number(r[y] ?? 0) })) }],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 48, right: 16, top: 16, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: [...new Set(xs)] },
    yAxis: { type: 'value' },
    series: block.y.map((y) => ({ name: y, type: block.chart, data: rows.map((r) => Number(r[y] ?? 0)) })),
  };
}

/** A chart block drawn with ECharts, which is fetched when the first chart shows (never in the shell's bundle). */
export function ReportChart({ block, rows }: { block: ChartBlock; rows: ReadonlyArray<Record<string, unknown>> }) {
  const box = useRef<HTMLDivElement>(null);
  const lang = useLang();
  const text = useText();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    let chart: Chart | undefined;
    const resize = () => chart?.resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    import('./charts.ts')
      .then(({ init }) => {
        if (gone || !box.current) return;
        chart = init(box.current, undefined, { locale: lang === 'en' ? 'EN' : 'ZH' });
        chart.setOption(chartOption(block, rows));
        observer?.observe(box.current);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [block, rows, lang]);
  if (failed) return <Typography.Text type="danger">{text(texts.chartsFailed)}</Typography.Text>;
  return <div ref={box} className="report-chart" data-testid="report-chart" />;
}
