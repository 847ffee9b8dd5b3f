import { babelParse, compileScript, compileTemplate, parse } from '@vue/compiler-sfc';
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
  // The first line: compileScript appends a code frame.
  return text.split('\n')[0]!.replace(/^\[vue\/compiler-sfc\] /, '');
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
  if (block) {
    try {
      compileScript(descriptor, { id });
      program = parseModule(file.path, block.content, block.loc.start.line, 'vue', out);
    } catch (error) {
      // compileScript reads the block on its own: its lines count from the block's first line.
      report(error, block.loc.start.line - 1);
    }
  }
  if (descriptor.template) {
    const result = compileTemplate({
      source: descriptor.template.content,
      ast: descriptor.template.ast,
      filename: file.path,
      id,
    });
    for (const error of result.errors) report(error);
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
