import {
  type BodyOf,
  type CallDef,
  type Lang,
  langOf,
  messages,
  pick,
  type QueryOf,
  type ReplyOf,
  type Text,
} from '@pharma/contract';
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { http } from '../src/lib/http.ts';
import { type StubReply, stubServer } from './httpStub.ts';

/** What a handler of the fake backend is asked: the call's query and body as its declaration parses them. */
export interface Asked<C extends CallDef> {
  query: QueryOf<C>;
  body: BodyOf<C>;
  lang: Lang;
  config: InternalAxiosRequestConfig;
}

/** A refusal the fake server answers with (the envelope with `success: false`). */
export class Refusal {
  constructor(
    readonly msg: string,
    readonly status = 400,
  ) {}
}

type Handler<C extends CallDef> = (asked: Asked<C>) => ReplyOf<C> | Refusal | Promise<ReplyOf<C> | Refusal>;

const envelope = (data: unknown, msg = pick(messages.ok, 'zh')): StubReply => ({
  status: 200,
  data: { code: 200, success: true, data, msg },
});

/**
 * A fake server for the component tests, built from the call declarations of @pharma/contract. A test answers the
 * calls it cares about (`on(deptCalls.tree, () => tree)`); every request is checked against its declaration (its
 * query and body must parse, so a screen that sends a wrong shape fails the test) and every answer against the
 * reply schema (so fixtures cannot drift from what the server sends). A call nobody answers gets `null` data, as an
 * empty server would. What was asked is kept per call, parsed (`asked(call)`).
 */
/** The backends of the running test: test/setup.ts checks them after each test and forgets them. */
const active: Array<{ problems: string[] }> = [];

/** Every request and fake answer of the test kept to its declaration (called by test/setup.ts after each test). */
export function declarationProblems(): string[] {
  const problems = active.flatMap((backend) => backend.problems);
  active.length = 0;
  return problems;
}

export function fakeBackend(instance: AxiosInstance = http) {
  const handlers = new Map<string, { call: CallDef; handle: Handler<CallDef> }>();
  const seen = new Map<string, Asked<CallDef>[]>();
  const problems: string[] = [];
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/^\/+/, '')}`;

  const parse = (schema: CallDef['query'], value: unknown, what: string, call: CallDef) => {
    if (!schema) return value;
    const result = schema.safeParse(value ?? (what === 'query' ? {} : undefined));
    if (result.success) return result.data;
    problems.push(`${call.method} ${call.path}: the ${what} sent does not match its declaration`);
    return value;
  };

  const requests = stubServer(instance, async (config) => {
    const key = keyOf(config.method ?? 'get', config.url ?? '');
    const entry = handlers.get(key);
    if (!entry) return envelope(null);
    const { call, handle } = entry;
    const body = typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
    const lang = langOf(String((config.headers as { get?: (n: string) => unknown })?.get?.('Accept-Language') ?? ''));
    const asked = {
      query: parse(call.query, config.params, 'query', call),
      body: parse(call.body, body, 'body', call),
      lang,
      config,
    } as Asked<CallDef>;
    seen.set(key, [...(seen.get(key) ?? []), asked]);
    const answer = await handle(asked);
    if (answer instanceof Refusal) {
      return { status: answer.status, data: { code: answer.status, success: false, data: null, msg: answer.msg } };
    }
    if (call.reply) {
      const checked = call.reply.safeParse(answer);
      if (!checked.success) problems.push(`${key}: the fake answer does not match the declared reply`);
    }
    return envelope(answer);
  });

  active.push({ problems });
  return {
    /** Answers a call (replacing any earlier answer). */
    on<C extends CallDef>(call: C, handle: Handler<C>) {
      handlers.set(keyOf(call.method, call.path), { call, handle: handle as unknown as Handler<CallDef> });
      return this;
    },
    /** Refuses a call with the server's words (a `{zh, en}` text is answered in the language asked). */
    refuse<C extends CallDef>(call: C, msg: string | Text, status = 400) {
      return this.on(call, ({ lang }) => new Refusal(typeof msg === 'string' ? msg : pick(msg, lang), status));
    },
    /** What the screen asked of a call, in order, as the call's declaration parses it. */
    asked<C extends CallDef>(call: C): Array<Asked<C>> {
      return (seen.get(keyOf(call.method, call.path)) ?? []) as unknown as Array<Asked<C>>;
    },
    /** Every raw request, in order (for the few tests that look at headers or the exact JSON sent). */
    requests,
    /** Requests or fake answers that broke their declaration; a test's afterEach expects none. */
    problems,
  };
}

export type FakeBackend = ReturnType<typeof fakeBackend>;
