import type { UserStats } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/httpStub.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { http, setHttpHooks } from '../../lib/http.ts';
import { TestPage } from '../test/TestPage.tsx';
import { DashboardPage } from './DashboardPage.tsx';

/**
 * /wel/dashboard draws the server's figures with ECharts (replaced here by a recorder: jsdom has no canvas), and
 * /test/index, the developer playground.
 */

interface FakeChart {
  box: HTMLElement;
  locale: string;
  option: any;
  resize: ReturnType<typeof vi.fn>;
  dispose: ReturnType<typeof vi.fn>;
}
const charts: FakeChart[] = [];
let failNext = false;

vi.mock('./charts.ts', () => ({
  init: (box: HTMLElement, _theme: unknown, opts: { locale: string }) => {
    if (failNext) {
      failNext = false;
      throw new Error('chunk failed');
    }
    const chart: FakeChart = {
      box,
      locale: opts.locale,
      option: undefined,
      resize: vi.fn(),
      dispose: vi.fn(),
    };
    charts.push(chart);
    return { ...chart, setOption: (o: unknown) => (chart.option = o), resize: chart.resize, dispose: chart.dispose };
  },
}));

const stats: UserStats = {
  total: 5,
  depts: [
    { name: '研发部', count: 3 },
    { name: '质检部', count: 2 },
  ],
  roles: [{ name: '普通用户', count: 5 }],
  months: Array.from({ length: 12 }, (_, i) => ({ name: `2026-${String(i + 1).padStart(2, '0')}`, count: i % 2 })),
};

function startServer() {
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) =>
    c.url === '/blade-user/dashboard-stats'
      ? { status: 200, data: { code: 200, success: true, data: stats, msg: '操作成功' } }
      : { status: 404, data: { code: 404, success: false, msg: '404' } },
  );
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

const live = () => charts.filter((c) => c.dispose.mock.calls.length === 0);

beforeEach(() => {
  charts.length = 0;
  failNext = false;
});
afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('dashboard', () => {
  it('draws the server’s figures in three charts, in Chinese', async () => {
    const server = startServer();
    renderApp(<DashboardPage />);
    await waitFor(() => expect(charts).toHaveLength(3));
    expect(server.calls('/blade-user/dashboard-stats')).toHaveLength(1);
    expect(screen.getByText('用户总数')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    const byTitle = Object.fromEntries(charts.map((c) => [c.option.title.text, c]));
    expect(Object.keys(byTitle).sort()).toEqual(['各角色用户数', '各部门用户数', '近12个月新增用户'].sort());
    expect(byTitle.各部门用户数!.option.xAxis.data).toEqual(['研发部', '质检部']);
    expect(byTitle.各部门用户数!.option.series[0].data).toEqual([3, 2]);
    expect(byTitle.各部门用户数!.box).toBe(screen.getByTestId('dashboard-chart-depts'));
    expect(byTitle.近12个月新增用户!.option.xAxis.data).toHaveLength(12);
    expect(byTitle.各角色用户数!.option.series[0].data).toEqual([{ name: '普通用户', value: 5 }]);
    expect(charts.every((c) => c.locale === 'ZH')).toBe(true);
  });

  it('resizes with the window, redraws in English, and disposes every chart when it goes', async () => {
    startServer();
    const view = renderApp(<DashboardPage />);
    await waitFor(() => expect(charts).toHaveLength(3));
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    for (const chart of charts) expect(chart.resize).toHaveBeenCalled();

    act(() => setLanguage('en'));
    await waitFor(() => expect(live()).toHaveLength(3));
    expect(charts).toHaveLength(6);
    expect(charts.slice(0, 3).every((c) => c.dispose.mock.calls.length === 1)).toBe(true);
    expect(
      live()
        .map((c) => c.option.title.text)
        .sort(),
    ).toEqual(['New users, last 12 months', 'Users per department', 'Users per role'].sort());
    expect(live().every((c) => c.locale === 'EN')).toBe(true);

    view.unmount();
    expect(live()).toHaveLength(0);
    // A resize after leaving reaches no chart.
    const before = charts.map((c) => c.resize.mock.calls.length);
    window.dispatchEvent(new Event('resize'));
    expect(charts.map((c) => c.resize.mock.calls.length)).toEqual(before);
  });

  it('reads the figures again in the new language, so what the server names (未分配) follows it too', async () => {
    setHttpHooks({ navigate: vi.fn() });
    const seen = stubServer(http, (c) => {
      const english = String(
        (c.headers as { get?: (n: string) => unknown })?.get?.('Accept-Language') ?? '',
      ).startsWith('en');
      const depts = [...stats.depts, { name: english ? 'Unassigned' : '未分配', count: 1 }];
      return { status: 200, data: { code: 200, success: true, data: { ...stats, depts }, msg: '操作成功' } };
    });
    renderApp(<DashboardPage />);
    const depts = () => live().find((c) => c.box === screen.getByTestId('dashboard-chart-depts'));
    await waitFor(() => expect(depts()?.option.xAxis.data).toEqual(['研发部', '质检部', '未分配']));
    act(() => setLanguage('en'));
    await waitFor(() => expect(depts()?.option.xAxis.data).toEqual(['研发部', '质检部', 'Unassigned']));
    expect(depts()!.option.title.text).toBe('Users per department');
    expect(seen.filter((c) => c.url === '/blade-user/dashboard-stats')).toHaveLength(2);
  });

  it('shows an error with a retry button when the charts cannot load, instead of a blank page', async () => {
    startServer();
    failNext = true;
    renderApp(<DashboardPage />);
    expect(await screen.findByText('图表组件加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(live()).toHaveLength(3));
    expect(screen.queryByText('图表组件加载失败')).toBeNull();
  });
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('test page', () => {
  it('throws a render error for the error boundary, and calls a missing API', async () => {
    const server = startServer();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(
      <Boundary>
        <TestPage />
      </Boundary>,
    );
    expect(screen.getByText('测试页')).toBeTruthy();
    fireEvent.click(screen.getByTestId('test-missing-api'));
    await waitFor(() => expect(server.calls('/blade-test/no-such-call')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('test-render'));
    expect(await screen.findByText('caught: 测试页:渲染错误')).toBeTruthy();
    quiet.mockRestore();
  });

  it('rejects a promise nobody catches', async () => {
    startServer();
    const seen: unknown[] = [];
    const onRejection = (reason: unknown) => seen.push(reason);
    process.on('unhandledRejection', onRejection);
    act(() => setLanguage('en'));
    renderApp(<TestPage />);
    expect(screen.getByText('Test page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('test-rejection'));
    await waitFor(() => expect(seen).toHaveLength(1));
    process.off('unhandledRejection', onRejection);
    expect((seen[0] as Error).message).toBe('Test page: unhandled rejection');
  });
});
