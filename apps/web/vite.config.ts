import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text files worth compressing. Below 256 bytes brotli saves less than the response's
 * `Content-Encoding` and `Vary` headers cost; above it, even the first page's many small chunks
 * (300–1,000 bytes each) shrink by 40–60 %, together 3 KB of its 170 KB budget.
 */
const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
const minCompressBytes = 256;

/**
 * Every text file of the build also as .br (brotli, best) and .gz, once at build time: the api
 * sends them as the browser accepts (@fastify/static `preCompressed`) without compressing per
 * request (ADR 0050). Dot folders (Vite's manifest) are not served and are skipped.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sunfleet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter(
          (path) =>
            !path
              .slice(outDir.length)
              .split('/')
              .some((part) => part.startsWith('.')),
        );
      await Promise.all(
        files.map(async (path) => {
          const content = await readFile(path);
          if (content.length < minCompressBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/** Paths the api serves; in development the dev server forwards them to the api on port 8080. */
const apiPrefixes = ['/api', '/oauth', '/anonymous', '/files', '/assets/vpp'];
const apiTarget = 'http://localhost:8080';

/** Noto Sans SC's folder, wherever npm put it: a glob (`pdf-font.ts`) needs a path or an alias. */
const notoSansSc = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/package.json'));

export default defineConfig({
  plugins: [react(), precompress()],
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
