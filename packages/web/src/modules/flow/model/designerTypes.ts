/**
 * The small part of bpmn-js the designer talks to, typed here so the properties panel and its tests depend on
 * these shapes rather than on bpmn-js itself (which needs a real browser to draw).
 */

/** A moddle object: the business object behind a diagram element, or one made with `moddle.create`. */
export interface ModdleObject {
  $type: string;
  id?: string;
  name?: string;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  [property: string]: unknown;
}

/** What creates moddle objects (bpmn-js's `moddle` service, or a BpmnModdle). */
export interface ModdleFactory {
  create(type: string, attrs?: Record<string, unknown>): ModdleObject;
}

/** A shape or connection on the canvas, or the process (the canvas's root). */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleObject;
}

/** The services the designer gets from the modeler. */
export interface DesignerServices {
  modeling: { updateProperties(element: DiagramElement, properties: Record<string, unknown>): void };
  moddle: ModdleFactory;
  canvas: { getRootElement(): DiagramElement };
}

/** A bpmn-js Modeler as the designer uses it. */
export interface DesignerModeler {
  importXML(xml: string): Promise<unknown>;
  saveXML(options: { format: boolean }): Promise<{ xml?: string }>;
  on(event: string, callback: (event: { newSelection?: DiagramElement[]; element?: DiagramElement }) => void): void;
  get<K extends keyof DesignerServices>(service: K): DesignerServices[K];
  destroy(): void;
}
