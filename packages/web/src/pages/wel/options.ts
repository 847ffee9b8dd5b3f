import type { Tally, Text, UserStats } from '@pharma/contract';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { dashboardTexts } from './texts.ts';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;

export type ChartName = 'depts' | 'months' | 'roles';
export const chartNames: readonly ChartName[] = ['depts', 'months', 'roles'];

const names = (tallies: Tally[]) => tallies.map((t) => t.name);
const counts = (tallies: Tally[]) => tallies.map((t) => t.count);
const grid = { left: 48, right: 24, top: 56, bottom: 48, containLabel: true };

/** The three charts of the dashboard, titled in the current language. */
export function chartOptions(stats: UserStats, text: (t: Text) => string): Record<ChartName, ChartOption> {
  return {
    depts: {
      title: { text: text(dashboardTexts.depts), left: 'center', textStyle: { fontSize: 14 } },
      tooltip: { trigger: 'axis' },
      grid,
      xAxis: { type: 'category', data: names(stats.depts), axisLabel: { interval: 0, rotate: 30 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name: text(dashboardTexts.users), data: counts(stats.depts), barMaxWidth: 40 }],
    },
    months: {
      title: { text: text(dashboardTexts.months), left: 'center', textStyle: { fontSize: 14 } },
      tooltip: { trigger: 'axis' },
      grid,
      xAxis: { type: 'category', data: names(stats.months), boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'line', name: text(dashboardTexts.newUsers), data: counts(stats.months), smooth: true, areaStyle: {} },
      ],
    },
    roles: {
      title: { text: text(dashboardTexts.roles), left: 'center', textStyle: { fontSize: 14 } },
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: text(dashboardTexts.users),
          radius: ['35%', '60%'],
          data: stats.roles.map((r) => ({ name: r.name, value: r.count })),
        },
      ],
    },
  };
}
