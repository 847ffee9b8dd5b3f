// bpmn-moddle 10 ships types only under `bpmn-moddle/types`; its main entry has none. The designer gets its moddle
// from bpmn-js; only the tests build one directly, with what they use of it declared here.
declare module 'bpmn-moddle' {
  interface Element {
    $type: string;
    id?: string;
    get(name: string): unknown;
    set(name: string, value: unknown): void;
    [property: string]: unknown;
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: Element; warnings: unknown[] }>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): Element;
  }
}
