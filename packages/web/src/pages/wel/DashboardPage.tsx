import { profileCalls } from '@pharma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Spin, Statistic, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLang, useText } from '../../i18n/useText.ts';
import { callKey } from '../../lib/api.ts';
import { fetchUserStats } from './api.ts';
import { type ChartName, chartNames, chartOptions } from './options.ts';
import { dashboardTexts } from './texts.ts';

type Chart = { resize(): void; dispose(): void; setOption(option: unknown): void };

/**
 * /wel/dashboard: the tenant's users counted per department, per month and per role, drawn with ECharts. ECharts
 * is imported here, on demand (./charts.ts), so only this page loads it. The charts follow the language (they
 * are drawn again in it), follow their boxes' size (the window, the sidebar, a hidden tab shown again) and are
 * disposed when the page goes.
 */
export function DashboardPage() {
  const text = useText();
  const lang = useLang();
  // Keyed by the language: the server names what has no name of its own (未分配 / Unassigned) in the language asked,
  // so a switch reads the figures again and the charts redraw in it; the old figures show meanwhile. The language
  // goes after the call's own key, which still names every language for a refresh by the call's folder.
  const { data, isLoading } = useQuery({
    queryKey: [...callKey(profileCalls.dashboardStats), lang],
    queryFn: fetchUserStats,
    placeholderData: keepPreviousData,
  });
  const boxes = useRef<Partial<Record<ChartName, HTMLDivElement | null>>>({});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` follows `lang`; `attempt` retries the import.
  useEffect(() => {
    if (!data) return;
    let gone = false;
    const charts: Chart[] = [];
    const resize = () => {
      for (const chart of charts) chart.resize();
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    import('./charts.ts')
      .then(({ init }) => {
        if (gone) return;
        setFailed(false);
        const options = chartOptions(data, text);
        for (const name of chartNames) {
          const box = boxes.current[name];
          if (!box) continue;
          const chart = init(box, undefined, { locale: lang === 'en' ? 'EN' : 'ZH' });
          chart.setOption(options[name]);
          charts.push(chart);
          observer?.observe(box);
        }
        window.addEventListener('resize', resize);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      for (const chart of charts) chart.dispose();
    };
  }, [data, lang, attempt]);

  const box = (name: ChartName) => (
    <div
      ref={(el) => {
        boxes.current[name] = el;
      }}
      className="dashboard-chart"
      style={{ height: 320, width: '100%' }}
      data-testid={`dashboard-chart-${name}`}
    />
  );

  return (
    <Spin spinning={isLoading}>
      {/* data-page as a menu-built screen has it: 控制台 is a menu item now, and journeys find screens by it. */}
      <div data-testid="dashboard-page" data-page="/wel/dashboard">
        {failed && (
          <Alert
            type="error"
            showIcon
            message={text(dashboardTexts.chartsFailed)}
            action={
              <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                {text(dashboardTexts.retry)}
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        )}
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card>
              <Statistic title={text(dashboardTexts.total)} value={data?.total ?? 0} />
              <Typography.Text type="secondary">{text(dashboardTexts.scope)}</Typography.Text>
            </Card>
          </Col>
          <Col xs={24} md={16}>
            <Card>{box('months')}</Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card>{box('depts')}</Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card>{box('roles')}</Card>
          </Col>
        </Row>
      </div>
    </Spin>
  );
}
