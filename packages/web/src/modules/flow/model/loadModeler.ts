import { flowableModdle } from '@pharma/contract';
import type { DesignerModeler } from './designerTypes.ts';

/**
 * bpmn-js's Modeler is large: the designer loads it (with its styles and palette font) only when it opens, in its
 * own chunk, never in the main bundle. The styles carry the bpmn.io watermark, which the licence asks to keep
 * visible. The flowable descriptor makes the saved XML keep the `flowable:` attributes.
 */
export async function loadModeler(container: HTMLElement): Promise<DesignerModeler> {
  const [modeler] = await Promise.all([
    import('bpmn-js/lib/Modeler'),
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
    import('bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'),
  ]);
  const Modeler = modeler.default;
  return new Modeler({ container, moddleExtensions: { flowable: flowableModdle } }) as unknown as DesignerModeler;
}
