import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';

// BUNDLE_REPORT=<file> writes what each chunk holds (rollup-plugin-visualizer; .html a treemap, .json its raw data),
// outside dist: the server serves dist, and the report names every source file.
const report = process.env.BUNDLE_REPORT;

// The server serves the built SPA and /api on one port; in development Vite serves the SPA and forwards /api.
export default defineConfig({
  plugins: [
    react(),
    ...(report
      ? [visualizer({ filename: report, template: report.endsWith('.json') ? 'raw-data' : 'treemap', gzipSize: true })]
      : []),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the chunk graph scripts/bundle-budget.mjs reads to hold the bundles to their budgets.
    manifest: true,
    // antd's shared parts land in one vendor chunk of ~700 kB raw; the login page stays far below it.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Rolldown merges shared chunks into a chunk that is loaded anyway when it can: that put modules only the
      // signed-in screens use (antd's Collapse and ColorPicker, the resources) into the login page's chunks.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // antd's helper packages (rc-*, @rc-component/*) declare no `sideEffects`, so every module one of them
      // imports stays in, used or not: antd's Input imports the form context, which imports rc-field-form and
      // async-validator whole (≈ 20 kB gzip on the login page). Their modules only define things; none is imported
      // for what it does on load, so an unused one may go.
      output: {
        codeSplitting: {
          // The libraries the login page needs whole, in one file: left to itself rolldown cuts them into a chunk
          // per set of importers, and each small file compresses worse on its own.
          groups: [
            {
              name: 'boot',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|axios)[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/.test(id),
      },
    },
  },
});
