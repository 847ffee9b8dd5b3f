/// <reference path="../engine/bpmn-moddle.d.ts" />
import { flowableModdle } from '@pharma/contract';
import { BpmnModdle } from 'bpmn-moddle';
import { escapeHtml } from '../../../platform/rich-html.ts';

/**
 * A process chart as an SVG picture, drawn from the XML's diagram (BPMN DI): for clients that show an image
 * rather than run the viewer (diagram-view, resource-view?resourceType=image). Finished steps are green, current
 * ones blue and sequence flows taken orange, the colours of the console's viewer.
 */
export interface Highlights {
  finished: ReadonlySet<string>;
  current: ReadonlySet<string>;
  flows: ReadonlySet<string>;
}

const none: Highlights = { finished: new Set(), current: new Set(), flows: new Set() };
const colours = { finished: '#52c41a', current: '#1677ff', flow: '#faad14', plain: '#333333' };

type Bounds = { x: number; y: number; width: number; height: number };
type DiElement = {
  $type: string;
  bpmnElement?: { id: string; $type: string; name?: string };
  bounds?: Bounds;
  waypoint?: Array<{ x: number; y: number }>;
};

const moddle = new BpmnModdle({ flowable: flowableModdle });

function colourOf(id: string, h: Highlights): string {
  if (h.current.has(id)) return colours.current;
  if (h.finished.has(id)) return colours.finished;
  return colours.plain;
}

function shape(el: DiElement, h: Highlights): string {
  const b = el.bounds!;
  const target = el.bpmnElement!;
  const stroke = colourOf(target.id, h);
  const name = escapeHtml(target.name ?? '');
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  const type = target.$type;
  if (type.endsWith('Event')) {
    const width = type === 'bpmn:EndEvent' ? 4 : 2;
    return `<circle cx="${cx}" cy="${cy}" r="${b.width / 2}" fill="#fff" stroke="${stroke}" stroke-width="${width}"/>${
      name ? `<text x="${cx}" y="${b.y + b.height + 16}" text-anchor="middle">${name}</text>` : ''
    }`;
  }
  if (type.endsWith('Gateway')) {
    const points = `${cx},${b.y} ${b.x + b.width},${cy} ${cx},${b.y + b.height} ${b.x},${cy}`;
    const mark = type === 'bpmn:ParallelGateway' ? '+' : '×';
    return `<polygon points="${points}" fill="#fff" stroke="${stroke}" stroke-width="2"/><text x="${cx}" y="${cy + 7}" text-anchor="middle" font-size="20">${mark}</text>`;
  }
  return `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="10" fill="#fff" stroke="${stroke}" stroke-width="2"/><text x="${cx}" y="${cy + 5}" text-anchor="middle">${name}</text>`;
}

function edge(el: DiElement, h: Highlights): string {
  const points = (el.waypoint ?? []).map((p) => `${p.x},${p.y}`).join(' ');
  const id = el.bpmnElement?.id ?? '';
  const taken = h.flows.has(id);
  const stroke = taken ? colours.flow : colours.plain;
  const label = el.bpmnElement?.name ? escapeHtml(el.bpmnElement.name) : '';
  const mid = el.waypoint?.[Math.floor((el.waypoint.length - 1) / 2)];
  return `<polyline points="${points}" fill="none" stroke="${stroke}" stroke-width="${taken ? 3 : 1.5}" marker-end="url(#${taken ? 'taken' : 'arrow'})"/>${
    label && mid ? `<text x="${mid.x + 4}" y="${mid.y - 4}" font-size="11">${label}</text>` : ''
  }`;
}

/** The SVG of a process's first diagram, with an instance's highlights. */
export async function diagramSvg(xml: string, highlights: Highlights = none): Promise<string> {
  const { rootElement } = (await moddle.fromXML(xml, 'bpmn:Definitions')) as unknown as {
    rootElement: { diagrams?: Array<{ plane?: { planeElement?: DiElement[] } }> };
  };
  const elements = rootElement.diagrams?.[0]?.plane?.planeElement ?? [];
  const shapes = elements.filter((e) => e.$type === 'bpmndi:BPMNShape' && e.bounds && e.bpmnElement);
  const edges = elements.filter((e) => e.$type === 'bpmndi:BPMNEdge');
  const xs = [
    ...shapes.flatMap((s) => [s.bounds!.x, s.bounds!.x + s.bounds!.width]),
    ...edges.flatMap((e) => (e.waypoint ?? []).map((p) => p.x)),
  ];
  const ys = [
    ...shapes.flatMap((s) => [s.bounds!.y, s.bounds!.y + s.bounds!.height]),
    ...edges.flatMap((e) => (e.waypoint ?? []).map((p) => p.y)),
  ];
  const minX = Math.min(0, ...xs) - 20;
  const minY = Math.min(0, ...ys) - 20;
  const width = Math.max(100, ...xs) - minX + 40;
  const height = Math.max(100, ...ys) - minY + 40;
  const arrow = (id: string, fill: string) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="${fill}"/></marker>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${minX} ${minY} ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12"><defs>${arrow('arrow', colours.plain)}${arrow('taken', colours.flow)}</defs>${edges
    .map((e) => edge(e, highlights))
    .join('')}${shapes.map((s) => shape(s, highlights)).join('')}</svg>`;
}
