import { type BindingMetadata, babelParse, compileScript, compileTemplate, parse } from '@vue/compiler-sfc';
import type { Diagnostic, GeneratedFile } from '../plan.ts';

/**
 * Checks the Saber files before they leave the server: every `.vue` is parsed and compiled as Vite's Vue plugin
 * would (`parse`, `compileScript`, `compileTemplate` of @vue/compiler-sfc 3.5; what the Vue 2 files use, `.sync`
 * and `slot=""` included, is also Vue 3 template syntax), every `.js` is parsed as an ES module. And the files must
 * agree: an `@/api/…` or `@/option/…` import of a generated file names a file of the set and only what it exports.
 * Each problem names its file and line (from 1, in the whole file).
 */
export function checkSaberFiles(files: GeneratedFile[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const programs = new Map<string, Program>();
  for (const file of files) {
    if (file.path.endsWith('.vue')) {
      const script = checkVue(file, diagnostics);
      if (script) programs.set(file.path, script);
    } else if (file.path.endsWith('.js')) {
      const program = parseModule(file.path, file.content, 1, 'js', diagnostics);
      if (program) programs.set(file.path, program);
    }
  }
  checkImports(files, programs, diagnostics);
  return diagnostics;
}

interface Position {
  line: number;
  column: number;
}

interface Program {
  step: 'vue' | 'js';
  /** The line of the file the script starts at. */
  startLine: number;
  body: any[];
}

/** The line of an error from the compilers: Vue's errors carry `loc.start`, Babel's carry `loc` itself. */
function lineOf(error: unknown): number | undefined {
  const loc = (error as { loc?: Position & { start?: Position } } | undefined)?.loc;
  return loc?.start?.line ?? loc?.line;
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // The first line (compileScript appends a code frame), without Babel's `(line:column)` of the block: the
  // diagnostic's line is the file's.
  return text
    .split('\n')[0]!
    .replace(/^\[vue\/compiler-sfc\] /, '')
    .replace(/ \(\d+:\d+\)$/, '');
}

function checkVue(file: GeneratedFile, out: Diagnostic[]): Program | undefined {
  const report = (error: unknown, offset = 0) => {
    const line = lineOf(error);
    out.push({
      file: file.path,
      ...(line !== undefined ? { line: line + offset } : {}),
      message: messageOf(error),
      step: 'vue',
    });
  };
  const { descriptor, errors } = parse(file.content, { filename: file.path });
  if (errors.length > 0) {
    for (const error of errors) report(error);
    return undefined;
  }
  if (!descriptor.template) out.push({ file: file.path, line: 1, message: 'The view has no <template>.', step: 'vue' });
  const block = descriptor.scriptSetup ?? descriptor.script;
  if (!block) out.push({ file: file.path, line: 1, message: 'The view has no <script>.', step: 'vue' });
  const id = `saber-${file.path.replace(/\W/g, '-')}`;
  let program: Program | undefined;
  let bindings: BindingMetadata | undefined;
  if (block) {
    try {
      bindings = compileScript(descriptor, { id }).bindings;
      program = parseModule(file.path, block.content, block.loc.start.line, 'vue', out);
    } catch (error) {
      // compileScript reads the block on its own: its lines count from the block's first line.
      report(error, block.loc.start.line - 1);
    }
  }
  if (descriptor.template) {
    const template = descriptor.template;
    const known: BindingMetadata = { ...bindings };
    // What Vuex's helpers spread into computed and methods, which Vue's own analysis cannot see.
    for (const name of program ? vuexNames(program.body) : []) known[name] = optionsBinding;
    const result = compileTemplate({
      source: template.content,
      ast: template.ast,
      filename: file.path,
      id,
      compilerOptions: { bindingMetadata: known },
    });
    for (const error of result.errors) report(error);
    // Vue 2 needs one root element, and a Saber page is one <basic-container>.
    const roots = (template.ast?.children ?? []).filter((node) => node.type === elementNode);
    if (roots.length > 1) {
      out.push({
        file: file.path,
        line: roots[1]!.loc.start.line,
        message: `The template has ${roots.length} root elements; Vue 2 (and a Saber page) needs one.`,
        step: 'vue',
      });
    }
    // With the component's bindings known, what the template reads from nowhere stays `_ctx.<name>`: a typo, or a
    // handler the script does not declare. (Vue 2's `slot-scope` names are the slot's own, not the component's.)
    if (program && result.errors.length === 0) {
      const scoped = new Set<string>();
      for (const m of template.content.matchAll(/slot-scope="([^"]*)"/g)) {
        for (const name of m[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []) scoped.add(name);
      }
      const unknown = new Set<string>();
      for (const m of result.code.matchAll(/_ctx\.([A-Za-z_$][\w$]*)/g)) {
        const name = m[1]!;
        if (!name.startsWith('$') && !scoped.has(name)) unknown.add(name);
      }
      const lines = file.content.split('\n');
      for (const name of unknown) {
        const word = new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}($|[^\\w$])`);
        const from = template.loc.start.line - 1;
        const at = lines.findIndex((l, i) => i >= from && i < template.loc.end.line && word.test(l));
        out.push({
          file: file.path,
          ...(at >= 0 ? { line: at + 1 } : {}),
          message: `The template uses ${name}, which the component does not declare.`,
          step: 'vue',
        });
      }
    }
  }
  return program;
}

function parseModule(
  path: string,
  content: string,
  startLine: number,
  step: 'vue' | 'js',
  out: Diagnostic[],
): Program | undefined {
  const report = (error: unknown) => {
    const line = lineOf(error);
    out.push({
      file: path,
      ...(line !== undefined ? { line: line + startLine - 1 } : {}),
      message: messageOf(error),
      step,
    });
  };
  try {
    const ast = babelParse(content, { sourceType: 'module', errorRecovery: true });
    const errors = (ast as { errors?: unknown[] }).errors ?? [];
    for (const error of errors) report(error);
    return errors.length > 0 ? undefined : { step, startLine, body: ast.program.body };
  } catch (error) {
    report(error);
    return undefined;
  }
}

/** compiler-core's `NodeTypes.ELEMENT`. */
const elementNode = 1;

/** Vue's `BindingTypes.OPTIONS` (a declared enum: no runtime value to import). */
const optionsBinding = 'options' as NonNullable<BindingMetadata[string]>;

const vuexHelpers = new Set(['mapGetters', 'mapState', 'mapActions', 'mapMutations']);

/** The names `...mapGetters(["permission"])` and its kin give the component (the array form). */
function vuexNames(body: any[]): string[] {
  const names: string[] = [];
  const visit = (node: any): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node.type === 'CallExpression' && node.callee?.type === 'Identifier' && vuexHelpers.has(node.callee.name)) {
      const list = node.arguments.at(-1);
      if (list?.type === 'ArrayExpression') {
        for (const el of list.elements) if (el?.type === 'StringLiteral') names.push(el.value);
      } else if (list?.type === 'ObjectExpression') {
        for (const prop of list.properties) if (prop.key?.type === 'Identifier') names.push(prop.key.name);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end' && typeof value === 'object') visit(value);
    }
  };
  visit(body);
  return names;
}

/** `src/api/desk/notice.js` for `@/api/desk/notice`; undefined for what the console has on its own. */
function generatedPath(source: string): string | undefined {
  const m = /^@\/((?:api|option)\/.+?)(?:\.js)?$/.exec(source);
  return m ? `src/${m[1]}.js` : undefined;
}

function exportsOf(program: Program): Set<string> {
  const names = new Set<string>();
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const decl of node.declaration?.declarations ?? []) if (decl.id?.name) names.add(decl.id.name);
    if (node.declaration?.id?.name) names.add(node.declaration.id.name);
    for (const spec of node.specifiers ?? []) names.add(spec.exported?.name ?? spec.exported?.value);
  }
  return names;
}

function checkImports(files: GeneratedFile[], programs: Map<string, Program>, out: Diagnostic[]): void {
  const paths = new Set(files.map((f) => f.path));
  for (const [path, program] of programs) {
    for (const node of program.body) {
      if (node.type !== 'ImportDeclaration') continue;
      const target = generatedPath(node.source.value);
      if (!target) continue;
      const line = (node.loc?.start.line ?? 1) + program.startLine - 1;
      if (!paths.has(target)) {
        out.push({
          file: path,
          line,
          message: `Imports ${node.source.value}, which is not generated.`,
          step: program.step,
        });
        continue;
      }
      const targetProgram = programs.get(target);
      if (!targetProgram) continue; // its own parse error is reported already
      const exported = exportsOf(targetProgram);
      for (const spec of node.specifiers) {
        const name = spec.type === 'ImportDefaultSpecifier' ? 'default' : (spec.imported?.name ?? spec.imported?.value);
        if (spec.type !== 'ImportNamespaceSpecifier' && !exported.has(name)) {
          out.push({ file: path, line, message: `${target} does not export ${name}.`, step: program.step });
        }
      }
    }
  }
}
