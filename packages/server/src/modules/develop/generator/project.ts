import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectReader } from './pharma/render-pharma.ts';

/** The project's source tree as the generator reads it: files by their path from the root. */
export interface Project {
  root: string;
  read: ProjectReader;
  /** The server's modules (folders with a manifest). */
  modules: ReadonlySet<string>;
  /** Whether the tree has what generating needs (the contract, the server, the tools in node_modules). */
  usable: boolean;
}

const safe = (path: string) => !path.split('/').some((part) => part === '..' || part === '');

export function projectAt(root: string): Project {
  const modulesDir = join(root, 'packages/server/src/modules');
  const usable =
    existsSync(join(root, 'packages/contract/src/kit/resource.ts')) &&
    existsSync(join(root, 'node_modules/.bin/drizzle-kit')) &&
    existsSync(modulesDir);
  const modules = usable
    ? new Set(
        readdirSync(modulesDir, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(join(modulesDir, d.name, 'index.ts')))
          .map((d) => d.name),
      )
    : new Set<string>();
  return {
    root,
    usable,
    modules,
    read: (path) => {
      if (!safe(path)) return undefined;
      const file = join(root, path);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
  };
}
