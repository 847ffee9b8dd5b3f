import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the built SPA and /api on one port; in development Vite serves the SPA and forwards /api.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // antd's shared parts land in one vendor chunk of ~700 kB raw; the login page stays far below it.
    chunkSizeWarningLimit: 1200,
  },
});
