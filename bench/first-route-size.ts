/**
 * Gzipped JavaScript the /login route loads (issue 4) for a first visitor (English): the entry
 * chunk, every chunk it imports statically, the English UI strings (awaited before the first
 * render) and the login page's lazy chunk, each with its static imports. Read from the Vite manifest of a fresh build, so it counts what the browser fetches
 * before the form is usable; chunks loaded later (validation, language menu, dialogs) are not.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type TManifest = Record<string, TManifestChunk>;

const budgetKb = 250;
const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));
const loginPageSource = 'src/features/auth/pages/login-page.tsx';
const uiStringsSource = 'src/lib/i18n/en.ts';

function buildWeb(): TManifest {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  const manifestPath = `${webDir}dist/.vite/manifest.json`;
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as TManifest;
}

/** The chunk and everything it imports statically, each key once. */
function withStaticImports(manifest: TManifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, seen);
  return seen;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(`${webDir}dist/${file}`), { level: 9 }).length / 1024;
}

function main(): void {
  const manifest = buildWeb();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const roots = [entry, uiStringsSource, loginPageSource];
  const keys = new Set<string>();
  for (const root of roots) {
    if (!root || !manifest[root]) throw new Error(`a chunk of /login is missing in the manifest: ${root}`);
    withStaticImports(manifest, root, keys);
  }
  const rows = [...keys]
    .map((key) => ({ file: manifest[key]?.file ?? key, kb: gzipKb(manifest[key]?.file ?? key) }))
    .sort((a, b) => b.kb - a.kb);
  for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
  const total = rows.reduce((sum, row) => sum + row.kb, 0);
  const verdict = total <= budgetKb ? 'within' : 'over';
  console.log(
    `/login loads ${total.toFixed(1)} KB gzipped JavaScript (${verdict} the ${budgetKb} KB budget)`,
  );
}

main();
