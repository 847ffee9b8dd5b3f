import { deptGroupPrefix, sendMessageTaskType } from '@pharma/contract';
import type { ModdleFactory, ModdleObject } from './designerTypes.ts';

/**
 * The properties panel's logic, free of React and of bpmn-js: what it shows for an element (`readPanel`) and the
 * properties to write back (`panelUpdates`, passed to bpmn-js's `modeling.updateProperties`, which keeps undo and
 * the drawn labels right). The `flowable:` attributes are the ones flowableModdle describes and the engine reads.
 */

export type ElementKind = 'process' | 'userTask' | 'startEvent' | 'sequenceFlow' | 'serviceTask' | 'other';

const kinds: Record<string, ElementKind> = {
  'bpmn:Process': 'process',
  'bpmn:UserTask': 'userTask',
  'bpmn:StartEvent': 'startEvent',
  'bpmn:SequenceFlow': 'sequenceFlow',
  'bpmn:ServiceTask': 'serviceTask',
};

export const kindOf = (bo: Pick<ModdleObject, '$type'>): ElementKind => kinds[bo.$type] ?? 'other';

/** The panel's values. Lists are the engine's own strings: `taskUser_<id>`, role aliases, `dept_<id>`. */
export interface PanelValues {
  id?: string;
  name?: string;
  assignee?: string;
  candidateUsers?: string[];
  candidateRoles?: string[];
  candidateDepts?: string[];
  formKey?: string;
  initiator?: string;
  condition?: string;
  sendMessage?: boolean;
  templateCode?: string;
  receivers?: string;
}

/** The initiator variable a start event names by default: the leave process reads the applicant from it. */
export const defaultInitiator = 'applyUser';

const fieldType = 'flowable:Field';
const sendMessageFields = ['templateCode', 'receivers'] as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const list = (value: unknown): string[] =>
  (text(value) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/** An empty text or list removes the attribute rather than writing `attr=""`. */
const joined = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined);
const orNone = (value: string | undefined) => (value?.trim() ? value : undefined);

/** The flowable:field children of a service task (its extensionElements). */
function fieldsOf(bo: ModdleObject): ModdleObject[] {
  const extensions = bo.get('extensionElements') as { values?: ModdleObject[] } | undefined;
  return (extensions?.values ?? []).filter((v) => v.$type === fieldType);
}

function fieldValue(bo: ModdleObject, name: string): string | undefined {
  const field = fieldsOf(bo).find((f) => f.get('name') === name);
  return field ? (text(field.get('stringValue')) ?? text(field.get('string'))) : undefined;
}

/** What the panel shows for an element's business object. */
export function readPanel(bo: ModdleObject): PanelValues {
  const name = text(bo.get('name'));
  switch (kindOf(bo)) {
    case 'process':
      return { id: bo.id, name };
    case 'userTask': {
      const groups = list(bo.get('flowable:candidateGroups'));
      return {
        name,
        assignee: text(bo.get('flowable:assignee')),
        candidateUsers: list(bo.get('flowable:candidateUsers')),
        candidateRoles: groups.filter((g) => !g.startsWith(deptGroupPrefix)),
        candidateDepts: groups.filter((g) => g.startsWith(deptGroupPrefix)),
        formKey: text(bo.get('flowable:formKey')),
      };
    }
    case 'startEvent':
      return { name, initiator: text(bo.get('flowable:initiator')), formKey: text(bo.get('flowable:formKey')) };
    case 'sequenceFlow': {
      const expression = bo.get('conditionExpression') as ModdleObject | undefined;
      return { name, condition: text(expression?.get('body')) };
    }
    case 'serviceTask':
      return {
        name,
        sendMessage: bo.get('flowable:type') === sendMessageTaskType,
        templateCode: fieldValue(bo, 'templateCode'),
        receivers: fieldValue(bo, 'receivers'),
      };
    default:
      return { name };
  }
}

/**
 * The service task's extensionElements with the 发送消息 fields set (or, `send` false, taken out); whatever else it
 * held is kept.
 */
function sendMessageExtensions(bo: ModdleObject, values: PanelValues, moddle: ModdleFactory, send: boolean) {
  const extensions = bo.get('extensionElements') as { values?: ModdleObject[] } | undefined;
  const others = (extensions?.values ?? []).filter(
    (v) => !(v.$type === fieldType && (sendMessageFields as readonly string[]).includes(String(v.get('name')))),
  );
  const fields = send
    ? sendMessageFields
        .filter((key) => values[key]?.trim())
        .map((key) => moddle.create(fieldType, { name: key, stringValue: values[key]!.trim() }))
    : [];
  const all = [...others, ...fields];
  return all.length ? moddle.create('bpmn:ExtensionElements', { values: all }) : undefined;
}

/** The properties to write for the panel's values, by the element's kind (`undefined` removes one). */
export function panelUpdates(bo: ModdleObject, values: PanelValues, moddle: ModdleFactory): Record<string, unknown> {
  const name = orNone(values.name);
  switch (kindOf(bo)) {
    case 'process':
      return values.id ? { id: values.id, name } : { name };
    case 'userTask':
      return {
        name,
        'flowable:assignee': orNone(values.assignee?.trim()),
        'flowable:candidateUsers': joined(values.candidateUsers),
        'flowable:candidateGroups': joined([...(values.candidateRoles ?? []), ...(values.candidateDepts ?? [])]),
        'flowable:formKey': orNone(values.formKey?.trim()),
      };
    case 'startEvent':
      return {
        name,
        'flowable:initiator': orNone(values.initiator?.trim()),
        'flowable:formKey': orNone(values.formKey?.trim()),
      };
    case 'sequenceFlow': {
      const body = values.condition?.trim();
      return {
        name,
        conditionExpression: body ? moddle.create('bpmn:FormalExpression', { body }) : undefined,
      };
    }
    case 'serviceTask': {
      const send = values.sendMessage === true;
      return {
        name,
        'flowable:type': send ? sendMessageTaskType : undefined,
        extensionElements: sendMessageExtensions(bo, values, moddle, send),
      };
    }
    default:
      return { name };
  }
}

/** A model key makes the process id: an XML name (a letter or _ first, then letters, digits, _ . -). */
export const processIdPattern = /^[A-Za-z_][\w.-]*$/;
