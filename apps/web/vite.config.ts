import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the api serves; in development the dev server forwards them to the api on port 8080. */
const apiPrefixes = ['/api', '/oauth', '/anonymous', '/files', '/assets/vpp'];
const apiTarget = 'http://localhost:8080';

/** Noto Sans SC's folder, wherever npm put it: a glob (`pdf-font.ts`) needs a path or an alias. */
const notoSansSc = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/package.json'));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@noto-sans-sc': notoSansSc },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    // The manifest lets tests and the size report follow which chunks a route loads.
    manifest: true,
  },
});
