/**
 * Compressed JavaScript the /login route loads for a first visitor (English), counted as the
 * server sends it (issue 24): the page's entry chunk and everything it imports statically, the
 * English core UI strings (awaited before the first render) and the login page's lazy chunk with its
 * static imports. Which chunks those are comes from the Vite manifest of the build; their bytes
 * come from HTTP requests with `Accept-Encoding: br, gzip` against a running server: the api
 * started here on the build (default), or any deployment given with `--url https://…` (the same
 * build must be in apps/web/dist). Chunks loaded later (the features' strings, input messages,
 * the country list and numbering plan, language menu, dialogs, charts, maps) are not counted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { disconnectedDatabase } from '@sunfleet/db/connect';
import { buildApp } from '@sunfleet/api/src/app.ts';
import { loadConfig } from '@sunfleet/api/src/config.ts';

type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type TManifest = Record<string, TManifestChunk>;
type TSent = { bytes: number; encoding: string; cacheControl: string };

const budgetKb = 170;
const root = fileURLToPath(new URL('../', import.meta.url));
const webDist = join(root, 'apps/web/dist');
const loginPageSource = 'src/features/auth/pages/login-page.tsx';
const uiStringsSource = 'src/lib/i18n/en-core.ts';

/** The production build, rebuilt only when its sources changed (scripts/build.mjs). */
function buildWeb(): TManifest {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'web'], { stdio: 'inherit' });
  return JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as TManifest;
}

/** The chunk and everything it imports statically, each key once. */
function withStaticImports(manifest: TManifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, seen);
  return seen;
}

/** The body's bytes as they crossed the wire (not decoded), and how they were sent. */
function fetchAsSent(url: URL, accept = '*/*'): Promise<TSent> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'br, gzip', accept };
    const sent = request(url, { headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url.href}: HTTP ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          bytes,
          encoding: response.headers['content-encoding'] ?? 'identity',
          cacheControl: response.headers['cache-control'] ?? '',
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The api serving the build on a free port, with no database (only static files are asked). */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-bundle-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-of-at-least-32-characters',
    WEB_DIST: webDist,
    PORT: '0',
    // Starting blocks the event loop for a while; back-pressure would refuse the first requests.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
  });
  const app = await buildApp(config, { db: disconnectedDatabase() }, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const urlFlag = process.argv.indexOf('--url');
  const manifest = buildWeb();
  const server = urlFlag > 0 ? undefined : await startServer();
  const base = server?.url ?? process.argv[urlFlag + 1];
  if (!base) throw new Error('--url needs the address of a running server');
  try {
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const keys = new Set<string>();
    for (const key of [entry, uiStringsSource, loginPageSource]) {
      if (!key || !manifest[key]) throw new Error(`a chunk of /login is missing in the manifest: ${key}`);
      withStaticImports(manifest, key, keys);
    }
    const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
    const rows = await Promise.all(
      files.map(async (file) => ({ file, ...(await fetchAsSent(new URL(file, base))) })),
    );
    rows.sort((a, b) => b.bytes - a.bytes);
    for (const row of rows)
      console.log(`${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.encoding.padEnd(8)} ${row.file}`);
    const page = await fetchAsSent(new URL('/login', base), 'text/html');
    const hashed = rows[0]?.cacheControl ?? '';
    console.log(`index.html: ${page.encoding}, Cache-Control "${page.cacheControl}"; assets: "${hashed}"`);
    const totalKb = rows.reduce((sum, row) => sum + row.bytes, 0) / 1024;
    const verdict = totalKb <= budgetKb ? 'within' : 'over';
    console.log(
      `/login loads ${totalKb.toFixed(1)} KB of JavaScript as sent by ${base} (${verdict} the ${budgetKb} KB budget)`,
    );
  } finally {
    await server?.stop();
  }
}

await main();
