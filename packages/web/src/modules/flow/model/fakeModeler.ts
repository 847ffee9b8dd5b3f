import { flowableModdle } from '@pharma/contract';
import { BpmnModdle } from 'bpmn-moddle';
import type { DesignerModeler, DiagramElement, ModdleObject } from './designerTypes.ts';

/**
 * For the designer's tests only: bpmn-js cannot draw in the test DOM (no SVG geometry), so this stands in for its
 * Modeler with the same moddle (bpmn-moddle with the flowable descriptor): it imports and saves the XML, lets a
 * test select an element, and updates properties as bpmn-js's modeling does (setting them on the business object).
 */
export interface FakeModeler extends DesignerModeler {
  /** What a click on the element with this id does on the canvas. */
  select(id: string): void;
  /** What a click on the element already selected does: diagram-js deselects it (the process shows). */
  deselect(): void;
}

export async function fakeModeler(): Promise<FakeModeler> {
  const moddle = new BpmnModdle({ flowable: flowableModdle });
  const listeners = new Map<string, Array<(event: object) => void>>();
  const fire = (name: string, event: object) => {
    for (const listener of listeners.get(name) ?? []) listener(event);
  };
  let definitions: ModdleObject | undefined;
  let root: DiagramElement | undefined;
  const elements = new Map<string, DiagramElement>();
  // As diagram-js makes its elements: `businessObject` is not enumerable (a spread copy of an element has none).
  const wrap = (bo: ModdleObject): DiagramElement => {
    const element = { id: bo.id ?? '', type: bo.$type } as DiagramElement;
    Object.defineProperty(element, 'businessObject', { value: bo, writable: true, enumerable: false });
    return element;
  };

  const modeler: FakeModeler = {
    async importXML(xml) {
      const { rootElement } = await moddle.fromXML(xml);
      definitions = rootElement as ModdleObject;
      const process = (definitions.get('rootElements') as ModdleObject[])[0]!;
      root = wrap(process);
      for (const bo of process.get('flowElements') as ModdleObject[]) elements.set(bo.id ?? '', wrap(bo));
      return {};
    },
    async saveXML(options) {
      return moddle.toXML(definitions, options);
    },
    on(event, callback) {
      listeners.set(event, [...(listeners.get(event) ?? []), callback as (event: object) => void]);
    },
    get(service) {
      const services = {
        modeling: {
          updateProperties(element: DiagramElement, properties: Record<string, unknown>) {
            for (const [key, value] of Object.entries(properties)) element.businessObject.set(key, value);
            if (typeof properties.id === 'string') element.id = properties.id;
            fire('element.changed', { element });
            fire('commandStack.changed', {});
          },
        },
        moddle,
        canvas: { getRootElement: () => root! },
      };
      return services[service] as never;
    },
    destroy() {
      listeners.clear();
    },
    select(id) {
      fire('selection.changed', { newSelection: [elements.get(id)!] });
    },
    deselect() {
      fire('selection.changed', { newSelection: [] });
    },
  };
  return modeler;
}
