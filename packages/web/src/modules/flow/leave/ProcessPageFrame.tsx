import type { BladeFlow } from '@pharma/contract';
import { Button, Card, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { FlowChartDialog } from '../chart/FlowChartDialog.tsx';
import { FlowTimeline } from './FlowTimeline.tsx';
import { leaveTexts as texts } from './leave.texts.ts';

/**
 * The frame of a business form's process page (the leave form's handle and detail pages, 采购计划审批's): the form
 * in a card whose 流程图 button opens the process's chart, and the process's history under it.
 */
export function ProcessPageFrame({
  className,
  title,
  loading,
  flow,
  processInstanceId,
  children,
}: {
  className: string;
  title: string;
  loading: boolean;
  flow: readonly BladeFlow[];
  processInstanceId: string;
  children: ReactNode;
}) {
  const text = useText();
  const [chart, setChart] = useState(false);
  return (
    <div className={className}>
      <Card title={title} extra={<Button onClick={() => setChart(true)}>{text(texts.chart)}</Button>}>
        <Spin spinning={loading}>{children}</Spin>
      </Card>
      <Card title={text(texts.history)}>
        <FlowTimeline flow={flow} />
      </Card>
      <FlowChartDialog open={chart} onClose={() => setChart(false)} processInstanceId={processInstanceId} />
    </div>
  );
}
