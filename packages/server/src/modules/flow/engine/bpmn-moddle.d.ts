/** bpmn-moddle 10 ships no types: the part the deployment check uses. */
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, type?: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
  }
}
