// Bundles the server (its TypeScript and the contract's) into packages/server/dist/main.mjs for `npm start`: a
// start then loads one file instead of compiling and resolving several hundred through tsx's loader, which was most of
// a restart's time (docs/performance.md, "Start"). Packages from node_modules stay imports, loaded as Node loads
// them. The tests and `npm run dev` keep running the sources through tsx.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** node_modules stay external; the workspace's own packages (TypeScript sources) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pharma/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Each source keeps its own `import.meta.url`, so what it reads beside itself (the BPMN files, the repository root
 * in config.ts) is found where it is in the sources, as under tsx. The bundle is built where it runs (npm start
 * builds first), so the paths are this checkout's.
 */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\/packages\/(server|contract)\/src\/.*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [join(root, 'packages/server/src/main.ts')],
  outfile: join(root, 'packages/server/dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages, ownUrls],
});
console.log(`server bundled into packages/server/dist/main.mjs in ${Math.round(performance.now() - started)} ms`);
