import { flowCalls } from '@pharma/contract';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { flowBackend, stubChartViewer } from '../work/flowTestKit.tsx';
import { FlowChartDialog } from './FlowChartDialog.tsx';

/** A stand-in for bpmn-js (happy-dom draws no SVG): it records the XML it imported and the markers added. */
const drawn = { xml: [] as string[], markers: [] as [string, string][], destroyed: 0 };
/** The fake's drawing layer: a djs-group per element, in drawing order (the last is painted on top). */
const layer = document.createElement('div');
const paintOrder = () => [...layer.children].map((g) => g.firstElementChild!.getAttribute('data-element-id'));
class FakeViewer {
  private known = new Set(['start', 'hrTask', 'flow1', 'flow2', 'managerTask']);
  constructor() {
    layer.replaceChildren();
    for (const id of this.known) {
      const group = document.createElement('div');
      const gfx = document.createElement('div');
      gfx.setAttribute('data-element-id', id);
      group.append(gfx);
      layer.append(group);
    }
  }
  async importXML(xml: string) {
    drawn.xml.push(xml);
    return { warnings: [] };
  }
  get(name: string) {
    if (name === 'elementRegistry')
      return {
        get: (id: string) => (this.known.has(id) ? {} : undefined),
        getGraphics: (id: string) => layer.querySelector(`[data-element-id="${id}"]`) ?? undefined,
      };
    return { zoom: () => undefined, addMarker: (id: string, marker: string) => drawn.markers.push([id, marker]) };
  }
  destroy() {
    drawn.destroyed += 1;
  }
}
stubChartViewer(async () => FakeViewer);

const xml = '<definitions id="d"/>';

afterEach(() => {
  cleanup();
  drawn.xml.length = 0;
  drawn.markers.length = 0;
  act(() => setLanguage('zh'));
});

describe('流程图展示', () => {
  it('asks model-view for the instance and marks what ran, with a legend', async () => {
    const backend = flowBackend().on(flowCalls.modelView, () => ({
      xml,
      flow: [
        { historyActivityId: 'start', historyActivityType: 'startEvent', endTime: '2026-03-02 10:00:00' },
        { historyActivityId: 'flow1', historyActivityType: 'sequenceFlow', endTime: '2026-03-02 10:00:00' },
        { historyActivityId: 'hrTask', historyActivityType: 'userTask' },
        { historyActivityId: 'managerTask', historyActivityType: 'candidate' },
        { historyActivityId: 'gone', historyActivityType: 'userTask' },
      ],
    }));
    renderApp(<FlowChartDialog open onClose={() => undefined} processInstanceId="2601" />);
    expect(await screen.findByText('流程图展示')).toBeTruthy();
    await waitFor(() => expect(drawn.markers).toHaveLength(3));
    expect(backend.asked(flowCalls.modelView)[0]!.query).toEqual({ processInstanceId: '2601' });
    expect(drawn.xml).toEqual([xml]);
    expect(drawn.markers).toEqual([
      ['start', 'flow-chart-finished'],
      ['flow1', 'flow-chart-flow'],
      ['hrTask', 'flow-chart-current'],
    ]);
    // The flow taken is painted over the others (a flow not taken sharing its line no longer hides it).
    expect(paintOrder().at(-1)).toBe('flow1');
    expect(screen.getByText('当前环节')).toBeTruthy();
    expect(screen.getByText('已完成')).toBeTruthy();
  });

  it('shows a definition bare, in English too', async () => {
    act(() => setLanguage('en'));
    const backend = flowBackend().on(flowCalls.modelView, () => ({ xml, flow: [] }));
    renderApp(<FlowChartDialog open onClose={() => undefined} processDefinitionId="Leave:1:2504" />);
    expect(await screen.findByText('Flow chart')).toBeTruthy();
    await waitFor(() => expect(drawn.xml).toEqual([xml]));
    expect(backend.asked(flowCalls.modelView)[0]!.query).toEqual({ processDefinitionId: 'Leave:1:2504' });
    expect(drawn.markers).toEqual([]);
    expect(screen.queryByText('Current step')).toBeNull();
  });

  it('destroys its viewer when closed', async () => {
    flowBackend().on(flowCalls.modelView, () => ({ xml, flow: [] }));
    const before = drawn.destroyed;
    const view = renderApp(<FlowChartDialog open onClose={() => undefined} processDefinitionId="Leave:1:2504" />);
    await waitFor(() => expect(drawn.xml).toEqual([xml]));
    view.unmount();
    expect(drawn.destroyed).toBe(before + 1);
  });
});
