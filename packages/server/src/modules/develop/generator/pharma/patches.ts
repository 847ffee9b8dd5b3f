/**
 * Small, checked edits of the project's own source (a manifest's list, an index's exports): each finds its anchor or
 * says it did not, so a file laid out otherwise is reported, never half-edited. The check that follows (Biome,
 * tsc) judges the result, and Biome puts the imports back in order.
 */
export class PatchError extends Error {
  constructor(
    readonly file: string,
    readonly what: string,
  ) {
    super(`${file}: ${what}`);
  }
}

/** The index of the bracket closing the one at `open` (strings and comments skipped). */
function closing(source: string, open: number): number {
  const pairs: Record<string, string> = { '[': ']', '{': '}', '(': ')' };
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) return -1;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i) + 1;
      if (i <= 0) return -1;
      continue;
    }
    if (pairs[c]) stack.push(pairs[c]!);
    else if (c === ']' || c === '}' || c === ')') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** Adds `line` after the file's last import (or at its top). */
export function addImport(source: string, line: string): string {
  const imports = [...source.matchAll(/^import [\s\S]*?from '[^']+';$/gm)];
  const last = imports.at(-1);
  if (!last) return `${line}\n${source}`;
  const at = last.index + last[0].length;
  return `${source.slice(0, at)}\n${line}${source.slice(at)}`;
}

/** Appends `item` to the bracketed list that follows the first match of `anchor` (which ends at its `[` or `{`). */
export function appendToList(file: string, source: string, anchor: RegExp, item: string): string {
  const found = anchor.exec(source);
  if (!found) throw new PatchError(file, `no ${anchor.source}`);
  const open = found.index + found[0].length - 1;
  const end = closing(source, open);
  if (end < 0) throw new PatchError(file, `unbalanced after ${anchor.source}`);
  const inner = source.slice(open + 1, end);
  const trimmed = inner.trimEnd();
  const glue = trimmed.trim() === '' ? '' : trimmed.endsWith(',') ? ' ' : ', ';
  return `${source.slice(0, open + 1)}${trimmed}${glue}${item}${inner.slice(trimmed.length)}${source.slice(end)}`;
}

/** Adds `statement` at the end of the manifest's `seed.demo`, adding the seed or its demo when there is none. */
export function addToDemoSeed(file: string, source: string, statement: string): string {
  const demo = /async demo\(db\)\s*\{/.exec(source);
  if (demo) {
    const open = demo.index + demo[0].length - 1;
    const end = closing(source, open);
    if (end < 0) throw new PatchError(file, 'unbalanced seed.demo');
    return `${source.slice(0, end)}  ${statement}\n${source.slice(end)}`;
  }
  const seed = /\bseed:\s*\{/.exec(source);
  if (seed) {
    const at = seed.index + seed[0].length;
    return `${source.slice(0, at)}\n    async demo(db) {\n      ${statement}\n    },${source.slice(at)}`;
  }
  const module = /defineModule\(\{/.exec(source);
  if (!module) throw new PatchError(file, 'no defineModule({');
  const end = closing(source, module.index + module[0].length - 1);
  if (end < 0) throw new PatchError(file, 'unbalanced defineModule');
  const before = source.slice(0, end).trimEnd();
  const comma = before.endsWith(',') ? '' : ',';
  return `${before}${comma}\n  seed: {\n    async demo(db) {\n      ${statement}\n    },\n  },\n${source.slice(end)}`;
}
