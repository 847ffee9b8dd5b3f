import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console's house rules (docs/architecture.md), over every source file: a module's screens reach another
 * module only through its `index.ts`, and the frame (app, crud, lib, shell, pages, …) reaches the modules only
 * through their list (`modules/index.ts`), which feeds the page registry and the router.
 */
const src = join(import.meta.dirname, '../src');

/** The crossings left, and why. */
const allowed: Record<string, string[]> = {
  'modules/system/scope/DataScopeFields.tsx': [
    // 数据权限's custom departments pick from the same tree as 用户管理's department field.
    'modules/user/user/pickers.tsx',
  ],
  // 采购计划审批's pages (their shared frame) are a business form run on a process, built from the leave pages' parts (the flow module's
  // kit for such forms): through flow/index.ts, which the menu loads for everyone, they would be in every bundle.
  'modules/purchase/planFlow/PlanFlowDetailPage.tsx': ['modules/flow/processPageKit.ts'],
  'modules/purchase/planFlow/PlanFlowFrame.tsx': ['modules/flow/processPageKit.ts'],
  'modules/purchase/planFlow/PlanFlowHandlePage.tsx': ['modules/flow/processPageKit.ts'],
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const edges = files(src).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => ({
    from: relative(src, file),
    to: relative(src, resolve(dirname(file), m[1] as string)),
  })),
);
const moduleOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1] : undefined);

describe('module boundaries in the console', () => {
  it('a module reaches another only through its index.ts', () => {
    const crossings = edges.filter((e) => {
      const [a, b] = [moduleOf(e.from), moduleOf(e.to)];
      if (!a || !b || a === b || b === 'index.ts') return false;
      return e.to !== `modules/${b}/index.ts` && !allowed[e.from]?.includes(e.to);
    });
    expect(crossings.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('the frame reaches the modules only through their list', () => {
    const reaches = edges.filter((e) => !e.from.startsWith('modules/') && e.to.startsWith('modules/'));
    expect(reaches.length).toBeGreaterThan(0);
    expect(reaches.filter((e) => e.to !== 'modules/index.ts').map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });
});
