/// <reference path="./bpmn-moddle.d.ts" />
import { flowableModdle, flowMessages, sendMessageTaskType } from '@pharma/contract';
import { BpmnModdle } from 'bpmn-moddle';
import { badRequest } from '../../../platform/errors.ts';
import { XmlShape, XmlShapeError } from '../../../platform/uploads/xml-shape.ts';
import { checkExpressions, ExpressionError } from './expression.ts';

/** An executable process found in a deployed file. */
export interface DeployableProcess {
  key: string;
  name: string;
  description: string;
  starterUsers: string;
  starterGroups: string;
  /** The start event's flowable:formKey: which form starts it (`leave`, the leave form); '' when it names none. */
  formKey: string;
}

type Element = { $type: string; id?: string; [key: string]: unknown };

/** What the engine runs, by BPMN type; anything else in a process is refused at deployment, not at run time. */
const supported = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:SequenceFlow',
  'bpmn:BoundaryEvent',
  'bpmn:ServiceTask',
  'bpmn:TextAnnotation',
  'bpmn:Association',
]);

const moddle = new BpmnModdle({ flowable: flowableModdle });

/**
 * What a process file may hold (deploy-upload, and a model deployed from its saved XML). bpmn-moddle parses a whole
 * file at once, holding the event loop and building an object per element: the file is measured first (its size,
 * then its nesting and elements by streaming its bytes), so a parse takes milliseconds whatever is sent. The names
 * and ids go into columns of 255 and 64 characters; a process of a thousand steps is far more than anyone draws.
 */
export const processBounds = {
  characters: 524_288,
  depth: 32,
  xmlElements: 10_000,
  flowElements: 1_000,
  name: 255,
  id: 64,
  expression: 4_000,
} as const;

function checkShape(xml: string): void {
  if (xml.length > processBounds.characters)
    throw badRequest(flowMessages.fileTooLarge, { max: processBounds.characters });
  const shape = new XmlShape({
    maxDepth: processBounds.depth,
    maxElements: processBounds.xmlElements,
    maxGapBytes: Number.POSITIVE_INFINITY,
  });
  try {
    shape.write(Buffer.from(xml));
  } catch (error) {
    if (!(error instanceof XmlShapeError)) throw error;
    if (error.kind === 'depth') throw badRequest(flowMessages.tooDeep, { max: processBounds.depth });
    if (error.kind === 'elements') throw badRequest(flowMessages.tooManyElements, { max: processBounds.xmlElements });
    if (error.kind === 'doctype') throw badRequest(flowMessages.entitiesRefused);
    // A `<` inside a tag: moddle says what is wrong with it.
  }
}

/** Names and ids within their columns, so a process that deploys also runs. */
function checkNames(element: Element): void {
  if (typeof element.name === 'string' && element.name.length > processBounds.name)
    throw badRequest(flowMessages.nameTooLong, { max: processBounds.name });
  if (typeof element.id === 'string' && element.id.length > processBounds.id)
    throw badRequest(flowMessages.idTooLong, { max: processBounds.id, id: `${element.id.slice(0, 64)}…` });
}

/** Why an element cannot run here, or undefined when it can. */
function refusal(element: Element): string | undefined {
  if (!supported.has(element.$type)) return element.$type.replace('bpmn:', '');
  const definitions = (element.eventDefinitions as Element[] | undefined) ?? [];
  if (element.$type === 'bpmn:BoundaryEvent' && definitions.some((d) => d.$type !== 'bpmn:TimerEventDefinition'))
    return 'BoundaryEvent (only timers)';
  if ((element.$type === 'bpmn:StartEvent' || element.$type === 'bpmn:EndEvent') && definitions.length > 0)
    return `${element.$type.replace('bpmn:', '')} (${definitions.map((d) => d.$type.replace('bpmn:', '')).join(', ')})`;
  if (element.$type === 'bpmn:ServiceTask' && element.type !== sendMessageTaskType)
    return 'ServiceTask (only flowable:type="sendMessage")';
  return undefined;
}

/** Every expression an element carries, so that one that does not parse is refused now. */
function expressionsOf(element: Element): string[] {
  const texts: string[] = [];
  for (const key of ['assignee', 'candidateUsers', 'candidateGroups'] as const) {
    if (typeof element[key] === 'string') texts.push(element[key] as string);
  }
  const condition = element.conditionExpression as { body?: string } | undefined;
  if (condition?.body) texts.push(condition.body);
  return texts;
}

/**
 * Reads a process file as Flowable would take it: BPMN 2.0 XML with `flowable:` attributes. A DOCTYPE or entity
 * declaration is refused before parsing (no external entity is ever fetched or expanded); the file must hold at
 * least one executable process, each made only of elements the engine runs, with expressions that parse.
 */
export async function readProcessFile(xml: string): Promise<DeployableProcess[]> {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw badRequest(flowMessages.entitiesRefused);
  checkShape(xml);
  let root: Element;
  try {
    ({ rootElement: root } = (await moddle.fromXML(xml, 'bpmn:Definitions')) as unknown as { rootElement: Element });
  } catch (error) {
    throw badRequest(flowMessages.badXml, { reason: (error as Error).message.split('\n')[0]!.slice(0, 200) });
  }
  const processes = ((root.rootElements as Element[] | undefined) ?? []).filter(
    (e) => e.$type === 'bpmn:Process' && e.isExecutable !== false,
  );
  if (processes.length !== 1) throw badRequest(flowMessages.noProcess);
  return processes.map((process) => {
    const key = String(process.id ?? '');
    if (!/^[A-Za-z_][\w.-]{0,63}$/.test(key)) throw badRequest(flowMessages.noProcess);
    checkNames(process);
    const elements = (process.flowElements as Element[] | undefined) ?? [];
    if (elements.length > processBounds.flowElements)
      throw badRequest(flowMessages.tooManyElements, { max: processBounds.flowElements });
    for (const element of elements) {
      const why = refusal(element);
      if (why) throw badRequest(flowMessages.unsupportedElement, { key, element: why, id: element.id ?? '' });
      checkNames(element);
      for (const expression of expressionsOf(element)) {
        if (expression.length > processBounds.expression)
          throw badRequest(flowMessages.expressionTooLong, {
            max: processBounds.expression,
            expression: `${expression.slice(0, 60)}…`,
          });
        try {
          checkExpressions(expression);
        } catch (error) {
          if (!(error instanceof ExpressionError)) throw error;
          throw badRequest(flowMessages.badExpression, { expression, reason: error.message });
        }
      }
    }
    const documentation = (process.documentation as Array<{ text?: string }> | undefined)?.[0]?.text ?? '';
    return {
      key,
      name: String(process.name ?? key),
      description: documentation.slice(0, 500),
      starterUsers: String(process.candidateStarterUsers ?? ''),
      starterGroups: String(process.candidateStarterGroups ?? ''),
      formKey: formKeyOf(elements),
    };
  });
}

/** The form key of a process's (first) start event that names one. */
function formKeyOf(elements: readonly Element[]): string {
  for (const element of elements) {
    if (element.$type !== 'bpmn:StartEvent') continue;
    const key = typeof element.formKey === 'string' ? element.formKey.trim() : '';
    if (key) return key.slice(0, 64);
  }
  return '';
}
