import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of docs/architecture.md, checked over every source file of the server:
 * - a module reaches another only through that module's public face, `public.ts` (never its tables, services or
 *   routes, nor its manifest `index.ts`: asking for `liveUser` must not load the user module's routes);
 * - only the app's list of modules (`modules/index.ts`) imports the manifests;
 * - a module's `public.ts` hands out functions and types, never a table or a route;
 * - `platform/` imports no module;
 * - the schema aggregator (`src/schema.ts`, every table for drizzle-kit) is for the database tooling and the tests'
 *   fixtures, never for a module's code (it would be a way round the first rule).
 */
const src = join(import.meta.dirname, '../../src');

/**
 * The one place a module reads another's tables, and why: the live identity is one statement per request that joins
 * the session with its user and tenant (and their roles); split across modules it would cost round trips on every
 * call (docs/performance.md).
 */
const allowed: Record<string, string[]> = {
  'modules/auth/session/identity.ts': ['modules/user/user/user.table.ts', 'modules/tenant/tenant/tenant.table.ts'],
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Edge {
  from: string;
  to: string;
}

/** Every relative import of every file, as paths under src/. */
function imports(): Edge[] {
  return files(src).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => ({
      from: relative(src, file),
      to: relative(src, resolve(dirname(file), m[1] as string)),
    }));
  });
}

/**
 * The modules stand in layers, lowest first: system, resource, user, tenant, auth, then the business modules. The
 * tenant module provisions a company's root department, administrator role and account and bounds its roles by its
 * package, so it stands above the modules whose rows it makes; they ask it of a tenant's bounds (`grantableMenus`,
 * `accountsLeft`, `liveTenantsAmong`) through its manifest's answers. A lower module that must ask a higher one
 * something does it through the registry (the higher manifest's `provides`, the lower's `requires`), never by an
 * import, so no two modules import each other. An import still running downwards would be listed here with why;
 * the cycle check below leaves it out. There are none.
 */
const downwardImports: Record<string, string> = {};

const moduleOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1] : undefined);
const isTest = (path: string) => path.endsWith('.test.ts');
/** Tests and their kits may reach round a module (a suite's fixtures), so they make no cycle. */
const isTestCode = (path: string) => /\.(test(-kit)?|fixture)\.ts$/.test(path);

describe('module boundaries', () => {
  const edges = imports();

  it('sees the modules and their imports', () => {
    expect(new Set(edges.map((e) => moduleOf(e.from)).filter(Boolean)).size).toBeGreaterThanOrEqual(6);
  });

  it('a module reaches another only through its public.ts', () => {
    const crossings = edges.filter((e) => {
      const [a, b] = [moduleOf(e.from), moduleOf(e.to)];
      if (!a || !b || a === b || e.from === 'modules/index.ts') return false;
      if (e.to === `modules/${b}/public.ts`) return false;
      return !allowed[e.from]?.includes(e.to);
    });
    expect(crossings.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('only the list of modules imports a manifest', () => {
    const manifests = edges.filter((e) => /^modules\/[^/]+\/index\.ts$/.test(e.to) && e.from !== 'modules/index.ts');
    expect(manifests.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('a public.ts hands out no table and no route', () => {
    const handed = edges.filter(
      (e) => /^modules\/[^/]+\/public\.ts$/.test(e.from) && /\.(table|routes)\.ts$|\.parts\.ts$/.test(e.to),
    );
    expect(handed.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('the demo seam (src/demo.ts) imports nothing, and no public.ts hands out the demo facts', () => {
    expect(edges.filter((e) => e.from === 'demo.ts').map((e) => e.to)).toEqual([]);
    const faces = files(join(src, 'modules')).filter((file) => file.endsWith('/public.ts'));
    const demoFacts = faces.filter((file) => /\bdemo(TenantIds|Password|Guests)\b/.test(readFileSync(file, 'utf8')));
    expect(demoFacts.map((file) => relative(src, file))).toEqual([]);
  });

  it('no two modules import each other, save the listed downward imports', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of edges) {
      const [a, b] = [moduleOf(e.from), moduleOf(e.to)];
      if (!a || !b || a === b || e.from === 'modules/index.ts' || isTestCode(e.from)) continue;
      if (`${a} → ${b}` in downwardImports) continue;
      graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    const reach = (from: string) => {
      const seen = new Set<string>();
      const walk = (m: string) => {
        for (const n of graph.get(m) ?? []) if (!seen.has(n)) seen.add(n) && walk(n);
      };
      walk(from);
      return seen;
    };
    const reached = new Map([...graph.keys()].map((m) => [m, reach(m)]));
    const cycles = [...graph.keys()].flatMap((a) =>
      [...(reached.get(a) ?? [])].filter((b) => a < b && reached.get(b)?.has(a)).map((b) => `${a} ↔ ${b}`),
    );
    expect(cycles).toEqual([]);
  });

  it('every listed downward import is still there (a stale entry would hide a new one)', () => {
    const seen = new Set(
      edges.filter((e) => !isTestCode(e.from)).map((e) => `${moduleOf(e.from)} → ${moduleOf(e.to)}`),
    );
    expect(Object.keys(downwardImports).filter((edge) => !seen.has(edge))).toEqual([]);
  });

  it('platform/ imports no module', () => {
    const up = edges.filter((e) => e.from.startsWith('platform/') && e.to.startsWith('modules/'));
    expect(up.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('no module’s code imports the schema aggregator', () => {
    const around = edges.filter((e) => e.from.startsWith('modules/') && !isTest(e.from) && e.to === 'schema.ts');
    expect(around.map((e) => e.from)).toEqual([]);
  });
});

/**
 * One way to scope a query (issue 13): tenant and soft-delete filters are written in platform/scope.ts alone
 * (`scoped` for a caller, `ofTenant` / `live` before there is one), so that no service can forget one. The tenant
 * table's own `tenant_id` is its business key (000000), not an owner, and may be compared like any other column.
 */
describe('one way to scope a query', () => {
  it('no module writes a tenant or soft-delete filter by hand', () => {
    const handWritten = files(join(src, 'modules'))
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(src, file)}:${i + 1}` }))
          .filter(({ line }) => /eq\(\w+\.isDeleted\b/.test(line) || /eq\((?!tenant\.)\w+\.tenantId\b/.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(handWritten).toEqual([]);
  });
});

/**
 * Names a newcomer can follow (issue 36): a file of a module is `<name>.<kind>.ts`, its name in lower-case words
 * joined by hyphens and its kind one of these, so that what a file holds is read off its name; the same kind is
 * never spelt two ways (`.reads.ts`, `.reader.ts` and `.lookups.ts` are all `.query.ts`).
 */
const kinds: Record<string, string> = {
  routes: 'the calls a resource serves (`serve(app, call, handler)`), thin',
  service: 'what the calls do: ctx first, every query scoped',
  query: 'reads, for the module’s own services or, through public.ts, for other modules',
  table: 'the drizzle table (`tableOf(def)`)',
  seed: 'the rows every tenant starts with (idempotent)',
  demo: 'the demo tenants’ rows',
  export: 'an export source of the download centre',
  import: 'an import target (columns, checks, writes)',
  job: 'a job of the queue, or the queue’s jobs of a part of the module',
  rules: 'business rules with no database: checks, status machines',
  test: 'API tests (`<name>.test.ts`), pure ones `<name>.unit.test.ts`; `<name>.<kind>.test.ts` tests that file',
  fixture: 'rows a test builds its case from',
  // The kinds below are not in the house's first list; each is needed because several files share it.
  provider: 'a message channel (mail, SMS, WeCom, DingTalk, webhook) or a sign-in provider, one behind one interface',
  grant: 'a grant type of the token endpoint (password, social, SSO code, WeCom, registration)',
  audit: 'the lines a module writes in the audit trail (通用日志), in every language',
  texts: 'the words only the server says (refusals), in every language: the web’s `.texts.ts` on the server',
  parts: 'a share of a large manifest (sales: grades, the extension service) gathered for its index.ts',
  'test-kit': 'what several API suites of a resource share to set up (test code, like a fixture)',
};

/**
 * A file with no kind is a helper named by what it does (`bpmn-file.ts`, `quota.ts`, `sms-gateway.ts`), in the same
 * lower-case hyphenated words. `index.ts` (the manifest) and `public.ts` (the public face) stand at a module's root,
 * and `modules/index.ts` is the list of manifests. BPMN files keep Flowable's `<name>.bpmn20.xml`, which the
 * designer and the deployment check read.
 */
const namedFiles: Record<string, string> = {
  'modules/index.ts': 'the list of manifests (seeds run in its order)',
  'modules/flow/engine/bpmn-moddle.d.ts': 'the types of bpmn-moddle, which ships none',
  'modules/message/providers/index.ts': 'the channels’ registry: every provider by its type, beside the providers',
};

/** Purchasing's files are renamed on another branch (issue 36, purchasing's rework); this list goes with it. */
const pending: string[] = [];

describe('file names', () => {
  const word = '[a-z0-9]+(?:-[a-z0-9]+)*';
  const kind = `(?:${Object.keys(kinds)
    .filter((k) => k !== 'test' && k !== 'fixture')
    .join('|')})`;
  const sourceName = new RegExp(`^${word}(?:\\.${kind})?(?:\\.(?:unit\\.)?test|\\.fixture)?\\.ts$`);
  const bpmnName = new RegExp(`^${word}\\.bpmn20\\.xml$`);
  const all = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? all(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const paths = all(join(src, 'modules')).map((file) => relative(src, file));
  const named = (path: string) => {
    const name = path.split('/').at(-1) as string;
    if (/^(index|public)\.ts$/.test(name)) return path.split('/').length === 3;
    return sourceName.test(name) || bpmnName.test(name);
  };

  it('a module’s file is <name>.<kind>.ts or a helper’s <name>.ts', () => {
    const offenders = paths.filter((path) => !named(path) && !(path in namedFiles) && !pending.includes(path));
    expect(offenders).toEqual([]);
  });

  it('the rule sees the kinds and refuses a kind spelt another way', () => {
    expect(['user/user.query.ts', 'sales/sms.provider.test.ts', 'x/grant-tree.service.ts'].every(named)).toBe(true);
    expect(['user/user.reads.ts', 'log/log.reader.ts', 'menu/menu.lookups.ts', 'a/B.ts'].some(named)).toBe(false);
  });

  it('every listed exception and pending file is still there, still an exception', () => {
    const stale = [...Object.keys(namedFiles), ...pending].filter((path) => !paths.includes(path) || named(path));
    expect(stale).toEqual([]);
  });
});
