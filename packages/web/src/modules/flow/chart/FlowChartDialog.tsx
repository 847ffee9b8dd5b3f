import { flowableModdle, flowCalls } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { chartTexts as texts } from './chart.texts.ts';
import { markerClasses, markersOf } from './chartMarkers.ts';
import { viewerLoader } from './loadViewer.ts';
import './chart.css';

export interface FlowChartDialogProps {
  open: boolean;
  onClose: () => void;
  /** A running or finished instance: its steps are marked. */
  processInstanceId?: string;
  /** A definition (发起事务, 流程管理): the bare chart. */
  processDefinitionId?: string;
}

/**
 * 流程图展示: model-view's XML in bpmn-js's NavigatedViewer (drag and zoom), each step of the instance marked by
 * what happened there (chartMarkers.ts), with a legend.
 */
export function FlowChartDialog({ open, onClose, processInstanceId, processDefinitionId }: FlowChartDialogProps) {
  const text = useText();
  const query = processInstanceId ? { processInstanceId } : { processDefinitionId };
  const view = useQuery({
    queryKey: callKey(flowCalls.modelView, query),
    queryFn: () => callApi(flowCalls.modelView, { query }),
    enabled: open && Boolean(processInstanceId || processDefinitionId),
  });
  return (
    <Modal
      open={open}
      title={text(texts.title)}
      onCancel={onClose}
      width="min(1100px, 96%)"
      centered
      destroyOnHidden
      footer={<Button onClick={onClose}>{text(texts.close)}</Button>}
    >
      <Spin spinning={view.isFetching}>
        {view.data ? <ChartCanvas xml={view.data.xml} flow={view.data.flow} /> : <div className="flow-chart-canvas" />}
      </Spin>
      {processInstanceId && (
        <Space className="flow-chart-legend" wrap size="large">
          <span>
            <i className="flow-chart-swatch flow-chart-swatch-current" />
            {text(texts.current)}
          </span>
          <span>
            <i className="flow-chart-swatch flow-chart-swatch-finished" />
            {text(texts.finished)}
          </span>
          <span>
            <i className="flow-chart-swatch flow-chart-swatch-flow" />
            {text(texts.sequenceFlow)}
          </span>
        </Space>
      )}
    </Modal>
  );
}

/** Moves an element's drawing (its djs-group) to the end of its layer, so it is painted over its siblings. */
function raise(gfx: Element | undefined) {
  const group = gfx?.parentNode;
  group?.parentNode?.appendChild(group);
}

/** The viewer on a div of its own; remade when the XML or the history changes, destroyed on unmount. */
function ChartCanvas({ xml, flow }: { xml: string; flow: Parameters<typeof markersOf>[0] }) {
  const text = useText();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // StrictMode runs this twice in development, destroying the first viewer while importXML still runs: every
    // step after an await checks `cancelled`, and every failure is caught (stack.md item 9).
    let cancelled = false;
    let viewer: { destroy(): void } | undefined;
    setFailed(false);
    viewerLoader
      .load()
      .then(async (NavigatedViewer) => {
        if (cancelled || !host.current) return;
        const made = new NavigatedViewer({ container: host.current, moddleExtensions: { flowable: flowableModdle } });
        viewer = made;
        await made.importXML(xml);
        if (cancelled) return;
        const canvas = made.get<{
          addMarker(id: string, marker: string): void;
          zoom(to: string, center?: 'auto'): void;
        }>('canvas');
        const registry = made.get<{ get(id: string): unknown; getGraphics?(id: string): Element | undefined }>(
          'elementRegistry',
        );
        canvas.zoom('fit-viewport', 'auto');
        for (const [id, marker] of markersOf(flow)) {
          // A row naming an element the drawing does not have (an older version) is skipped, not an error.
          if (!registry.get(id)) continue;
          canvas.addMarker(id, marker);
          // A flow taken is drawn last, over any flow not taken that shares its line (an older layout of Leave drew
          // 关闭申请 over 经理审批's way to 结束, hiding the path taken).
          if (marker === markerClasses.sequenceFlow) raise(registry.getGraphics?.(id));
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [xml, flow]);

  return (
    <>
      {failed && <Alert type="error" showIcon message={text(texts.loadFailed)} style={{ marginBottom: 12 }} />}
      <div ref={host} className="flow-chart-canvas" data-testid="flow-chart-canvas" />
    </>
  );
}
