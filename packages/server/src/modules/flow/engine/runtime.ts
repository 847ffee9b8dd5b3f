import { EventEmitter } from 'node:events';
import { flowableModdle, flowMessages, sendMessageTaskType } from '@pharma/contract';
import { Timers } from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import { badRequest } from '../../../platform/errors.ts';
import { ExpressionError, resolveExpression } from './expression.ts';

/**
 * An expression the evaluator refuses (in a definition deployed before deployments checked every one) ends the
 * move as a refusal with its reason, never as a fault: bpmn-elements hands it on as the error or as its `inner`.
 */
function refusalOf(error: unknown): unknown {
  const inner = (error as { inner?: unknown } | null)?.inner;
  const cause = error instanceof ExpressionError ? error : inner instanceof ExpressionError ? inner : undefined;
  return cause ? badRequest(flowMessages.cannotRun, { reason: cause.message }) : error;
}

/**
 * One step of one instance with bpmn-engine: a fresh engine (new, or recovered from the state the last step saved),
 * one move (start, signal a task, let due timers fire), and what the move did, collected from the engine's events
 * for the caller to write: activities started and ended, user tasks now waiting, timers pending, messages to send.
 *
 * The engine runs in memory only for the step. Its own timers are replaced: a timer is noted with its due time, and
 * the instance row says when the next one is due (the job queue wakes it then); a timer already due when a step
 * runs fires in that step. Conditions and assignees go through the safe evaluator over the variables the caller
 * holds, never through the engine's scripts.
 */

/** An activity the engine entered (a sequence flow counts, for the chart). */
export interface ActivityStarted {
  executionId: string;
  activityId: string;
  name: string;
  /** userTask, startEvent, exclusiveGateway, sequenceFlow, … (BPMN's name without `bpmn:`, first letter small). */
  type: string;
}

/** A user task the engine now waits on, with the flowable: attributes that say who does it. */
export interface TaskWaiting {
  executionId: string;
  activityId: string;
  name: string;
  assignee: string;
  candidateUsers: string;
  candidateGroups: string;
  formKey: string;
}

/** A 发送消息 service task ran: a template to receivers (already resolved against the variables). */
export interface MessageToSend {
  activityId: string;
  templateCode: string;
  receivers: string[];
  params: Record<string, string>;
}

export interface StepOutcome {
  /** The engine's state to keep; null once the process has ended. */
  state: unknown;
  ended: boolean;
  started: ActivityStarted[];
  /** Execution ids of activities that finished (or were cancelled by a boundary timer) during the step. */
  finished: string[];
  waiting: TaskWaiting[];
  nextTimerAt: Date | null;
  messages: MessageToSend[];
}

/** The move a step makes on a running engine. */
export type Move = { kind: 'signal'; executionId: string; output: Record<string, unknown> } | { kind: 'wake' };

type Vars = Record<string, unknown>;

/**
 * Parsed definitions by id (their XML never changes): an engine is built from the parsed form rather than the XML
 * at every step, and the state saved between steps leaves it out (bpmn-engine would otherwise keep a copy of the
 * whole definition in every instance's state).
 */
const parsed = new Map<string, unknown>();

/** Whether this process holds a definition parsed (a step then needs no XML: the caller may leave it out). */
export const isParsed = (definitionId: string) => parsed.has(definitionId);

async function sourceOf(definitionId: string, xml: string): Promise<unknown> {
  const known = parsed.get(definitionId);
  if (known) return known;
  const reader = new Engine({ name: definitionId, source: xml, moddleOptions: { flowable: flowableModdle } });
  const [definition] = await reader.getDefinitions();
  const source = (definition as unknown as { environment: { options: { source: { id?: string } } } }).environment
    .options.source;
  // bpmn-engine finds a recovered definition's source by id; without an id in the XML a definition is named 'Def'.
  source.id ??= 'Def';
  if (parsed.size >= 500) parsed.delete(parsed.keys().next().value!);
  parsed.set(definitionId, source);
  return source;
}

/** The state to keep: the engine's, without its copy of the definition (rebuilt from the definition's own row). */
function withoutSource(state: unknown): unknown {
  const s = state as { definitions?: Array<Record<string, unknown>> };
  return { ...s, definitions: (s.definitions ?? []).map(({ source: _source, ...rest }) => rest) };
}

const typeName = (bpmnType: string) => {
  const bare = bpmnType.replace(/^bpmn:/, '');
  return bare.charAt(0).toLowerCase() + bare.slice(1);
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The fields of a 发送消息 task (flowable:field), each resolved against the variables. */
function messageOf(activityId: string, behaviour: Record<string, unknown>, vars: Vars): MessageToSend {
  const values = ((behaviour.extensionElements as { values?: unknown[] } | undefined)?.values ?? []) as Array<
    Record<string, unknown>
  >;
  const fields: Record<string, string> = {};
  for (const field of values) {
    if (field.$type !== 'flowable:Field' || typeof field.name !== 'string') continue;
    const raw = text(field.stringValue) || text(field.string) || text(field.expression);
    const value = resolveExpression(raw, vars);
    fields[field.name] = value === null || value === undefined ? '' : String(value);
  }
  const { templateCode = '', receivers = '', ...params } = fields;
  return {
    activityId,
    templateCode,
    receivers: receivers
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
    params,
  };
}

/**
 * Runs one step. `vars` is the instance's variables (the caller merges a completion's variables in before); a new
 * instance has no `state`, a running one its state and the move.
 */
export async function runStep(input: {
  name: string;
  vars: Vars;
  /** The definition's id and XML: parsed once per process, by id. */
  definitionId: string;
  xml: string;
  state?: unknown;
  move?: Move;
  now?: () => number;
}): Promise<StepOutcome> {
  const now = input.now ?? Date.now;
  const started: ActivityStarted[] = [];
  const finished: string[] = [];
  const waiting = new Map<string, TaskWaiting>();
  const messages: MessageToSend[] = [];
  const timerDue = new Map<string, number>();
  let failure: Error | undefined;

  // The engine's timers, held rather than run: due ones fire at the end of the step, the rest wait for the queue.
  const held = new Set<{ callback: (...args: unknown[]) => void; dueAt: number; args: unknown[] }>();
  const timers = new Timers({
    setTimeout: ((callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => {
      const ref = { callback, dueAt: now() + Math.max(0, delay), args };
      held.add(ref);
      return ref;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((ref: unknown) => {
      held.delete(ref as never);
    }) as typeof clearTimeout,
  });

  const listener = new EventEmitter();
  listener.on('activity.start', (api) => {
    started.push({
      executionId: api.executionId,
      activityId: api.id,
      name: text(api.name ?? api.content?.name),
      type: typeName(api.type),
    });
  });
  listener.on('flow.take', (api) => {
    started.push({ executionId: '', activityId: api.id, name: text(api.name), type: 'sequenceFlow' });
  });
  listener.on('activity.end', (api) => finished.push(api.executionId));
  listener.on('activity.leave', (api) => finished.push(api.executionId));
  listener.on('activity.wait', (api) => {
    if (api.type !== 'bpmn:UserTask') return;
    const b = (api.owner?.behaviour ?? {}) as Record<string, unknown>;
    waiting.set(api.executionId, {
      executionId: api.executionId,
      activityId: api.id,
      name: text(api.name ?? b.name),
      assignee: text(b.assignee),
      candidateUsers: text(b.candidateUsers),
      candidateGroups: text(b.candidateGroups),
      formKey: text(b.formKey),
    });
  });
  listener.on('activity.timer', (api) => {
    const owner = api.content?.parent?.executionId ?? api.executionId;
    const expireAt = api.content?.expireAt
      ? new Date(api.content.expireAt).getTime()
      : now() + (api.content?.timeout ?? 0);
    timerDue.set(owner, expireAt);
  });

  const engine = new Engine({
    name: input.name,
    sourceContext: (await sourceOf(input.definitionId, input.xml)) as never,
    moddleOptions: { flowable: flowableModdle },
    timers,
    expressions: { resolveExpression: (expression: string) => resolveExpression(expression, input.vars) },
    extensions: {
      sendMessage(element) {
        const activity = element as unknown as { type: string; id: string; behaviour: Record<string, unknown> };
        if (activity.type !== 'bpmn:ServiceTask' || activity.behaviour.type !== sendMessageTaskType)
          return undefined as never;
        activity.behaviour.Service = function SendMessage() {
          return {
            execute(_message: unknown, callback: (error: Error | null, output?: unknown) => void) {
              messages.push(messageOf(activity.id, activity.behaviour, input.vars));
              callback(null, {});
            },
          };
        };
        return undefined as never;
      },
    },
  });
  engine.on('error', (error: Error) => {
    failure = error;
  });

  let execution: Awaited<ReturnType<Engine['execute']>>;
  if (input.state) {
    engine.recover(structuredClone(input.state) as never);
    execution = await engine.resume({ listener });
  } else {
    execution = await engine.execute({ listener });
  }
  // A resumed engine announces again what it already waited on, and fires a timer already due while resuming:
  // the caller writes activities and tasks by their execution ids, so a repeat adds nothing and nothing new is lost.
  if (input.move?.kind === 'signal') {
    const { executionId, output } = input.move;
    const target = execution.getPostponed().find((api) => api.executionId === executionId);
    if (target) execution.signal({ id: target.id, executionId, ...output });
  }
  // Timers already due fire now, in order (a fired timer may start another).
  for (
    let due = [...held].filter((t) => t.dueAt <= now());
    due.length;
    due = [...held].filter((t) => t.dueAt <= now())
  ) {
    for (const timer of due.sort((a, b) => a.dueAt - b.dueAt)) {
      held.delete(timer);
      timer.callback(...timer.args);
    }
  }
  if (failure) throw refusalOf(failure);

  const postponed = execution.getPostponed();
  const ended = engine.state === 'idle' || postponed.length === 0;
  const pendingIds = new Set(postponed.map((api) => api.executionId));
  const dues = [...timerDue].filter(([owner]) => pendingIds.has(owner)).map(([, at]) => at);
  const state = ended ? null : withoutSource(await engine.getState());
  engine.stop();
  return {
    state,
    ended,
    started,
    finished,
    waiting: [...waiting.values()].filter((task) => pendingIds.has(task.executionId)),
    nextTimerAt: dues.length ? new Date(Math.min(...dues)) : null,
    messages,
  };
}
