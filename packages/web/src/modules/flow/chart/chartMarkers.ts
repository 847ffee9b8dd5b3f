import type { BladeFlow } from '@pharma/contract';

/** The canvas marker classes of the chart (chart.css colours them as antd's primary, success and warning). */
export const markerClasses = {
  current: 'flow-chart-current',
  finished: 'flow-chart-finished',
  sequenceFlow: 'flow-chart-flow',
} as const;
export type MarkerClass = (typeof markerClasses)[keyof typeof markerClasses];

/**
 * The marker a history row puts on its element (spec §4): a sequence flow that ran is warning, a step still running
 * (no end time) primary, a finished one success. Candidate rows (the people a task was offered to) name the task,
 * not a step that ran: no marker, nor rows without an element id.
 */
export function markerOf(row: BladeFlow): MarkerClass | undefined {
  if (!row.historyActivityId || row.historyActivityType === 'candidate') return undefined;
  if (row.historyActivityType === 'sequenceFlow') return markerClasses.sequenceFlow;
  return row.endTime ? markerClasses.finished : markerClasses.current;
}

/**
 * Every element's marker, one per element: a step that ran twice (调整申请 and back) and runs again now is current,
 * so a current marker wins over a finished one.
 */
export function markersOf(flow: readonly BladeFlow[]): Map<string, MarkerClass> {
  const markers = new Map<string, MarkerClass>();
  for (const row of flow) {
    const marker = markerOf(row);
    if (!marker || !row.historyActivityId) continue;
    if (markers.get(row.historyActivityId) === markerClasses.current) continue;
    markers.set(row.historyActivityId, marker);
  }
  return markers;
}
